/**
 * The core's messages in the person's language: the core sends a message as Words (its id and
 * values, shared/i18n/words.ts) beside its English, and the renderer formats it with the same intl
 * the screens use. IntlRoot registers that intl here (renderer/ui/MessageFormatter.tsx) and again
 * on each change of language, so what is formatted after a change is in the new language. Until
 * then, and for a message the catalog does not have, the English stands.
 */
import { isWords, wordsOfText, type Words } from '../../shared/i18n/words';

/** What formats a message: react-intl's `intl` (or @formatjs/intl's). */
export interface MessageFormatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
  readonly messages: Record<string, unknown>;
}

let current: MessageFormatter | null = null;
const changes = new Set<() => void>();

/**
 * The intl messages are formatted with from now on (null: the English). What keeps formatted
 * words (the outbox's entries) hears of a new one just after, to format them again.
 */
export function setMessageFormatter(intl: MessageFormatter | null): void {
  if (intl === current) return;
  current = intl;
  // After the render that set it: a store is not changed while React renders.
  queueMicrotask(() => {
    for (const listener of changes) listener();
  });
}

/** Calls `listener` after each change of the intl messages are formatted with. */
export function onMessageFormatterChange(listener: () => void): () => void {
  changes.add(listener);
  return () => changes.delete(listener);
}

/**
 * Words in the person's language (the registered intl, or the one given), else `english` (no
 * formatter yet, or a message this catalog lacks).
 */
export function formatWords(words: Words | null | undefined, english: string, intl: MessageFormatter | null = current): string {
  if (!words || !intl || !(words.id in intl.messages)) return english;
  try {
    const values: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(words.values ?? {})) {
      if (typeof value !== 'object') values[name] = value;
      // A label left out of the catalog would leave a hole in the sentence: then the English stands.
      else if (value.id in intl.messages) values[name] = intl.formatMessage(descriptorOf(value), value.values as Record<string, string>);
      else return english;
    }
    return intl.formatMessage(descriptorOf(words), values);
  } catch (error) {
    // Reported by the intl's own onError (a throw in development and the tests); the English shows.
    console.error('memorial-desk: a message could not be formatted:', words.id, error instanceof Error ? error.message : '');
    return english;
  }
}

/** A message by its id alone: the catalog has it (a variable, so the extractor knows it is not a definition). */
function descriptorOf(words: Words): { id: string } {
  return { id: words.id };
}

/**
 * Text the app wrote as a message (`sayText`: a form's check, an outbox entry's label) in the
 * person's language; other text (the service's own words) as it is.
 */
export function formatText(text: string, intl: MessageFormatter | null = current): string {
  const words = wordsOfText(text);
  return words ? formatWords(words, text, intl) : text;
}

/**
 * An answer or an event of the core's own (a saved file, a step of a long job, a sign-in's state)
 * with its `message` in the person's language, when the core said it as a message (`words`
 * beside it); anything else as it is.
 */
export function messageInLanguage<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  const { message, words } = value as { message?: unknown; words?: unknown };
  if (typeof message !== 'string' || !isWords(words)) return value;
  return { ...value, message: formatWords(words, message) };
}
