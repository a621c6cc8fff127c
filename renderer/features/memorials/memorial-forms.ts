/**
 * The memorial forms' rules, from the contract (shared/api/memorials.ts, shared/limits.ts): each
 * field's limit, dates that are real, not in the future and in order, and what is sent (only what
 * changed, wording apart from settings, since a wording change goes back to the safety check and
 * waits out the five-minute throttle while settings save at once).
 *
 * Form values are strings as typed ('' for "not given"); the request bodies are built from them.
 */
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { UpdateMemorialBody, WORDING_FIELDS, Wording, type CreateMemorialBody, type PersonalMemorial } from '../../../shared/api/memorials';
import { date as dateSchema, datesInOrder, httpUrl } from '../../../shared/api/fields';
import type { Privacy } from '../../../shared/api/fields';
import { LIMITS } from '../../../shared/limits';
import { getLocalTimeZone, today } from '@internationalized/date';
import { FORM_WORDS } from './memorials-words';

/** '' or a real date that is not after `todayIs`. */
function dayField(label: string, todayIs: string) {
  return z.union([z.literal(''), dateSchema(label).refine((value) => value <= todayIs, { message: `${label} can't be in the future.` })]);
}

// ---- Creating -------------------------------------------------------------------------------

export function createSchema(todayIs: string = today(getLocalTimeZone()).toString()) {
  return z
    .object({
      deceased_name: Wording.deceased_name,
      title: Wording.title,
      subtitle: Wording.subtitle,
      obituary: Wording.obituary,
      birth_date: dayField('The date of birth', todayIs),
      death_date: dayField('The date of death', todayIs),
      template_id: z.number().int().positive().nullable(),
    })
    .superRefine(datesInOrder);
}
export type CreateValues = z.input<ReturnType<typeof createSchema>>;

export const EMPTY_CREATE: CreateValues = { deceased_name: '', title: '', subtitle: '', obituary: '', birth_date: '', death_date: '', template_id: null };

/** The POST body: what was given, trimmed; an empty obituary is left out, so one is drafted. */
export function createBody(values: CreateValues): CreateMemorialBody {
  const body: CreateMemorialBody = { deceased_name: values.deceased_name.trim() };
  for (const field of ['title', 'subtitle', 'obituary', 'birth_date', 'death_date'] as const) {
    const value = field === 'obituary' ? values[field] : values[field].trim();
    if (value.trim() !== '') body[field] = value;
  }
  return body;
}

// ---- Wording --------------------------------------------------------------------------------

export const wordingSchema = z.object({
  deceased_name: Wording.deceased_name,
  title: Wording.title,
  subtitle: Wording.subtitle,
  description: Wording.description,
  resting_place_notes: Wording.resting_place_notes,
});
export type WordingValues = z.input<typeof wordingSchema>;

/** The form's starting words: the memorial's (the obituary is `description` when sent). */
export function wordingValues(memorial: PersonalMemorial): WordingValues {
  return {
    deceased_name: memorial.deceased_name ?? '',
    title: memorial.title ?? '',
    subtitle: memorial.subtitle ?? '',
    description: memorial.obituary ?? '',
    resting_place_notes: memorial.resting_place_notes ?? '',
  };
}

/** Only the wording that changed: an emptied field is sent as null (the name cannot be emptied). */
export function wordingChanges(values: WordingValues, memorial: PersonalMemorial): UpdateMemorialBody {
  const before = wordingValues(memorial);
  const body: Record<string, string | null> = {};
  for (const field of WORDING_FIELDS) {
    const now = field === 'description' || field === 'resting_place_notes' ? values[field] : values[field].trim();
    if (now === before[field]) continue;
    body[field] = now.trim() === '' && field !== 'deceased_name' ? null : now;
  }
  return body;
}

// ---- Settings -------------------------------------------------------------------------------

const PRIVACY_VALUES: readonly Privacy[] = ['public', 'restricted', 'private', 'closed'];

/** The levels of who can see a memorial, each named and explained in the person's language. */
export function privacyLevels(intl: IntlShape): readonly { value: Privacy; name: string; about: string }[] {
  return PRIVACY_VALUES.map((privacy) => ({
    value: privacy,
    name: intl.formatMessage(FORM_WORDS.privacyName, { privacy }),
    about: intl.formatMessage(FORM_WORDS.privacyAbout, { privacy }),
  }));
}

export function settingsSchema(todayIs: string = today(getLocalTimeZone()).toString()) {
  return z
    .object({
      privacy: z.enum(['public', 'restricted', 'private', 'closed']),
      content_scope: UpdateMemorialBody.shape.content_scope.unwrap(),
      is_published: z.boolean(),
      contributions_enabled: z.boolean(),
      manual_content_approval: z.boolean(),
      hide_from_search: z.boolean(),
      template_id: z.number().int().positive().nullable(),
      birth_date: dayField('The date of birth', todayIs),
      death_date: dayField('The date of death', todayIs),
      resting_place_url: z.union([z.literal(''), httpUrl('The resting place link', LIMITS.restingPlaceUrl)]),
    })
    .superRefine(datesInOrder);
}
export type SettingsValues = z.input<ReturnType<typeof settingsSchema>>;

export function settingsValues(memorial: PersonalMemorial): SettingsValues {
  return {
    // A memorial with no privacy set is public, as the service treats it.
    privacy: memorial.privacy ?? 'public',
    content_scope: memorial.content_scope ?? '',
    is_published: memorial.is_published,
    contributions_enabled: memorial.contributions_enabled,
    manual_content_approval: memorial.manual_content_approval,
    hide_from_search: memorial.hide_from_search,
    template_id: memorial.template_id,
    birth_date: memorial.birth_date ?? '',
    death_date: memorial.death_date ?? '',
    resting_place_url: memorial.resting_place_url ?? '',
  };
}

/**
 * Only the settings that changed. Dates and the resting place link may be cleared (null); the
 * content scope is sent only when it was changed to something (the spec gives it no null), and a
 * design only when one is chosen (the spec has no way back to "none").
 */
export function settingsChanges(values: SettingsValues, memorial: PersonalMemorial): UpdateMemorialBody {
  const before = settingsValues(memorial);
  const body: UpdateMemorialBody = {};
  if (values.privacy !== before.privacy) body.privacy = values.privacy;
  if (values.content_scope.trim() !== before.content_scope && values.content_scope.trim() !== '') body.content_scope = values.content_scope.trim();
  for (const flag of ['is_published', 'contributions_enabled', 'manual_content_approval', 'hide_from_search'] as const) {
    if (values[flag] !== before[flag]) body[flag] = values[flag];
  }
  if (values.template_id !== before.template_id && values.template_id !== null) body.template_id = values.template_id;
  for (const field of ['birth_date', 'death_date', 'resting_place_url'] as const) {
    const now = values[field].trim();
    if (now !== before[field]) body[field] = now === '' ? null : now;
  }
  return body;
}

/** The first message of each field the schema refused, for showing beside it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}
