/**
 * How a failed call reaches the renderer: the service's own words when it answered, or the core's
 * own as a catalog message (`words`, formatted in the person's language by the renderer, with its
 * English in `message`). `kind` lets the UI choose what to show next to the message.
 *
 * One constructor (`bridgeError`) makes one; one function (`toBridgeError`) reads one out of
 * whatever a failure is: the core's typed errors (each says its `kind`, core/service/client.ts),
 * a BridgeFailure, what crossed IPC or the socket. Nothing else a failure carries comes along.
 */
// Checked by hand, not with zod: the renderer's first screen needs this, and zod is a screen's
// worth of JavaScript it does not otherwise need (test/renderer/bundle-budget.test.ts).
import { isWords, say, sayText, wordsOfText, type Spoken, type Words } from '../i18n/words';
import { BRIDGE_WORDS } from './error-words';

export const BRIDGE_ERROR_KINDS = ['service', 'offline', 'rate-limited', 'signed-out', 'invalid', 'internal'] as const;
export type BridgeErrorKind = (typeof BRIDGE_ERROR_KINDS)[number];

export interface BridgeError {
  kind: BridgeErrorKind;
  /**
   * The words in English: the service's own when it answered with some (then `words` is null: they
   * are the service's), else the core's message in English. The renderer's `toBridgeError`
   * (renderer/data/errors.ts) gives it already in the person's language.
   */
  message: string;
  /**
   * The core's message (catalog id and values) when the words are the app's own; absent (or null)
   * when they are the service's. Absent rather than null when there are none, so what carried a
   * BridgeError before (and the tests' literal ones) still is one.
   */
  words?: Words | null;
  status: number | null;
  code: string | null;
  retryAfter: number | null;
  /**
   * Field name → messages, for showing each next to its field: the service's own (a 422's), or the
   * core's in English. The renderer's `toBridgeError` gives the core's in the person's language.
   */
  fields: Record<string, string[]> | null;
  /**
   * The Words of each field's messages, index for index (null where a message is the service's),
   * when any is the app's own (a contract check the core ran); absent when there are none, so what
   * carried a BridgeError before still is one.
   */
  fieldWords?: FieldWords;
}

/** Field name → the Words of its messages, index for index with `fields` (null: the service's). */
export type FieldWords = Record<string, (Words | null)[]>;

export { BRIDGE_WORDS };

// Known by their English too, so a check that passes them as text (main's, the preload's) is shown
// in the person's language all the same.
for (const message of Object.values(BRIDGE_WORDS)) sayText(message);

/** The words for a failure nobody planned for: the detail goes to a log, never to the person. */
export const UNEXPECTED: Spoken = say(BRIDGE_WORDS.unexpected);
export const UNEXPECTED_MESSAGE = UNEXPECTED.message;

/**
 * A BridgeError of that kind, in those words (a message said with `say`, or text), with whatever
 * else is known (the rest null). Text the app wrote with `sayText` (the bridge's own words, a form's
 * check) keeps its Words; other text (the service's) has none.
 */
export function bridgeError(kind: BridgeErrorKind, message: string | Spoken, details: Partial<Omit<BridgeError, 'kind' | 'message'>> = {}): BridgeError {
  const spoken = typeof message === 'string' ? null : message;
  const text = spoken ? spoken.message : (message as string);
  const words = details.words ?? spoken?.words ?? wordsOfText(text);
  return {
    kind,
    message: text,
    ...(words ? { words } : {}),
    status: details.status ?? null,
    code: details.code ?? null,
    retryAfter: details.retryAfter ?? null,
    fields: details.fields ?? null,
    ...(details.fieldWords ? { fieldWords: details.fieldWords } : {}),
  };
}

/**
 * The app's own messages about each field (said with `say`), as a BridgeError carries them: each
 * field's English in `fields`, their Words in `fieldWords`.
 */
export function saidFields(said: Readonly<Record<string, readonly Spoken[]>>): { fields: Record<string, string[]>; fieldWords: FieldWords } {
  const fields: Record<string, string[]> = {};
  const fieldWords: FieldWords = {};
  for (const [name, spoken] of Object.entries(said)) {
    fields[name] = spoken.map((s) => s.message);
    fieldWords[name] = spoken.map((s) => s.words);
  }
  return { fields, fieldWords };
}

/**
 * Whatever a failure carries, as a BridgeError: exactly its BridgeError fields when it has them
 * (an Error that says its kind, a plain object, one wrapped as `error`), else a failure nobody
 * planned for, in the app's own words (never an exception's technical text).
 */
export function toBridgeError(value: unknown): BridgeError {
  const picked = pickBridgeError(value);
  return isBridgeError(picked) ? picked : bridgeError('internal', UNEXPECTED);
}

/** The BridgeError fields of a value (an Error carrying them, or an object with `error`), nothing else. */
function pickBridgeError(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const v = value as Record<string, unknown>;
  if (typeof v.kind !== 'string' && typeof v.error === 'object') return pickBridgeError(v.error);
  return {
    kind: v.kind,
    message: v.message,
    ...(v.words === undefined || v.words === null ? {} : { words: v.words }),
    status: typeof v.status === 'number' ? v.status : null,
    code: typeof v.code === 'string' ? v.code : null,
    retryAfter: typeof v.retryAfter === 'number' ? v.retryAfter : null,
    fields: typeof v.fields === 'object' && v.fields !== null ? v.fields : null,
    ...(v.fieldWords === undefined || v.fieldWords === null ? {} : { fieldWords: v.fieldWords }),
  };
}

/** Exactly a BridgeError's shape (what zod's strict object of it accepted). */
function isBridgeError(value: unknown): value is BridgeError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const fields = v.fields;
  return (
    (BRIDGE_ERROR_KINDS as readonly unknown[]).includes(v.kind) &&
    typeof v.message === 'string' &&
    (v.words === undefined || isWords(v.words)) &&
    (v.fieldWords === undefined || isFieldWords(v.fieldWords)) &&
    (v.status === null || Number.isInteger(v.status)) &&
    (v.code === null || typeof v.code === 'string') &&
    (v.retryAfter === null || (typeof v.retryAfter === 'number' && Number.isFinite(v.retryAfter))) &&
    (fields === null ||
      (typeof fields === 'object' &&
        fields !== undefined &&
        !Array.isArray(fields) &&
        Object.values(fields).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))))
  );
}

/** Field name → an array of Words or null (a field's messages' Words, as `fieldWords` carries them). */
function isFieldWords(value: unknown): value is FieldWords {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((words) => Array.isArray(words) && words.every((w) => w === null || isWords(w)));
}
