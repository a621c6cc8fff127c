import { Link } from '@tanstack/react-router';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import type { JournalEntry } from '../../../shared/bridge/desk';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { useDebouncedValue } from '../../ui/debounce';
import { useServiceSpeaksTheLanguage } from '../../ui/locale';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { formatDate } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { Cell, Row, RowHeader, Table } from '../../ui/Table';
import { journalSentence } from '../../../shared/bridge/desk-journal-words';
import { DeskBrand } from './DeskBrand';
import { useJournal, useSaveJournal } from './desk-data';
import { DESK_WORDS, JOURNAL_WORDS as words } from './desk-words';
import { formatMoment } from './ResendInvitation';

/**
 * The desk journal: what this computer did for the funeral home, newest first, searchable, and
 * saved as a spreadsheet. Kept by Memorial Desk on this computer, not by the memorial service.
 */
export function DeskJournal({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const journal = useJournal(account.id);
  const save = useSaveJournal(account.id);
  const [typed, setTyped] = useState('');
  const searched = useDebouncedValue(typed.trim().toLowerCase(), 200);
  const entries = journal.data?.entries;
  const english = useServiceSpeaksTheLanguage();
  // The words as shown (and the English recorded), so a search in the person's language finds them.
  const shown = useMemo(
    () =>
      (entries ?? []).filter(
        (e) => !searched || [e.what, journalText(intl, e, english), e.memorialName, e.initials, formatDate(e.at)].join(' ').toLowerCase().includes(searched),
      ),
    [entries, searched, intl, english],
  );

  let summary: ReactNode = null;
  if (entries)
    summary = searched
      ? intl.formatMessage(DESK_WORDS.entriesFound, { count: shown.length, words: <bdi>{typed.trim()}</bdi> })
      : intl.formatMessage(DESK_WORDS.entriesAll, { count: entries.length });

  return (
    <>
      <DeskBrand account={account} />
      <Screen
        title={intl.formatMessage(words.title)}
        loading={journal.isPending ? intl.formatMessage(words.loading) : null}
        read={{ account, what: intl.formatMessage(words.what), query: journal, refresh: () => journal.refetch() }}
      >
        <p className="lead">
          <FormattedMessage {...words.lead} />
        </p>
        {journal.data ? (
          <p className="hint">
            <FormattedMessage
              {...(journal.data.computer ? words.about : words.aboutDevice)}
              values={{
                computer: <bdi>{journal.data.computer}</bdi>,
                hasInitials: Boolean(journal.data.initials),
                initials: <bdi>{journal.data.initials}</bdi>,
                link: (chunks: ReactNode[]) => <Link {...places.settings}>{chunks}</Link>,
              }}
            />
          </p>
        ) : null}

        {entries && entries.length > 0 ? (
          <>
            <form className="desk-search" role="search" aria-label={intl.formatMessage(words.title)} onSubmit={(event) => event.preventDefault()}>
              <Field
                className="desk-search__words"
                label={intl.formatMessage(words.searchLabel)}
                hint={intl.formatMessage(words.searchHint)}
                type="search"
                value={typed}
                onChange={setTyped}
                autoComplete="off"
              />
            </form>
            <div className="desk-save">
              <Button variant="secondary" busy={save.isPending} onClick={() => save.mutate()}>
                <FormattedMessage {...words.save} />
              </Button>
              <LiveMessage>{save.data ? save.data.message : null}</LiveMessage>
              {save.isError ? (
                <Notice tone="error" announce="assertive" title={intl.formatMessage(words.notSaved)}>
                  <p>{toBridgeError(save.error).message}</p>
                </Notice>
              ) : null}
            </div>
          </>
        ) : null}

        <LiveMessage className="results-summary">{summary}</LiveMessage>

        {entries && entries.length === 0 ? (
          <EmptyState title={intl.formatMessage(words.empty)}>
            <p>
              <FormattedMessage {...words.emptyAbout} />
            </p>
          </EmptyState>
        ) : null}

        {shown.length > 0 ? (
          <Table
            caption={<FormattedMessage {...words.caption} />}
            columns={[intl.formatMessage(words.columnWhen), intl.formatMessage(words.columnWhat), intl.formatMessage(words.columnInitials)]}
          >
            {shown.map((entry) => (
              <JournalRow key={entry.id} entry={entry} english={english} />
            ))}
          </Table>
        ) : null}
      </Screen>
    </>
  );
}

/**
 * What was done, in the person's language: the journal keeps each entry in the English it was
 * recorded in (the office's record), and says the same again in another language from what the
 * entry holds, with the sentence the core writes the record and the spreadsheet from
 * (shared/bridge/desk-journal-words.ts), the memorial's name as `named` writes it. An entry that
 * holds too little for that (a saved list's recorded before its list was kept), or whose words
 * have not come yet (the core's, loaded just after the first screen), stays as recorded.
 */
function journalWhat(intl: IntlShape, entry: JournalEntry, english: boolean, named: (name: string) => ReactNode): ReactNode {
  const said = english ? null : journalSentence(entry, named, (words) => (words.id in intl.messages ? intl.formatMessage(words) : null));
  if (!said || !(said.message.id in intl.messages) || Object.values(said.values).some((value) => value === null)) return entry.what;
  return intl.formatMessage(said.message, said.values);
}

/** What was done as plain text, as the person reads it: what the search looks in. */
function journalText(intl: IntlShape, entry: JournalEntry, english: boolean): string {
  const text = journalWhat(intl, entry, english, (name) => name);
  return typeof text === 'string' ? text : entry.what;
}

/** One entry; `english`: the person reads English, the language each entry was recorded in. */
function JournalRow({ entry, english }: { entry: JournalEntry; english: boolean }) {
  const intl = useIntl();
  return (
    <Row>
      <Cell label={intl.formatMessage(words.columnWhen)}>{formatMoment(intl, entry.at)}</Cell>
      <RowHeader>
        {journalWhat(intl, entry, english, (name) => (
          <bdi>{name}</bdi>
        ))}
      </RowHeader>
      <Cell label={intl.formatMessage(words.columnInitials)}>{entry.initials ? <bdi>{entry.initials}</bdi> : intl.formatMessage(words.noneSet)}</Cell>
    </Row>
  );
}
