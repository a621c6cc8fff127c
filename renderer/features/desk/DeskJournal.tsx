import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import type { JournalEntry } from '../../../shared/bridge/desk';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { useDebouncedValue } from '../../ui/debounce';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { formatDate, formatTime, plural } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { Cell, Row, RowHeader, Table } from '../../ui/Table';
import { DeskBrand } from './DeskBrand';
import { useJournal, useSaveJournal } from './desk-data';

/**
 * The desk journal: what this computer did for the funeral home, newest first, searchable, and
 * saved as a spreadsheet. Kept by Memorial Desk on this computer, not by the memorial service.
 */
export function DeskJournal({ account }: { account: AccountInfo }) {
  const journal = useJournal(account.id);
  const save = useSaveJournal(account.id);
  const [typed, setTyped] = useState('');
  const words = useDebouncedValue(typed.trim().toLowerCase(), 200);
  const entries = journal.data?.entries;
  const shown = useMemo(
    () => (entries ?? []).filter((e) => !words || [e.what, e.memorialName, e.initials, formatDate(e.at)].join(' ').toLowerCase().includes(words)),
    [entries, words],
  );

  let summary: string | null = null;
  if (entries)
    summary = words ? `${plural(shown.length, 'entry', 'entries')} found for “${typed.trim()}”.` : `${plural(entries.length, 'entry', 'entries')} in all.`;

  return (
    <>
      <DeskBrand account={account} />
      <Screen
        title="Desk journal"
        loading={journal.isPending ? 'Loading the desk journal…' : null}
        read={{ account, what: 'the desk journal', query: journal, refresh: () => journal.refetch() }}
      >
        <p className="lead">
          Everything this computer did for your funeral home: memorials started, invitations sent again, owners looked up, hand-outs printed.
        </p>
        {journal.data ? (
          <p className="hint">
            Recorded on this computer ({journal.data.computer}), not by the memorial service, which does not know who is at the desk.{' '}
            {journal.data.initials ? `New entries carry the initials ${journal.data.initials}. ` : 'No initials are set, so entries carry none. '}
            <Link {...places.settings}>Set the initials in Settings</Link>.
          </p>
        ) : null}

        {entries && entries.length > 0 ? (
          <>
            <form className="desk-search" role="search" aria-label="Desk journal" onSubmit={(event) => event.preventDefault()}>
              <Field
                className="desk-search__words"
                label="Search the journal"
                hint="A name, a day, initials or an action."
                type="search"
                value={typed}
                onChange={setTyped}
                autoComplete="off"
              />
            </form>
            <div className="desk-save">
              <Button variant="secondary" busy={save.isPending} onClick={() => save.mutate()}>
                Save the journal as a spreadsheet (CSV)
              </Button>
              <LiveMessage>{save.data ? save.data.message : null}</LiveMessage>
              {save.isError ? (
                <Notice tone="error" announce="assertive" title="The journal was not saved.">
                  <p>{toBridgeError(save.error).message}</p>
                </Notice>
              ) : null}
            </div>
          </>
        ) : null}

        <LiveMessage className="results-summary">{summary}</LiveMessage>

        {entries && entries.length === 0 ? (
          <EmptyState title="Nothing recorded yet.">
            <p>When this computer starts a memorial, sends an invitation again, looks up owners or prints a hand-out, it is written down here.</p>
          </EmptyState>
        ) : null}

        {shown.length > 0 ? (
          <Table caption="Desk journal, newest first" columns={['When', 'What was done', 'Initials']}>
            {shown.map((entry) => (
              <JournalRow key={entry.id} entry={entry} />
            ))}
          </Table>
        ) : null}
      </Screen>
    </>
  );
}

function JournalRow({ entry }: { entry: JournalEntry }) {
  return (
    <Row>
      <Cell label="When">
        {formatDate(entry.at)} at {formatTime(entry.at)}
      </Cell>
      <RowHeader>{entry.what}</RowHeader>
      <Cell label="Initials">{entry.initials ?? 'None set'}</Cell>
    </Row>
  );
}
