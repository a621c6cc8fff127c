import { useLayoutEffect, type RefObject } from 'react';

/** Only plain hex colours from the service become an accent; anything else keeps the app's own. */
export function safeBrandColor(color: string | null | undefined): string | null {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : null;
}

/**
 * Sets the organization's colour as the `--brand-accent` custom property of one element.
 *
 * The page runs under `style-src 'self'`: style attributes in markup, `setAttribute('style', …)`
 * and `style.cssText = …` are blocked, but a single property set through the CSSOM
 * (`element.style.setProperty`) is not governed by CSP (MDN, "CSP: style-src": "styles properties
 * that are set directly on the element's style property will not be restricted"). The stylesheet
 * decides where the accent goes (a border, never text colour, so an unreadable brand colour cannot
 * hurt legibility); the value is checked to be a plain hex colour first.
 */
export function useBrandAccent(ref: RefObject<HTMLElement | null>, color: string | null | undefined): void {
  const accent = safeBrandColor(color);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (accent) element.style.setProperty('--brand-accent', accent);
    else element.style.removeProperty('--brand-accent');
  }, [ref, accent]);
}
