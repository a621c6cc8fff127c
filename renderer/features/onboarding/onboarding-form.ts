/**
 * The onboarding link's form (spec 4.6): which values go into the link for the kind of memorial
 * and the way it is written, and why each left-out value was left out, in words. The link itself
 * is built by shared/onboarding-link.ts, the same rules the service reads it by.
 */
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { codePoints, isRealDate } from '../../../shared/api/fields';
import { LIMITS } from '../../../shared/limits';
import { buildOnboardingLink, ONBOARDING_HINT_MAX, type OnboardingLinkInput } from '../../../shared/onboarding-link';
import { LEFT_OUT_WORDS, ONBOARDING_WORDS } from './onboarding-words';

/** The form's rules, its problem said in the person's language. */
export const onboardingSchema = (intl: IntlShape) =>
  z.object({
    name: z.string().refine((v) => v.trim() !== '', { message: intl.formatMessage(ONBOARDING_WORDS.nameNeeded) }),
    type: z.enum(['person', 'pet']),
    mode: z.enum(['self', 'ai']),
    born: z.string(),
    died: z.string(),
    species: z.string(),
    title: z.string(),
    subtitle: z.string(),
    story: z.string(),
    notes: z.string(),
    feel: z.string(),
    tradition: z.string(),
    ref: z.string(),
  });
export type OnboardingValues = z.input<ReturnType<typeof onboardingSchema>>;

/** The app's own name as the calling client (spec 4.6 `ref`). */
export const APP_REF = 'memorial-desk';

export const EMPTY_ONBOARDING: OnboardingValues = {
  name: '',
  type: 'person',
  mode: 'self',
  born: '',
  died: '',
  species: '',
  title: '',
  subtitle: '',
  story: '',
  notes: '',
  feel: '',
  tradition: '',
  ref: APP_REF,
};

const TEXT_LIMITS: Record<string, number> = {
  name: LIMITS.onboarding.name,
  species: ONBOARDING_HINT_MAX,
  title: LIMITS.onboarding.title,
  subtitle: LIMITS.onboarding.subtitle,
  story: LIMITS.onboarding.story,
  notes: LIMITS.onboarding.notes,
  feel: ONBOARDING_HINT_MAX,
  tradition: ONBOARDING_HINT_MAX,
};

/** Why a value was left out of the link: in the future, not a date, too long, a reference the service would not read, no name, or to keep the link short. */
export type LeftOutReason = 'future' | 'notDate' | 'tooLong' | 'ref' | 'name' | 'url';

export interface LeftOut {
  param: string;
  reason: LeftOutReason;
  /** The most characters, for tooLong and url. */
  limit?: number;
}

/** A value left out, said as a sentence ("The story is longer than 1,500 characters, …"). */
export function leftOutWords(intl: IntlShape, item: LeftOut): string {
  return intl.formatMessage(LEFT_OUT_WORDS[item.reason], { param: item.param, limit: item.limit ?? 0 });
}

export interface BuiltLink {
  url: string;
  leftOut: LeftOut[];
}

/** Builds the link from the form: only the values that belong to the kind and way chosen, and why any was left out. */
export function buildLinkFromForm(appUrl: string, values: OnboardingValues, today: string): BuiltLink {
  const input: OnboardingLinkInput = { name: values.name.trim(), type: values.type, mode: values.mode, ref: values.ref.trim() };
  const leftOut: LeftOut[] = [];
  for (const param of ['born', 'died'] as const) {
    const value = values[param];
    if (value === '') continue;
    if (isRealDate(value) && value > today) leftOut.push({ param, reason: 'future' });
    else input[param] = value;
  }
  const text = (param: 'species' | 'title' | 'subtitle' | 'story' | 'notes' | 'feel' | 'tradition') => {
    if (values[param].trim() !== '') input[param] = values[param];
  };
  if (values.type === 'pet') text('species');
  if (values.mode === 'self') {
    text('title');
    text('subtitle');
    text('story');
  } else {
    text('notes');
  }
  text('feel');
  text('tradition');

  const built = buildOnboardingLink(appUrl, input);
  for (const param of built.dropped) leftOut.push(whyDropped(param, input));
  return { url: built.url, leftOut };
}

function whyDropped(param: string, input: OnboardingLinkInput): LeftOut {
  const value = (input as Record<string, unknown>)[param];
  const limit = TEXT_LIMITS[param];
  if (typeof value === 'string' && limit !== undefined && codePoints(value) > limit) return { param, reason: 'tooLong', limit };
  if (param === 'ref') return { param, reason: 'ref' };
  if (param === 'born' || param === 'died') return { param, reason: 'notDate' };
  if (param === 'name') return { param, reason: 'name' };
  return { param, reason: 'url', limit: LIMITS.onboarding.url };
}
