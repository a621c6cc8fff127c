/**
 * How the core (and shared/) says something a person reads: as a catalog message, by id with its
 * values, never as English. A message crosses the bridge as `Words` (`{ id, values }`) and each home
 * formats it in the person's language (the renderer: renderer/data/message-format.ts); beside it
 * goes the same sentence in English (`message`), for logs, for a home that has no catalog, and as the
 * fallback.
 *
 * Messages are defined as everywhere else (README, "Languages"):
 *
 *   const WORDS = coreMessages(defineMessages({ closing: { id: 'core.app.closing', defaultMessage: '…', description: '…' } }));
 *   throw new LocalError('internal', say(WORDS.closing));
 *
 * The English is written here from each message's `defaultMessage` by a small formatter of the ICU
 * the core's messages use (arguments, `plural` with `#` and `=n`, `select`): the phone's core shares
 * the page, whose builds leave FormatJS's parser out, and loading the English catalog to say one
 * sentence would cost the first screen more than this.
 */

/**
 * A message as it crosses the bridge: its id and values; the home formats it. A value that is
 * itself Words (a field's label inside "The title can be at most 255 characters.") is formatted
 * first, in the same language.
 */
export interface Words {
  id: string;
  values?: Record<string, string | number | Words>;
}

/** A catalog message as `defineMessages` defines it in the core and shared/. */
export interface CoreMessage {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * The values a message takes (a name, a count, another message such as a field's label, or one
 * said with its own values: a list's "a, b or c"); dates and rich text are the homes' to format.
 */
export type WordValues = Record<string, string | number | CoreMessage | Spoken>;

/**
 * A group of catalog messages (`coreMessages(defineMessages({ … }))`), taken as plain descriptors
 * with their English: the extractor finds every one, the gates format each in every language.
 */
export function coreMessages<K extends string>(group: Readonly<Record<K, CoreMessage>>): Readonly<Record<K, CoreMessage>> {
  return group;
}

/** A message said: its Words, to format in the person's language, and its English. */
export interface Spoken {
  words: Words;
  message: string;
}

/** The message with these values, as Words and in English. */
export function say(message: CoreMessage, values?: WordValues): Spoken {
  if (!values) return { words: { id: message.id }, message: formatEnglish(message.defaultMessage) };
  const english: Record<string, string | number> = {};
  const carried: Record<string, string | number | Words> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'object') {
      english[name] = value;
      carried[name] = value;
    } else if ('words' in value) {
      // Said already, with values of its own that are text or numbers (Words nest one level).
      english[name] = value.message;
      carried[name] = value.words;
    } else {
      english[name] = formatEnglish(value.defaultMessage);
      carried[name] = { id: value.id };
    }
  }
  return { words: { id: message.id, values: carried }, message: formatEnglish(message.defaultMessage, english) };
}

/** Whether a value is Words as they cross the bridge: an id, and values that are text, numbers or Words (one level deep). */
export function isWords(value: unknown, depth = 0): value is Words {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'string' || v.id === '' || v.id.length > 200) return false;
  if (Object.keys(v).some((key) => key !== 'id' && key !== 'values')) return false;
  if (v.values === undefined) return true;
  if (typeof v.values !== 'object' || v.values === null || Array.isArray(v.values)) return false;
  return Object.values(v.values).every((x) => typeof x === 'string' || (typeof x === 'number' && Number.isFinite(x)) || (depth === 0 && isWords(x, depth + 1)));
}

// ---------------------------------------------------------------------------------------------
// Sentences that must stay text (a zod issue's message, which the service's stand-in also sends),
// remembered with their Words, so the renderer can show them in the person's language.

const SAID = new Map<string, Words>();
/** Enough for every message of every schema; past it the oldest are forgotten (values can vary). */
const SAID_LIMIT = 2000;

/** The message in English, as text, remembered with its Words (`wordsOfText`). */
export function sayText(message: CoreMessage, values?: WordValues): string {
  const spoken = say(message, values);
  if (!SAID.has(spoken.message)) {
    if (SAID.size >= SAID_LIMIT) SAID.delete(SAID.keys().next().value!);
    SAID.set(spoken.message, spoken.words);
  }
  return spoken.message;
}

/** What writes the sentences not written yet, asked when a service's is not found (it does nothing once all are). */
let writeTheRest: (() => void) | null = null;

/**
 * Given what writes every sentence not written yet: the contract's schemas, which write theirs as
 * they are built, and are built when first used (shared/api/lazy.ts, `buildAll`).
 */
export function whenTextNotFound(write: () => void): void {
  writeTheRest = write;
}

/** The Words of a sentence `sayText` wrote in this process, if it did. */
export function wordsOfText(text: string): Words | undefined {
  return SAID.get(text);
}

/**
 * The Words of a sentence the service sent (a refusal), when it is one of the contract's: the
 * service's stand-in writes those with the same field builders. Not found, the contract's
 * sentences not written yet are written first (building its schemas), so this is for a refusal
 * as it arrives, never for text shown at every start.
 */
export function wordsOfServiceText(text: string): Words | undefined {
  const found = SAID.get(text);
  if (found !== undefined || writeTheRest === null) return found;
  writeTheRest();
  return SAID.get(text);
}

// ---------------------------------------------------------------------------------------------
// English from a defaultMessage

/**
 * An ICU message written in English with its values: `{name}`, `{n, number}`, `{n, plural, =0 {…}
 * one {…} other {…}}` with `#`, `{kind, select, a {…} other {…}}`, and `''` for an apostrophe (a
 * single one is kept as it is). Anything else in braces is written as its value.
 */
export function formatEnglish(message: string, values: Record<string, string | number> = {}, pound?: number): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const ch = message[i]!;
    if (ch === "'" && message[i + 1] === "'") {
      out += "'";
      i += 2;
    } else if (ch === '#' && pound !== undefined) {
      out += String(pound);
      i += 1;
    } else if (ch === '{') {
      const end = closing(message, i);
      out += argument(message.slice(i + 1, end), values, pound);
      i = end + 1;
    } else {
      out += ch;
      i += 1;
    }
  }
  return out;
}

/** The index of the brace that closes the one at `open`. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`A message has an unclosed brace: ${message}`);
}

function argument(inside: string, values: Record<string, string | number>, pound: number | undefined): string {
  const first = inside.indexOf(',');
  const name = (first < 0 ? inside : inside.slice(0, first)).trim();
  const value = values[name];
  if (first < 0) return value === undefined ? '' : String(value);
  const rest = inside.slice(first + 1);
  const second = rest.indexOf(',');
  const type = (second < 0 ? rest : rest.slice(0, second)).trim();
  if (type !== 'plural' && type !== 'select') return value === undefined ? '' : String(value);
  const options = optionsOf(rest.slice(second + 1));
  if (type === 'select') {
    const chosen = options.get(String(value)) ?? options.get('other') ?? '';
    return formatEnglish(chosen, values, pound);
  }
  const n = Number(value);
  const chosen = options.get(`=${n}`) ?? (n === 1 ? options.get('one') : undefined) ?? options.get('other') ?? '';
  return formatEnglish(chosen, values, n);
}

/** `key {text} key {text}` as key → text. */
function optionsOf(source: string): Map<string, string> {
  const options = new Map<string, string>();
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open < 0) break;
    const key = source.slice(i, open).trim();
    const end = closing(source, open);
    options.set(key, source.slice(open + 1, end));
    i = end + 1;
  }
  return options;
}

/** Each message of a group said (they take no values), as Spoken. */
export function sayEach<K extends string>(group: Readonly<Record<K, CoreMessage>>): Readonly<Record<K, Spoken>> {
  return Object.fromEntries(Object.entries<CoreMessage>(group).map(([key, message]) => [key, say(message)])) as Record<K, Spoken>;
}

/** The English of each message said: for logs, and the tests that read the English. */
export function englishOfEach<K extends string>(said: Readonly<Record<K, Spoken>>): Readonly<Record<K, string>> {
  return Object.fromEntries(Object.entries<Spoken>(said).map(([key, spoken]) => [key, spoken.message])) as Record<K, string>;
}

/** A name a person typed, isolated for plain text (shared/i18n/isolate.ts). */
export { isolate } from './isolate';

/** A message said, as an answer's `message` (its English) and `words` (for the homes to format). */
export function told(said: Spoken): { message: string; words: Words } {
  return { message: said.message, words: said.words };
}
