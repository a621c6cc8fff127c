/**
 * WCAG 2 contrast between two colours, for deciding whether an organization's brand colour may be
 * used somewhere: 3:1 for a border or other part of an interface that carries meaning (WCAG 1.4.11),
 * 4.5:1 for text (1.4.3). Only plain hex colours are read; anything else is not used.
 */
function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white; null when not a hex colour. */
export function luminance(hex: string): number | null {
  const rgb = channels(hex);
  if (!rgb) return null;
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two hex colours (1 to 21); null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Whether `color` stands out from `background` by at least `minimum` (3 for borders, 4.5 for text). */
export function contrastsEnough(color: string | null | undefined, background: string, minimum: number): boolean {
  if (!color) return false;
  const ratio = contrastRatio(color, background);
  return ratio !== null && ratio >= minimum;
}
