import { z } from 'zod';
import { isRealDate } from '../calendar-date';

export { isRealDate };

/**
 * Field builders whose errors read as plain sentences ("The title can be at most 255 characters."),
 * because the sandbox returns them in 422 bodies and the app shows them next to the field. Each
 * also describes itself in the same words (the MCP server's tool schemas show them).
 */

function kindError(label: string, kind: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? `${label} is required.` : `${label} must be ${kind}.`);
}

/** Characters as a person sees them (an emoji is one), as the service counts them: by code point. */
export function codePoints(value: string): number {
  return [...value].length;
}

/**
 * Whether `value` has at most `max` characters, counted by code point as the person sees them (an
 * emoji is one), like `[...value].length` but without building an array of the whole string: it
 * stops counting at the limit, so an enormous string costs no more than one at the limit.
 */
export function hasAtMostCodePoints(value: string, max: number): boolean {
  // A code point is one or two UTF-16 units: the unit count settles most strings at once.
  if (value.length <= max) return true;
  if (value.length > max * 2) return false;
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    // A high surrogate followed by a low one is one code point (a lone surrogate counts as one).
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < value.length) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    if (++count > max) return false;
  }
  return true;
}

/** Text of at most `max` characters (counted as the person sees them, by code point). */
export function text(label: string, max: number, opts: { min?: number } = {}) {
  const min = opts.min ?? 0;
  return z
    .string({ error: kindError(label, 'text') })
    .refine((value) => hasAtMostCodePoints(value, max), { message: `${label} can be at most ${max} characters.` })
    .refine((value) => value.trim().length >= min, { message: `${label} can't be empty.` })
    .describe(`${label}, at most ${max} characters.`);
}

/** A calendar date written YYYY-MM-DD that really exists. */
export function date(label: string) {
  return z
    .string({ error: kindError(label, 'a date written as YYYY-MM-DD') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date written as YYYY-MM-DD.` })
    .refine(isRealDate, { message: `${label} is not a real date.` })
    .describe(`${label}, written YYYY-MM-DD.`);
}

/**
 * Dates in order: each rule once, in one wording, for the service's stand-in (the sandbox refuses
 * with it) and the app's forms (which refuse before sending) alike.
 */
export const DEATH_BEFORE_BIRTH = 'The date of death is before the date of birth. Please check both dates.';

/** Whether a date of death (YYYY-MM-DD) comes before the date of birth; a date not given is no problem. */
export function isDeathBeforeBirth(birth: string | null | undefined, death: string | null | undefined): boolean {
  return Boolean(birth && death && death < birth);
}

/** A schema's refinement: the date of death not before the date of birth, said beside the date of death. */
export function datesInOrder(values: { birth_date?: string | null; death_date?: string | null }, context: z.RefinementCtx): void {
  if (isDeathBeforeBirth(values.birth_date, values.death_date)) context.addIssue({ code: 'custom', path: ['death_date'], message: DEATH_BEFORE_BIRTH });
}

export const END_BEFORE_START = 'The end of the event is before its start. Please check both times.';

/** Whether an event ends before it starts (date-times with their time zones); ending as it starts is no problem. */
export function isEndBeforeStart(startsAt: string, endsAt: string): boolean {
  return Date.parse(endsAt) < Date.parse(startsAt);
}

/** An ISO 8601 date and time with a time zone (Z or an offset). */
export function dateTime(label: string) {
  return z.iso
    .datetime({ offset: true, error: `${label} must be a date and time such as 2026-05-01T14:00:00Z.` })
    .describe(`${label}, a date and time with its time zone, such as 2026-05-01T14:00:00Z.`);
}

export function boolean(label: string) {
  return z.boolean({ error: `${label} must be true or false.` }).describe(`${label}: true or false.`);
}

export function oneOf<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0];
  return z
    .enum(values, { error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be ${list}.`) })
    .describe(`${label}: ${list}.`);
}

/** A web address; with `max`, at most that many characters, counted by code point like `text`. */
export function httpUrl(label: string, max?: number) {
  const base = z.url({ protocol: /^https?$/, error: `${label} must be a web address starting with http:// or https://.` });
  const limited = max === undefined ? base : base.refine((v) => hasAtMostCodePoints(v, max), { message: `${label} can be at most ${max} characters.` });
  return limited.describe(`${label}, a web address starting with http:// or https://${max === undefined ? '' : `, at most ${max} characters`}.`);
}

export function email(label: string) {
  return z.email({ error: `${label} must be an email address, like name@example.com.` }).describe(`${label}, an email address.`);
}

/** A whole number from a path or query string (or a number, for clients). */
export function wholeNumber(label: string, opts: { min?: number; max?: number } = {}) {
  let n = z.number().int({ message: `${label} must be a whole number.` });
  if (opts.min !== undefined) n = n.min(opts.min, { message: `${label} must be at least ${opts.min}.` });
  if (opts.max !== undefined) n = n.max(opts.max, { message: `${label} can be at most ${opts.max}.` });
  return z
    .union(
      [
        z.number().int(),
        z
          .string()
          .regex(/^-?\d+$/, { message: `${label} must be a whole number.` })
          .transform(Number),
      ],
      {
        error: `${label} must be a whole number.`,
      },
    )
    .pipe(n)
    .describe(`${label}, a whole number${opts.min !== undefined ? ` from ${opts.min}` : ''}${opts.max !== undefined ? ` to ${opts.max}` : ''}.`);
}

/** A positive integer id in a path. */
export function id(label: string) {
  return wholeNumber(label, { min: 1 });
}

// Response-side building blocks (strict view).
export const Timestamp = z.iso.datetime({ offset: true });
export const DateOnly = z.iso.date();
export const Privacy = z.enum(['public', 'restricted', 'private', 'closed']);
export type Privacy = z.infer<typeof Privacy>;
