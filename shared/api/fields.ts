import { z } from 'zod';
import { isRealDate } from '../calendar-date';
import { say, sayText, type CoreMessage } from '../i18n/words';
import { FIELD_WORDS } from './field-labels';
import { lazy } from './lazy';

export { FIELD_WORDS };

export { isRealDate };

/**
 * Field builders whose errors read as plain sentences ("The title can be at most 255 characters."),
 * because the sandbox returns them in 422 bodies and the app shows them next to the field. Each
 * also describes itself in the same words (the MCP server's tool schemas show them).
 *
 * Each sentence is a catalog message, its field's label one too (field-labels.ts): the issue's
 * message stays the English (the sandbox's words), and the renderer's form resolver
 * (renderer/ui/form-resolver.ts) shows it in the person's language (`wordsOfText`).
 */

/** A field's label: a catalog message (field-labels.ts), or English text where no message is written yet. */
export type FieldLabel = CoreMessage | string;

/** The label's English, for the schema's own description. */
function englishLabel(label: FieldLabel): string {
  return typeof label === 'string' ? label : label.defaultMessage;
}

function kindError(label: FieldLabel, kind: CoreMessage) {
  return (issue: { input?: unknown }) => sayText(issue.input === undefined ? FIELD_WORDS.required : kind, { label });
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
export function text(label: FieldLabel, max: number, opts: { min?: number } = {}) {
  const min = opts.min ?? 0;
  return z
    .string({ error: kindError(label, FIELD_WORDS.notText) })
    .refine((value) => hasAtMostCodePoints(value, max), { message: sayText(FIELD_WORDS.tooLong, { label, max }) })
    .refine((value) => value.trim().length >= min, { message: sayText(FIELD_WORDS.empty, { label }) })
    .describe(`${englishLabel(label)}, at most ${max} characters.`);
}

/** A calendar date written YYYY-MM-DD that really exists. */
export function date(label: FieldLabel) {
  return z
    .string({ error: kindError(label, FIELD_WORDS.notDateWritten) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: sayText(FIELD_WORDS.notDateWritten, { label }) })
    .refine(isRealDate, { message: sayText(FIELD_WORDS.notRealDate, { label }) })
    .describe(`${englishLabel(label)}, written YYYY-MM-DD.`);
}

/**
 * Dates in order: each rule once, in one wording, for the service's stand-in (the sandbox refuses
 * with it) and the app's forms (which refuse before sending) alike.
 */
export const DEATH_BEFORE_BIRTH = sayText(FIELD_WORDS.deathBeforeBirth);

/** Whether a date of death (YYYY-MM-DD) comes before the date of birth; a date not given is no problem. */
export function isDeathBeforeBirth(birth: string | null | undefined, death: string | null | undefined): boolean {
  return Boolean(birth && death && death < birth);
}

/** A schema's refinement: the date of death not before the date of birth, said beside the date of death. */
export function datesInOrder(values: { birth_date?: string | null; death_date?: string | null }, context: z.RefinementCtx): void {
  if (isDeathBeforeBirth(values.birth_date, values.death_date)) context.addIssue({ code: 'custom', path: ['death_date'], message: DEATH_BEFORE_BIRTH });
}

export const END_BEFORE_START = sayText(FIELD_WORDS.endBeforeStart);

/** Whether an event ends before it starts (date-times with their time zones); ending as it starts is no problem. */
export function isEndBeforeStart(startsAt: string, endsAt: string): boolean {
  return Date.parse(endsAt) < Date.parse(startsAt);
}

/** An ISO 8601 date and time with a time zone (Z or an offset). */
export function dateTime(label: FieldLabel) {
  return z.iso
    .datetime({ offset: true, error: sayText(FIELD_WORDS.notDateTime, { label }) })
    .describe(`${englishLabel(label)}, a date and time with its time zone, such as 2026-05-01T14:00:00Z.`);
}

export function boolean(label: FieldLabel) {
  return z.boolean({ error: sayText(FIELD_WORDS.notTrueOrFalse, { label }) }).describe(`${englishLabel(label)}: true or false.`);
}

export function oneOf<const T extends readonly [string, ...string[]]>(label: FieldLabel, values: T) {
  // The values are the API's own words, kept as they are; the "or" between them is the language's.
  const list = values.length > 1 ? say(FIELD_WORDS.orList, { some: values.slice(0, -1).join(', '), last: values.at(-1)! }) : values[0];
  return z
    .enum(values, { error: (issue) => sayText(issue.input === undefined ? FIELD_WORDS.required : FIELD_WORDS.notOneOf, { label, list }) })
    .describe(`${englishLabel(label)}: ${typeof list === 'string' ? list : list.message}.`);
}

/** A web address; with `max`, at most that many characters, counted by code point like `text`. */
export function httpUrl(label: FieldLabel, max?: number) {
  const base = z.url({ protocol: /^https?$/, error: sayText(FIELD_WORDS.notWebAddress, { label }) });
  const limited = max === undefined ? base : base.refine((v) => hasAtMostCodePoints(v, max), { message: sayText(FIELD_WORDS.tooLong, { label, max }) });
  return limited.describe(`${englishLabel(label)}, a web address starting with http:// or https://${max === undefined ? '' : `, at most ${max} characters`}.`);
}

export function email(label: FieldLabel) {
  return z.email({ error: sayText(FIELD_WORDS.notEmail, { label }) }).describe(`${englishLabel(label)}, an email address.`);
}

/** A whole number from a path or query string (or a number, for clients). */
export function wholeNumber(label: FieldLabel, opts: { min?: number; max?: number } = {}) {
  const notWhole = sayText(FIELD_WORDS.notWholeNumber, { label });
  let n = z.number().int({ message: notWhole });
  if (opts.min !== undefined) n = n.min(opts.min, { message: sayText(FIELD_WORDS.tooSmall, { label, min: opts.min }) });
  if (opts.max !== undefined) n = n.max(opts.max, { message: sayText(FIELD_WORDS.tooLarge, { label, max: opts.max }) });
  return z
    .union(
      [
        z.number().int(),
        z
          .string()
          .regex(/^-?\d+$/, { message: notWhole })
          .transform(Number),
      ],
      {
        error: notWhole,
      },
    )
    .pipe(n)
    .describe(`${englishLabel(label)}, a whole number${opts.min !== undefined ? ` from ${opts.min}` : ''}${opts.max !== undefined ? ` to ${opts.max}` : ''}.`);
}

/** A positive integer id in a path. */
export function id(label: FieldLabel) {
  return wholeNumber(label, { min: 1 });
}

// Response-side building blocks (strict view).
export const Timestamp = lazy(() => z.iso.datetime({ offset: true }));
export const DateOnly = lazy(() => z.iso.date());
export const Privacy = lazy(() => z.enum(['public', 'restricted', 'private', 'closed']));
export type Privacy = z.infer<typeof Privacy>;
