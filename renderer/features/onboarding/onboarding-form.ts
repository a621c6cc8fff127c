/**
 * The onboarding link's form (spec 4.6): which values go into the link for the kind of memorial
 * and the way it is written, and why each left-out value was left out, in words. The link itself
 * is built by shared/onboarding-link.ts, the same rules the service reads it by.
 */
import { z } from 'zod';
import { codePoints, isRealDate } from '../../../shared/api/fields';
import { LIMITS } from '../../../shared/limits';
import { buildOnboardingLink, ONBOARDING_HINT_MAX, type OnboardingLinkInput } from '../../../shared/onboarding-link';
import { formatNumber } from '../../ui/format';

export const onboardingSchema = z.object({
  name: z.string().refine((v) => v.trim() !== '', { message: 'Please give the name of the person or pet.' }),
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
export type OnboardingValues = z.input<typeof onboardingSchema>;

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

/** What each value is called on the form, for "left out" sentences. */
export const PARAM_NAMES: Record<string, string> = {
  name: 'the name',
  type: 'person or pet',
  mode: 'how it is written',
  born: 'the date of birth',
  died: 'the date of death',
  species: 'the kind of animal',
  title: 'the title',
  subtitle: 'the subtitle',
  story: 'the story',
  notes: 'the notes',
  feel: 'the tone',
  tradition: 'the tradition',
  ref: 'the reference',
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

export interface LeftOut {
  param: string;
  /** "the story is longer than 1,500 characters" */
  sentence: string;
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
    if (isRealDate(value) && value > today) leftOut.push({ param, sentence: `${PARAM_NAMES[param]} is in the future, so the service would ignore it` });
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
  for (const param of built.dropped) leftOut.push({ param, sentence: whyDropped(param, input) });
  return { url: built.url, leftOut };
}

function whyDropped(param: string, input: OnboardingLinkInput): string {
  const name = PARAM_NAMES[param] ?? param;
  const value = (input as Record<string, unknown>)[param];
  const limit = TEXT_LIMITS[param];
  if (typeof value === 'string' && limit !== undefined && codePoints(value) > limit) {
    return `${name} is longer than ${formatNumber(limit)} characters, the most the link may carry (it is left out whole, never cut short)`;
  }
  if (param === 'ref') return `${name} may use only small letters a to z, digits and hyphens, up to 32 of them`;
  if (param === 'born' || param === 'died') return `${name} is not a date the service can read`;
  if (param === 'name') return `${name} is missing or too long, so the form would open empty`;
  return `${name} was left out to keep the whole link under about ${formatNumber(LIMITS.onboarding.url)} characters`;
}
