/**
 * Onboarding links (spec 4.6): `{app_url}/start?...` opens the create-a-memorial form prefilled.
 * Such a link creates nothing. The app builds it (buildOnboardingLink); the sandbox reads it back
 * (parseOnboardingQuery). Both apply the same rules, so a link the app builds is read as intended.
 *
 * Runs on both sides, so no URL/URLSearchParams (shared/ has no DOM or Node types).
 */
import { codePoints, isRealDate } from './api/fields';
import { LIMITS } from './limits';

export type OnboardingPrefill = {
  name: string;
  type: 'person' | 'pet';
  mode: 'self' | 'ai' | null;
  born: string | null;
  died: string | null;
  species: string | null;
  notes: string | null;
  title: string | null;
  subtitle: string | null;
  story: string | null;
  feel: string | null;
  tradition: string | null;
  ref: string | null;
};

export type OnboardingLinkInput = Partial<OnboardingPrefill> & { name: string };

/**
 * species, feel and tradition have no limit in the spec ("optional tone hints"). The sandbox's
 * choice: short phrases of at most this many characters, so that a hint cannot crowd out the rest.
 */
export const ONBOARDING_HINT_MAX = 100;

const REF_PATTERN = /^[a-z0-9-]{1,32}$/;

type TextParam = 'name' | 'species' | 'notes' | 'title' | 'subtitle' | 'story' | 'feel' | 'tradition';

/** Longest value each text parameter may carry, counted in characters as a person sees them. */
const MAX_CHARS: Record<TextParam, number> = {
  name: LIMITS.onboarding.name,
  species: ONBOARDING_HINT_MAX,
  notes: LIMITS.onboarding.notes,
  title: LIMITS.onboarding.title,
  subtitle: LIMITS.onboarding.subtitle,
  story: LIMITS.onboarding.story,
  feel: ONBOARDING_HINT_MAX,
  tradition: ONBOARDING_HINT_MAX,
};

/** The order parameters appear in a link: the person's name first, the caller's ref last. */
const PARAM_ORDER = [
  'name',
  'type',
  'mode',
  'born',
  'died',
  'species',
  'title',
  'subtitle',
  'story',
  'notes',
  'feel',
  'tradition',
  'ref',
] as const satisfies readonly (keyof OnboardingPrefill)[];

type Param = (typeof PARAM_ORDER)[number];

/** What the link cannot do without: dropping these would change what the form is about. */
const ESSENTIAL: ReadonlySet<Param> = new Set<Param>(['name', 'type', 'mode', 'ref']);

/** Dropped first when the link grows too long: the long free-text values. */
const DROP_FIRST: ReadonlySet<Param> = new Set<Param>(['notes', 'story']);

/** Empty or whitespace-only values mean "not given", on both sides. */
function hasText(value: string | null | undefined): value is string {
  return value != null && value.trim() !== '';
}

function fitsLimit(param: TextParam, value: string): boolean {
  return codePoints(value) <= MAX_CHARS[param];
}

/** Whether a parameter means anything for this kind of memorial and way of writing it. */
function applies(param: Param, type: OnboardingPrefill['type'], mode: OnboardingPrefill['mode']): boolean {
  switch (param) {
    case 'species':
      return type === 'pet';
    case 'notes':
      return mode === 'ai';
    case 'title':
    case 'subtitle':
    case 'story':
      return mode === 'self';
    default:
      return true;
  }
}

function isDateParam(param: Param): param is 'born' | 'died' {
  return param === 'born' || param === 'died';
}

function isTextParam(param: Param): param is TextParam {
  return param in MAX_CHARS;
}

/**
 * Builds `{appUrl}/start?...` for the given details. Values that break a rule are left out and named
 * in `dropped` (never shortened, because a cut-off story or name would be worse than none):
 * over-long values, unreadable dates, a malformed ref, and parameters that do not apply (species for
 * a person; notes unless mode is ai; title, subtitle and story unless mode is self). When the link
 * would pass about 2,000 characters, optional values are dropped, notes and story first, then the
 * longest. Without a usable name the server opens an empty form, so then nothing else is sent.
 * Whether a date lies in the future is left to the server, which knows the day.
 */
export function buildOnboardingLink(appUrl: string, input: OnboardingLinkInput): { url: string; dropped: string[] } {
  // Read as the server will read them, so that `applies` judges the other parameters the same way.
  const type = input.type === 'pet' ? 'pet' : 'person';
  const mode = input.mode === 'self' || input.mode === 'ai' ? input.mode : null;
  const kept = new Map<Param, string>();
  const dropped: string[] = [];

  for (const param of PARAM_ORDER) {
    const value = input[param];
    if (!hasText(value)) continue;
    if (isUsable(param, value, type, mode)) kept.set(param, value);
    else dropped.push(param);
  }

  const start = `${appUrl.replace(/\/+$/, '')}/start`;

  if (!kept.has('name')) {
    for (const param of kept.keys()) dropped.push(param);
    return { url: start, dropped };
  }

  let url = linkFor(start, kept);
  while (url.length > LIMITS.onboarding.url) {
    const victim = nextToDrop(kept);
    if (victim === undefined) break; // Only essentials left: a long name still beats an empty form.
    kept.delete(victim);
    dropped.push(victim);
    url = linkFor(start, kept);
  }
  return { url, dropped };
}

function isUsable(param: Param, value: string, type: OnboardingPrefill['type'], mode: OnboardingPrefill['mode']): boolean {
  // A lone surrogate cannot be percent-encoded (encodeURIComponent throws on it).
  if (!value.isWellFormed()) return false;
  if (!applies(param, type, mode)) return false;
  if (param === 'type') return value === 'person' || value === 'pet';
  if (param === 'mode') return value === 'self' || value === 'ai';
  if (param === 'ref') return REF_PATTERN.test(value);
  if (isDateParam(param)) return isRealDate(value);
  if (isTextParam(param)) return fitsLimit(param, value);
  return true;
}

function linkFor(start: string, params: ReadonlyMap<Param, string>): string {
  const pairs = [...params].map(([param, value]) => `${param}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? start : `${start}?${pairs.join('&')}`;
}

function nextToDrop(params: ReadonlyMap<Param, string>): Param | undefined {
  const optional = [...params].filter(([param]) => !ESSENTIAL.has(param));
  const encodedLength = (value: string) => encodeURIComponent(value).length;
  optional.sort(([paramA, valueA], [paramB, valueB]) => {
    const priority = Number(DROP_FIRST.has(paramB)) - Number(DROP_FIRST.has(paramA));
    return priority !== 0 ? priority : encodedLength(valueB) - encodedLength(valueA);
  });
  return optional[0]?.[0];
}

/**
 * Reads the query of `GET /start` into the form's prefill. Never fails: a wrong parameter is
 * ignored. Returns null without a usable name (missing, empty, or over 255 characters), and the
 * form then opens empty. `today` (YYYY-MM-DD, the service's clock) decides which dates are in the
 * future; those, and unreadable ones, are ignored.
 */
export function parseOnboardingQuery(query: Record<string, string | undefined>, today: string): OnboardingPrefill | null {
  const name = query.name;
  if (!hasText(name) || !name.isWellFormed() || !fitsLimit('name', name)) return null;

  const type = query.type === 'pet' ? 'pet' : 'person';
  const mode = query.mode === 'self' || query.mode === 'ai' ? query.mode : null;

  const textParam = (param: Exclude<TextParam, 'name'>): string | null => {
    const value = query[param];
    return hasText(value) && value.isWellFormed() && applies(param, type, mode) && fitsLimit(param, value) ? value : null;
  };
  const pastDate = (param: 'born' | 'died'): string | null => {
    const value = query[param];
    // YYYY-MM-DD strings compare correctly as text.
    return value !== undefined && isRealDate(value) && value <= today ? value : null;
  };
  const ref = query.ref;

  return {
    name,
    type,
    mode,
    born: pastDate('born'),
    died: pastDate('died'),
    species: textParam('species'),
    notes: textParam('notes'),
    title: textParam('title'),
    subtitle: textParam('subtitle'),
    story: textParam('story'),
    feel: textParam('feel'),
    tradition: textParam('tradition'),
    ref: ref !== undefined && REF_PATTERN.test(ref) ? ref : null,
  };
}
