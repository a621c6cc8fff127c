/**
 * The core's messages in the person's language: the core sends a message as Words (its id and
 * values, shared/i18n/words.ts) beside its English, and the renderer formats it with the same intl
 * the screens use. IntlRoot registers that intl here (renderer/ui/MessageFormatter.tsx) and again
 * on each change of language, so what is formatted after a change is in the new language. Until
 * then, and for a message the catalog does not have, the English stands.
 */
import type { Words } from '../../shared/i18n/words';

/** What formats a message: react-intl's `intl` (or @formatjs/intl's). */
export interface MessageFormatter {
  formatMessage(descriptor: { id: string }, values?: Record<string, string | number>): string;
  readonly messages: Record<string, unknown>;
}

let current: MessageFormatter | null = null;

/** The intl messages are formatted with from now on (null: the English). */
export function setMessageFormatter(intl: MessageFormatter | null): void {
  current = intl;
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
