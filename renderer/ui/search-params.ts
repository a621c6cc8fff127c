/**
 * What a route reads from its address (`?status=pending`), checked by hand rather than by zod:
 * the routes are made before the first screen, and zod is most of a screen's worth of JavaScript
 * that the first screen does not need (test/renderer/bundle-budget.test.ts). A value that is not
 * what the route expects is left out, as zod's `.optional().catch(undefined)` did; TanStack Router
 * takes the schema's `parse` as its `validateSearch`.
 */
export interface SearchSchema<T> {
  parse(search: unknown): T;
}

/** A route's search schema from a reader of the address's values; keys read as undefined are left out. */
export function searchSchema<T extends object>(read: (search: Record<string, unknown>) => T): SearchSchema<T> {
  return {
    parse: (search) => {
      const read_ = read(typeof search === 'object' && search !== null ? (search as Record<string, unknown>) : {});
      return Object.fromEntries(Object.entries(read_).filter(([, value]) => value !== undefined)) as T;
    },
  };
}

/** A string of `min` to `max` characters, else undefined. */
export function textParam(value: unknown, max: number, min = 0): string | undefined {
  return typeof value === 'string' && value.length >= min && value.length <= max ? value : undefined;
}

/** One of `options`, else undefined. */
export function oneOfParam<T extends string>(value: unknown, options: readonly T[]): T | undefined {
  return typeof value === 'string' && (options as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** A whole number (a number, or a string of one: the address's values may be either), else undefined. */
export function wholeNumberParam(value: unknown): number | undefined {
  if (value === undefined || value === null || typeof value === 'object') return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Present: true or false as JavaScript reads the value (zod's coerce.boolean); absent: undefined. */
export function flagParam(value: unknown): boolean | undefined {
  return value === undefined ? undefined : Boolean(value);
}
