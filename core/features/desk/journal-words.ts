/**
 * What the desk journal says was done, as the core writes it: in English for the record (`what`,
 * the office's record), and in the person's language for the spreadsheet of the journal, both from
 * the one definition of each entry's sentence (shared/bridge/desk-journal-words.ts) that the
 * journal's screen says too. An entry that holds too little for that (a saved list recorded before
 * its list was kept, and not read back from its English) stays as recorded.
 */
import type { IntlShape } from '@formatjs/intl';
import type { JournalEntry } from '../../../shared/bridge/desk';
import { JOURNAL_WHAT_WORDS, journalSentence } from '../../../shared/bridge/desk-journal-words';
import { isolate } from '../../../shared/i18n/isolate';
import { say, type CoreMessage } from '../../../shared/i18n/words';

/**
 * What an entry says in the language of `intl`: as recorded when that is English (the record
 * itself, with what only the English keeps, such as the family invited), else said again from
 * what the entry holds, each name isolated in its sentence.
 */
export function journalWhatIn(intl: IntlShape, english: boolean, entry: JournalEntry): string {
  const said = english ? null : journalSentence(entry, isolate, (words) => intl.formatMessage(words));
  return said ? intl.formatMessage(said.message, said.values) : entry.what;
}

/**
 * An entry's sentence in English, as the journal records it (`what`), each name as typed; with the
 * family member invited (`family`), which only the record keeps.
 */
export function journalEnglish(entry: Pick<JournalEntry, 'kind' | 'memorialName' | 'list'>, family?: string | null): string {
  if (entry.kind === 'provisioned-invite' && family)
    return say(JOURNAL_WHAT_WORDS.inviteFamily, { name: entry.memorialName ?? JOURNAL_WHAT_WORDS.unnamed, family }).message;
  const said = journalSentence<string | CoreMessage>(
    entry,
    (name) => name,
    (words) => words,
  );
  return said ? say(said.message, said.values).message : '';
}
