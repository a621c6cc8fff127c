/**
 * A name a person typed (the deceased, the family, a tribute's writer, a funeral home), isolated
 * for plain text: FSI (U+2068) before it, PDI (U+2069) after it, so a Latin name inside Arabic text
 * (or an Arabic one inside English) keeps its own direction and never drags the sentence's words
 * or numbers around it ("إدارة ذكرى Margaret O'Brien (3)"). The page uses `<bdi>` instead. Only
 * where a name is mixed into a sentence: a CSV cell that is only the name stays as typed, so a
 * spreadsheet sorts it.
 */
export const FSI = '\u2068';
export const PDI = '\u2069';

export function isolate(name: string): string {
  return `${FSI}${name}${PDI}`;
}
