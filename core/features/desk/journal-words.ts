/**
 * What the desk journal says was done: catalog messages. The journal records each entry in
 * English (`what`, the office's record), written from these; the spreadsheet of the journal says
 * it again in the person's language from what the entry holds, as the journal's screen does
 * (renderer/features/desk/DeskJournal.tsx). An entry that holds too little for that (a saved list
 * recorded before its list was kept) stays as recorded.
 */
import { defineMessages, type IntlShape } from '@formatjs/intl';
import type { JournalEntry } from '../../../shared/bridge/desk';
import { isolate } from '../../../shared/i18n/isolate';
import { coreMessages, say, type CoreMessage } from '../../../shared/i18n/words';

export const JOURNAL_WORDS = coreMessages(
  defineMessages({
    invite: {
      id: 'files.deskJournal.what.invite',
      defaultMessage: 'Started the memorial of {name} and invited the family to write it.',
      description:
        'Desk journal spreadsheet, the “What was done” cell: a memorial started and the family invited to write it. {name} is the memorial’s name as typed, or the words for a memorial with no name yet.',
    },
    inviteFamily: {
      id: 'files.deskJournal.what.inviteFamily',
      defaultMessage: 'Started the memorial of {name} and invited the family ({family}) to write it.',
      description:
        'Desk journal spreadsheet, the “What was done” cell: a memorial started and the family invited to write it. {name} is the memorial’s name as typed; {family} is the name of the family member invited, as typed.',
    },
    complete: {
      id: 'files.deskJournal.what.complete',
      defaultMessage: 'Started the memorial of {name} with the funeral home’s own words; it goes live once checked.',
      description:
        'Desk journal spreadsheet, the “What was done” cell: a memorial started with the funeral home’s own words. {name} is the memorial’s name as typed.',
    },
    resent: {
      id: 'files.deskJournal.what.resent',
      defaultMessage: 'Sent the invitation for the memorial of {name} again; the family’s old link stopped working.',
      description: 'Desk journal spreadsheet, the “What was done” cell: the invitation sent again. {name} is the memorial’s name as typed.',
    },
    owners: {
      id: 'files.deskJournal.what.owners',
      defaultMessage: 'Looked up who looks after each memorial.',
      description: 'Desk journal spreadsheet, the “What was done” cell: the list of who looks after each memorial was looked at.',
    },
    handout: {
      id: 'files.deskJournal.what.handout',
      defaultMessage: 'Printed a hand-out for the family of {name}.',
      description:
        'Desk journal spreadsheet, the “What was done” cell: a printed hand-out for the family. {name} is the memorial’s name as typed, or the words for a memorial.',
    },
    listSaved: {
      id: 'files.deskJournal.what.listSaved',
      defaultMessage:
        '{which, select, memorials {Saved the list of memorials as a spreadsheet ({rows, plural, one {# row} other {# rows}}).} other {Saved the list of families waiting as a spreadsheet ({rows, plural, one {# row} other {# rows}}).}}',
      description:
        'Desk journal spreadsheet, the “What was done” cell: a list saved as a spreadsheet. which is memorials for the list of memorials, else the list of families waiting on an invitation; rows is how many lines the file has.',
    },
    unnamed: {
      id: 'files.deskJournal.what.unnamed',
      defaultMessage: 'a memorial with no name yet',
      description: 'Desk journal spreadsheet: put in place of a memorial’s name when it has none yet (“Started the memorial of a memorial with no name yet…”).',
    },
    aMemorial: {
      id: 'files.deskJournal.what.aMemorial',
      defaultMessage: 'a memorial',
      description: 'Desk journal spreadsheet: put in place of a memorial’s name in “Printed a hand-out for the family of a memorial.” when it has none.',
    },
  }),
);

/** An entry's sentence: its message and values (`name` the memorial's name, as `named` writes it); null when it holds too little. */
export function journalMessage(
  entry: Pick<JournalEntry, 'kind' | 'memorialName' | 'list'>,
  named: (name: string) => string,
): { message: CoreMessage; values: Record<string, string | number | CoreMessage> } | null {
  const name = (unnamed: CoreMessage) => (entry.memorialName ? named(entry.memorialName) : unnamed);
  switch (entry.kind) {
    case 'provisioned-invite':
      return { message: JOURNAL_WORDS.invite, values: { name: name(JOURNAL_WORDS.unnamed) } };
    case 'provisioned-complete':
      return { message: JOURNAL_WORDS.complete, values: { name: name(JOURNAL_WORDS.unnamed) } };
    case 'invitation-resent':
      return { message: JOURNAL_WORDS.resent, values: { name: name(JOURNAL_WORDS.unnamed) } };
    case 'owners-looked-up':
      return { message: JOURNAL_WORDS.owners, values: {} };
    case 'handout-printed':
      return { message: JOURNAL_WORDS.handout, values: { name: name(JOURNAL_WORDS.aMemorial) } };
    case 'list-saved':
      return entry.list ? { message: JOURNAL_WORDS.listSaved, values: { which: entry.list.which, rows: entry.list.rows } } : null;
  }
}

/**
 * What an entry says in the language of `intl`: as recorded when that is English (the record
 * itself, with what only the English keeps, such as the family invited), else said again from
 * what the entry holds, each name isolated in its sentence.
 */
export function journalWhatIn(intl: IntlShape, english: boolean, entry: JournalEntry): string {
  const said = english ? null : journalMessage(entry, isolate);
  if (!said) return entry.what;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(said.values)) values[key] = typeof value === 'object' ? intl.formatMessage(value) : value;
  return intl.formatMessage(said.message, values);
}

/**
 * An entry's sentence in English, as the journal records it (`what`), each name as typed; with the
 * family member invited (`family`), which only the record keeps.
 */
export function journalEnglish(entry: Pick<JournalEntry, 'kind' | 'memorialName' | 'list'>, family?: string | null): string {
  if (entry.kind === 'provisioned-invite' && family)
    return say(JOURNAL_WORDS.inviteFamily, { name: entry.memorialName ?? JOURNAL_WORDS.unnamed, family }).message;
  const said = journalMessage(entry, (name) => name);
  return said ? say(said.message, said.values).message : '';
}
