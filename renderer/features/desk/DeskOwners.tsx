import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { useRead } from '../../data/use-read';
import { useDebouncedValue } from '../../ui/debounce';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { plural } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { Cell, Row, RowHeader, Table } from '../../ui/Table';
import { DeskBrand } from './DeskBrand';
import { useJournalNote, useMemorialNames, useWaiting } from './desk-data';

const ROLE_WORDS: Record<string, string> = { family: 'The family', organization: 'Your funeral home' };

/**
 * Who looks after which live memorial (GET /owners), searchable by any of what is shown. The only
 * screen that shows the owners' email addresses. An owner entry names its memorial by web address
 * name and id; the names come from the core's last pass through every memorial.
 */
export function DeskOwners({ account }: { account: AccountInfo }) {
  const { query, refresh } = useRead({ accountId: account.id, name: 'listOwners', input: {}, enabled: account.signedIn, refetchInterval: 5 * 60_000 });
  // The pass through every memorial that knows their names (started here if it is old).
  const waiting = useWaiting(account.id, account.signedIn);
  const sweep = waiting.query.data;
  const names = useMemorialNames(account.id);
  const { refetch } = names;
  useEffect(() => {
    if (sweep?.completeAt) void refetch();
  }, [sweep?.completeAt, refetch]);
  const nameOf = useMemo(() => new Map((names.data?.names ?? []).map((entry) => [entry.slug, entry.name])), [names.data]);
  // A memorial newer than the last pass has no name yet: one fresh pass is asked for.
  const entries = query.data?.data;
  const [askedForNames, setAskedForNames] = useState(false);
  const { checkNow } = waiting;
  useEffect(() => {
    if (askedForNames || !entries || !names.data || !sweep?.completeAt || sweep.checking) return;
    if (entries.some((entry) => !nameOf.has(entry.slug))) {
      setAskedForNames(true);
      void checkNow();
    }
  }, [askedForNames, entries, names.data, nameOf, sweep, checkNow]);

  // The desk journal: the owners were looked up on this computer (the core leaves out a repeat soon after).
  const note = useJournalNote(account.id);
  const looked = Boolean(entries);
  useEffect(() => {
    if (looked) note('owners-looked-up');
  }, [looked, note]);

  const [typed, setTyped] = useState('');
  const words = useDebouncedValue(typed.trim().toLowerCase(), 200);
  const shown = useMemo(
    () =>
      (entries ?? []).filter((entry) => {
        if (!words) return true;
        const text = [nameOf.get(entry.slug), entry.slug, entry.owner.name, entry.owner.email, ROLE_WORDS[entry.role] ?? entry.role].join(' ').toLowerCase();
        return text.includes(words);
      }),
    [entries, words, nameOf],
  );

  let summary: string | null = null;
  if (query.isPending && account.signedIn) summary = 'Loading who looks after each memorial…';
  else if (entries)
    summary = words ? `${plural(shown.length, 'entry', 'entries')} found for “${typed.trim()}”.` : `${plural(entries.length, 'entry', 'entries')} in all.`;

  return (
    <>
      <DeskBrand account={account} />
      <Screen title="Owners" read={{ account, what: 'the owners', query, refresh }} checkNow>
        <p className="lead">Who looks after each live memorial. A memorial looked after by the family and your funeral home together has two entries.</p>
        {account.signedIn ? (
          <form className="desk-search" role="search" aria-label="Owners" onSubmit={(event) => event.preventDefault()}>
            <Field label="Search by memorial, name or email" type="search" value={typed} onChange={setTyped} autoComplete="off" spellCheck={false} />
          </form>
        ) : null}
        <LiveMessage className="results-summary">{summary}</LiveMessage>

        {entries && shown.length === 0 ? (
          words ? (
            <EmptyState title="Nobody matches this search.">
              <p>Check the spelling, or search for part of a name or an email address.</p>
            </EmptyState>
          ) : (
            <EmptyState title="No live memorials yet.">
              <p>Once a memorial is live, who looks after it is listed here.</p>
            </EmptyState>
          )
        ) : null}

        {shown.length > 0 ? (
          <Table caption={`Who looks after each memorial of ${account.name}`} columns={['Memorial', 'Looked after by', 'Contact']}>
            {shown.map((entry) => (
              <Row key={`${entry.memorial_id}-${entry.role}`}>
                <RowHeader>
                  <Link {...places.deskMemorial(entry.memorial_id)} className="table__name">
                    {nameOf.get(entry.slug) ?? entry.slug}
                  </Link>
                  <span className="table__detail address">{entry.slug}</span>
                </RowHeader>
                <Cell label="Looked after by">{ROLE_WORDS[entry.role] ?? entry.role}</Cell>
                <Cell label="Contact">
                  <span className="table__name">{entry.owner.name ?? 'Name not given'}</span>
                  <span className="table__detail address">{entry.owner.email ?? 'No email address given'}</span>
                </Cell>
              </Row>
            ))}
          </Table>
        ) : null}
      </Screen>
    </>
  );
}
