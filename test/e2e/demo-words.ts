/**
 * What the demo's people wrote (sandbox/demo/world.ts: names, tributes, an obituary, a fund's
 * story…) and the service's templates: English that is the person's own data, not words the app
 * left untranslated. The languages sweeps of the desktop and the phone (both against the demo)
 * tell the two apart here, and take here the Latin names that Arabic text must isolate.
 */
import { hostname } from 'node:os';
import * as templates from '../../sandbox/templates/catalogue';
import * as world from '../../sandbox/demo/world';
import { DEFAULT_SETTINGS } from '../../sandbox/foundation/settings';
import { LANGUAGE_NAMES } from '../../shared/locale/resolve';

/** Every string the demo's people wrote (names, tributes, an obituary, a fund's story…), and the service's templates. */
function dataStrings(): string[] {
  const found: string[] = [];
  const collect = (value: unknown): void => {
    // The demo's start writes the safety check's refuse term where the world says {refuse}.
    if (typeof value === 'string')
      found.push(
        ...value
          .replaceAll('{refuse}', DEFAULT_SETTINGS.refuse_terms[0]!)
          .split(/\n+/)
          .map((part) => part.trim()),
      );
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(world);
  collect(templates);
  return found.filter((text) => /[A-Za-z]{2}/.test(text));
}
const DATA = dataStrings();
const DATA_TEXT = DATA.join('\n').replace(/\s+/g, ' ');

/**
 * Words the app does not translate: each language's own name (Settings), and React Aria's own
 * words, which follow the formatting locale it is given (a date field's empty parts).
 */
const OWN_WORDS = new Set<string>([...Object.values(LANGUAGE_NAMES), 'Empty', 'yyyy', 'mm', 'dd', 'hh', 'AM', 'PM', 'Dismiss']);

/**
 * Data no person of the demo typed, but the service or the demo's start made up in English, as a
 * person would have: the obituary the service drafts for a memorial made without one, the demo
 * accounts' names, this computer's name (the desk journal's "who").
 */
const MADE_BY_OTHERS = [
  /is remembered with love by family and friends|This is a first draft for the family/,
  // The service's safety check, in its own words (a tribute it refused, and why).
  /^Our safety check could not accept/,
  /\(demo (family|funeral home)\)/,
  new RegExp(`^${hostname().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
];

/**
 * What is left of a text once the person's data, and what the engine's Intl writes in a
 * pseudo-locale's fallback (English months, days, "ago"), e-mail addresses and links are taken out:
 * English words there are words the app left untranslated.
 */
export function englishLeft(text: string): string | null {
  if (OWN_WORDS.has(text.trim())) return null;
  if (MADE_BY_OTHERS.some((pattern) => pattern.test(text))) return null;
  // An address's slug ("frank-delaney"), made by the service from a name.
  if (/^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(text.trim())) return null;
  let rest = text.replace(/\s+/g, ' ').trim();
  const bare = rest.replace(/[…."“”'’]+$/g, '').replace(/^[…."“”'’]+/g, '');
  if (bare.length > 0 && DATA_TEXT.includes(bare)) return null;
  for (const data of DATA) if (data.length >= 3) rest = rest.split(data).join(' ');
  rest = rest
    // The app's own name, which no catalog translates (the phone's folder "/Memorial Desk/archive" too).
    .replace(/Memorial Desk/g, ' ')
    // A sign-in code, made by the service.
    .replace(/\b[A-Z]{4}-[A-Z]{4}\b/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:\/\S*)?/g, ' ')
    // A path on this computer or phone (the archive folder).
    .replace(/(?:^|\s)\/[\w./-]+/g, ' ')
    .replace(
      /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM|UTC|GMT|ago|yesterday|today|tomorrow|now|last|next|this|in|(?:second|sec|minute|min|hour|hr|day|week|wk|month|mo|quarter|year|yr)s?|[KMB])\b\.?/g,
      ' ',
    );
  return /[A-Za-z]{2,}/.test(rest) ? text.replace(/\s+/g, ' ').trim().slice(0, 100) : null;
}

/** The Latin names of the demo's people and the funeral home (every name, author and deceased's name in the demo), which Arabic text must isolate. */
function demoNames(): string[] {
  const found = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === 'string' && /^(name|author|deceased_name|displayName)$/.test(key) && /[A-Za-z]{3}/.test(inner)) found.add(inner);
        else collect(inner);
      }
    }
  };
  collect(world);
  return [...found].sort((a, b) => b.length - a.length);
}
export const DEMO_NAMES = demoNames();
