/**
 * What the desk journal says was done: one sentence for each kind of entry, the single definition
 * that the core writes the English record (`what`) and the spreadsheet of the journal from, and
 * that the journal's screen (renderer/features/desk/DeskJournal.tsx) says in the person's language.
 * Each home formats the sentence with its own intl, a name isolated as it needs (FSI…PDI in text,
 * <bdi> on the screen). Without zod, so a screen can take it alone.
 */
import { defineMessages } from '@formatjs/intl';
import type { JournalEntry } from './desk';
import { coreMessages, type CoreMessage } from '../i18n/words';

export const JOURNAL_WHAT_WORDS = coreMessages(
  defineMessages({
    invite: {
      id: 'desk.journal.what.invite',
      defaultMessage: 'Started the memorial of {name} and invited the family to write it.',
      description:
        'Desk journal (its screen and its spreadsheet), what was done: a memorial started and the family invited to write it. {name} is the memorial’s name as typed, or the words for a memorial with no name yet.',
    },
    inviteFamily: {
      id: 'desk.journal.what.inviteFamily',
      defaultMessage: 'Started the memorial of {name} and invited the family ({family}) to write it.',
      description:
        'Desk journal, what was done: a memorial started and the family invited to write it. {name} is the memorial’s name as typed; {family} is the name of the family member invited, as typed.',
    },
    complete: {
      id: 'desk.journal.what.complete',
      defaultMessage: 'Started the memorial of {name} with the funeral home’s own words; it goes live once checked.',
      description:
        'Desk journal (its screen and its spreadsheet), what was done: a memorial started with the funeral home’s own words. {name} is the memorial’s name as typed, or the words for a memorial with no name yet.',
    },
    resent: {
      id: 'desk.journal.what.resent',
      defaultMessage: 'Sent the invitation for the memorial of {name} again; the family’s old link stopped working.',
      description:
        'Desk journal (its screen and its spreadsheet), what was done: the invitation sent again. {name} is the memorial’s name as typed, or the words for a memorial with no name yet.',
    },
    owners: {
      id: 'desk.journal.what.owners',
      defaultMessage: 'Looked up who looks after each memorial.',
      description: 'Desk journal (its screen and its spreadsheet), what was done: the list of who looks after each memorial was looked at.',
    },
    handout: {
      id: 'desk.journal.what.handout',
      defaultMessage: 'Printed a hand-out for the family of {name}.',
      description:
        'Desk journal (its screen and its spreadsheet), what was done: a printed hand-out for the family. {name} is the memorial’s name as typed, or the words for a memorial.',
    },
    listSaved: {
      id: 'desk.journal.what.listSaved',
      defaultMessage:
        '{which, select, memorials {Saved the list of memorials as a spreadsheet ({rows, plural, one {# row} other {# rows}}).} other {Saved the list of families waiting as a spreadsheet ({rows, plural, one {# row} other {# rows}}).}}',
      description:
        'Desk journal (its screen and its spreadsheet), what was done: a list saved as a spreadsheet (a file that opens in Excel or Numbers). which is memorials for the list of memorials, else the list of families waiting on an invitation; rows is how many lines the file has.',
    },
    unnamed: {
      id: 'desk.journal.what.unnamed',
      defaultMessage: 'a memorial with no name yet',
      description:
        'Desk journal (its screen and its spreadsheet): put in place of a memorial’s name when it has none yet (“Started the memorial of a memorial with no name yet…”).',
    },
    aMemorial: {
      id: 'desk.journal.what.aMemorial',
      defaultMessage: 'a memorial',
      description:
        'Desk journal (its screen and its spreadsheet): put in place of a memorial’s name in “Printed a hand-out for the family of a memorial.” when it has none.',
    },
  }),
);

/** A journal entry's sentence: its message and values, a memorial's name (or the words for none) as the home writes it. */
export interface JournalSentence<Name> {
  message: CoreMessage;
  values: Record<string, string | number | Name>;
}

/**
 * The sentence an entry says, `named` writing the memorial's name and `unnamed` the words put in
 * its place when it has none; null when the entry holds too little for one (a saved list's recorded
 * before its list was kept, which the core reads back from its English: core/features/desk/desk-journal.ts).
 */
export function journalSentence<Name>(
  entry: Pick<JournalEntry, 'kind' | 'memorialName' | 'list'>,
  named: (name: string) => Name,
  unnamed: (words: CoreMessage) => Name,
): JournalSentence<Name> | null {
  const name = (none: CoreMessage): Name => (entry.memorialName ? named(entry.memorialName) : unnamed(none));
  switch (entry.kind) {
    case 'provisioned-invite':
      return { message: JOURNAL_WHAT_WORDS.invite, values: { name: name(JOURNAL_WHAT_WORDS.unnamed) } };
    case 'provisioned-complete':
      return { message: JOURNAL_WHAT_WORDS.complete, values: { name: name(JOURNAL_WHAT_WORDS.unnamed) } };
    case 'invitation-resent':
      return { message: JOURNAL_WHAT_WORDS.resent, values: { name: name(JOURNAL_WHAT_WORDS.unnamed) } };
    case 'owners-looked-up':
      return { message: JOURNAL_WHAT_WORDS.owners, values: {} };
    case 'handout-printed':
      return { message: JOURNAL_WHAT_WORDS.handout, values: { name: name(JOURNAL_WHAT_WORDS.aMemorial) } };
    case 'list-saved':
      return entry.list ? { message: JOURNAL_WHAT_WORDS.listSaved, values: { which: entry.list.which, rows: entry.list.rows } } : null;
  }
}
