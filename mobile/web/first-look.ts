/**
 * The first look, the phone's part (core/first-look.ts): as the app opens, the picture of the
 * screen it opens to, as it was last drawn, is shown at once over the screens starting beneath,
 * the way a phone shows an app's last picture as it opens, and taken away in the frame the first
 * live screen draws (renderer/data/first-look.ts tells), or after FIRST_LOOK_AT_MOST_MS.
 *
 * Only where the app opens at the place it reopens, or at the pictured place itself (a reload names
 * it in the address), and only from this build (another's styles
 * may not fit it). What it shows is the app's own markup: whatever could run or reach out is taken
 * out before it is shown, though the page's policy would refuse it anyway.
 */
import type { FirstLook } from '../../core';
import './first-look.css';

/** How long a picture stays at most: a start that takes longer shows the live screens as they are. */
export const FIRST_LOOK_AT_MOST_MS = 10_000;

const UNSAFE_ELEMENTS = 'script, iframe, object, embed, frame, frameset, link, meta, base, style, form, input, textarea, select, button[formaction]';

/** The build the page is from: its entry script (renderer/data/first-look.ts, thisBuild, says the same). */
function pageBuild(doc: Document): string {
  const entry = doc.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry ? new URL(entry.src, doc.baseURI).pathname : '';
}

/** The picture's markup, made inert: nothing that runs, loads or submits, no handler, no style in markup. */
export function pictureFrom(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const element of content.querySelectorAll(UNSAFE_ELEMENTS)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const unsafeAddress = (name === 'href' || name === 'src' || name === 'xlink:href') && !/^(#|\/|\.\/|data:image\/)/.test(value.trim());
      if (name.startsWith('on') || name === 'style' || name === 'id' || name === 'srcset' || unsafeAddress) element.removeAttribute(name);
    }
  }
  return content;
}

/**
 * Shows the picture over the page, when it is one for this start; a function that takes it away
 * (again: nothing), or null when it is not shown.
 */
export function showFirstLook(look: FirstLook, doc: Document = document): (() => void) | null {
  const hash = doc.location.hash;
  const opensThere = hash === '' || hash === '#' || hash === '#/' || hash === `#${look.place}`;
  if (!opensThere || look.build !== pageBuild(doc)) return null;
  const origin = new URL(doc.baseURI).origin;
  for (const path of look.styles) {
    const href = new URL(path, origin).href;
    if ([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  }
  const picture = doc.createElement('div');
  picture.className = 'first-look';
  picture.setAttribute('aria-hidden', 'true');
  picture.inert = true;
  picture.append(pictureFrom(look.html, doc));
  doc.documentElement.lang = look.lang;
  doc.documentElement.dir = look.dir;
  doc.body.prepend(picture);
  performance.mark('memorial-desk:first-look');
  const timer = setTimeout(() => picture.remove(), FIRST_LOOK_AT_MOST_MS);
  return () => {
    clearTimeout(timer);
    picture.remove();
  };
}
