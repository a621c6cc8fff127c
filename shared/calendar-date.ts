/**
 * A calendar date written YYYY-MM-DD, checked without zod: the renderer's first screen reads dates
 * from the address (the memorials search) and should not load zod to do it (the first screen's
 * budget, test/renderer/bundle-budget.test.ts). shared/api/fields.ts builds its schema on this.
 */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}
