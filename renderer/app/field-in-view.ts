import { useEffect } from 'react';

/** Room kept between the field and the edge of what can be seen (the on-screen keyboard's top). */
const MARGIN_PX = 16;

/** Where a person types: the fields an on-screen keyboard comes up for. */
export function isTypingField(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  if (element instanceof HTMLInputElement)
    return !['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit'].includes(element.type);
  // React Aria's date field: a spinbutton per part, typed into.
  return element.getAttribute('role') === 'spinbutton';
}

/**
 * Brings the focused field back into sight when what can be seen of the page shrinks: the
 * phone's on-screen keyboard came up over it. The phone page asks for the layout to shrink with
 * the keyboard (`interactive-widget=resizes-content`, which Chromium's WebView honours); where the
 * keyboard only covers the page (iOS), the visual viewport shrinks instead. Either way the
 * visual viewport says what is left to see, so the field is scrolled into it: first by its own
 * scrolling boxes and the page (scrollIntoView), then, if the keyboard still covers it, the
 * page by the difference. Nothing happens while the field is in sight, nor when the view grows.
 */
export function keepFieldInView(viewport: VisualViewport, field: HTMLElement): void {
  const visibleTop = viewport.offsetTop;
  const visibleBottom = viewport.offsetTop + viewport.height;
  const before = field.getBoundingClientRect();
  if (before.top >= visibleTop && before.bottom <= visibleBottom) return;
  // A field taller than half of what is left (a long text box) shows its nearest edge, not its middle.
  field.scrollIntoView({ block: before.height < viewport.height / 2 ? 'center' : 'nearest', inline: 'nearest' });
  const after = field.getBoundingClientRect();
  if (after.bottom > visibleBottom) window.scrollBy(0, Math.min(after.bottom - visibleBottom + MARGIN_PX, after.top - visibleTop - MARGIN_PX));
  else if (after.top < visibleTop) window.scrollBy(0, after.top - visibleTop - MARGIN_PX);
}

/** A finger is the main way to point (a phone, a tablet): where an on-screen keyboard comes up. */
const TOUCH_SCREEN = '(pointer: coarse)';

/**
 * keepFieldInView, each time the visual viewport shrinks while a field has the focus, on a touch
 * screen; returns a function that stops. Not every shrink is the keyboard: zooming in with two
 * fingers shrinks the visual viewport too (its scale changes, the keyboard's does not), and a
 * desktop window made shorter has no on-screen keyboard at all (and a mouse, not a finger).
 */
export function followFieldInView(): () => void {
  const viewport = window.visualViewport;
  if (!viewport) return () => undefined;
  let height = viewport.height;
  let scale = viewport.scale;
  const onResize = () => {
    const shrank = viewport.height < height - 1;
    const zoomed = Math.abs(viewport.scale - scale) > 0.001;
    height = viewport.height;
    scale = viewport.scale;
    if (!shrank || zoomed || !window.matchMedia?.(TOUCH_SCREEN).matches) return;
    const field = document.activeElement;
    if (isTypingField(field)) keepFieldInView(viewport, field);
  };
  viewport.addEventListener('resize', onResize);
  return () => viewport.removeEventListener('resize', onResize);
}

/** followFieldInView while the component is up. */
export function useFieldInView(): void {
  useEffect(() => followFieldInView(), []);
}
