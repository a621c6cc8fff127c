/**
 * The first look, the phone's part (core/first-look.ts): as the app opens, the picture of the
 * screen it opens to, as it was last drawn, is shown at once over the screens starting beneath,
 * the way a phone shows an app's last picture as it opens, and taken away in the frame the first
 * live screen draws (renderer/data/first-look.ts tells), or after FIRST_LOOK_AT_MOST_MS.
 *
 * Only where the app opens at the place it reopens, or at the pictured place itself (a reload names
 * it in the address), and only from this build (another's styles may not fit it). What it shows is
 * the app's own markup: whatever could run or reach out is taken out before it is shown, though the
 * page's policy would refuse it anyway.
 */
import type { FirstLook } from '../../core';

/** How long a picture stays at most: a start that takes longer shows the live screens as they are. */
export const FIRST_LOOK_AT_MOST_MS = 10_000;
/** How long the picture waits at most for a stylesheet of its screen's. */
const STYLES_AT_MOST_MS = 100;

const UNSAFE_ELEMENTS = 'script, iframe, object, embed, frame, frameset, link, meta, base, style, form, input, textarea, select, button[formaction]';

/** The picture's markup, made inert: nothing that runs, loads or submits, no handler, no style in markup. */
export function pictureFrom(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  for (const element of content.querySelectorAll(UNSAFE_ELEMENTS)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name, value } of [...element.attributes]) {
      const unsafeAddress = (name === 'href' || name === 'src' || name === 'xlink:href') && !/^(#|\/(?!\/)|\.\/|data:image\/)/.test(value.trim());
      if (name.startsWith('on') || name === 'style' || name === 'id' || name === 'srcset' || unsafeAddress) element.removeAttribute(name);
    }
  }
  return content;
}

/**
 * Shows the picture over the page, when it is one for this start (of this `build`: the renderer's
 * THIS_BUILD, which names the pictures it takes), once the stylesheets it needs have loaded (a
 * moment at most); a function that takes it away (again: nothing), or null when it is not shown.
 *
 * Two layers: the outer one takes every tap and lets none through to the screens starting beneath
 * (an inert element would let them through); the picture inside is inert and cannot be pressed,
 * also where a WebView knows no `inert` (iOS before 15.5: pointer-events, first-look.css). Its
 * language and direction are its own, not the page's, which the screens set as they start.
 */
export async function showFirstLook(look: FirstLook, build: string, doc: Document = document): Promise<(() => void) | null> {
  const hash = doc.location.hash;
  const opensThere = hash === '' || hash === '#' || hash === '#/' || hash === `#${look.place}`;
  if (!opensThere || look.build !== build) return null;
  const loading: Promise<unknown>[] = [];
  for (const path of look.styles) {
    const href = new URL(path, doc.baseURI).href;
    if ([...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href)) continue;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loading.push(new Promise((resolve) => link.addEventListener('load', resolve, { once: true })));
    doc.head.append(link);
  }
  if (loading.length > 0) await Promise.race([Promise.all(loading), new Promise((resolve) => setTimeout(resolve, STYLES_AT_MOST_MS))]);
  const cover = doc.createElement('div');
  cover.className = 'first-look';
  cover.setAttribute('aria-hidden', 'true');
  cover.lang = look.lang;
  cover.dir = look.dir;
  const picture = doc.createElement('div');
  picture.className = 'first-look__picture';
  picture.setAttribute('inert', '');
  picture.append(pictureFrom(look.html, doc));
  cover.append(picture);
  doc.body.prepend(cover);
  performance.mark('memorial-desk:first-look');
  const timer = setTimeout(() => cover.remove(), FIRST_LOOK_AT_MOST_MS);
  return () => {
    clearTimeout(timer);
    cover.remove();
  };
}
