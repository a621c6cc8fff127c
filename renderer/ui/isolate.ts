/**
 * A name a person typed (the deceased, the family, a tribute's writer, a funeral home, an account),
 * kept in its own direction inside text of another: "إدارة ذكرى Margaret O'Brien (3)" never comes
 * out scrambled. In the page, put it in `<bdi>` (a rich-text value: `{ name: <bdi>{name}</bdi> }`);
 * in plain text (a window title, an aria-label, a notification), wrap it with `isolate`: FIRST STRONG
 * ISOLATE (U+2068) … POP DIRECTIONAL ISOLATE (U+2069), which take no room and are not read out.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

/** The text isolated for plain strings: FSI … PDI. */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}
