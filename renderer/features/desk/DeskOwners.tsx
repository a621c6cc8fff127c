import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { useRead } from '../../data/use-read';
import { useDebouncedValue } from '../../ui/debounce';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { LiveMessage } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { Cell, Row, RowHeader, Table } from '../../ui/Table';
import { DeskBrand } from './DeskBrand';
import { useJournalNote, useMemorialNames, useWaiting } from './desk-data';
import { DESK_WORDS, OWNERS_WORDS as words } from './desk-words';
import { ownerWords } from './words';

/**
 * Who looks after which live memorial (GET /owners), searchable by any of what is shown. The only
 * screen that shows the owners' email addresses. An owner entry names its memorial by web address
 * name and id; the names come from the core's last pass through every memorial.
 */
export function DeskOwners({ account }: { account: AccountInfo }) {
  const intl = useIntl();
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
  const searched = useDebouncedValue(typed.trim().toLowerCase(), 200);
  const shown = useMemo(
    () =>
      (entries ?? []).filter((entry) => {
        if (!searched) return true;
        const text = [nameOf.get(entry.slug), entry.slug, entry.owner.name, entry.owner.email, ownerWords(intl, entry.role)].join(' ').toLowerCase();
        return text.includes(searched);
      }),
    [entries, searched, nameOf, intl],
  );

  let summary: ReactNode = null;
  if (query.isPending && account.signedIn) summary = intl.formatMessage(words.loading);
  else if (entries)
    summary = searched
      ? intl.formatMessage(DESK_WORDS.entriesFound, { count: shown.length, words: <bdi>{typed.trim()}</bdi> })
      : intl.formatMessage(DESK_WORDS.entriesAll, { count: entries.length });

  return (
    <>
      <DeskBrand account={account} />
      <Screen title={intl.formatMessage(words.title)} read={{ account, what: intl.formatMessage(words.what), query, refresh }} checkNow>
        <p className="lead">
          <FormattedMessage {...words.lead} />
        </p>
        {account.signedIn ? (
          <form className="desk-search" role="search" aria-label={intl.formatMessage(words.title)} onSubmit={(event) => event.preventDefault()}>
            <Field label={intl.formatMessage(words.search)} type="search" value={typed} onChange={setTyped} autoComplete="off" spellCheck={false} />
          </form>
        ) : null}
        <LiveMessage className="results-summary">{summary}</LiveMessage>

        {entries && shown.length === 0 ? (
          searched ? (
            <EmptyState title={intl.formatMessage(words.noMatch)}>
              <p>
                <FormattedMessage {...words.noMatchAbout} />
              </p>
            </EmptyState>
          ) : (
            <EmptyState title={intl.formatMessage(words.empty)}>
              <p>
                <FormattedMessage {...words.emptyAbout} />
              </p>
            </EmptyState>
          )
        ) : null}

        {shown.length > 0 ? (
          <Table
            caption={<FormattedMessage {...words.caption} values={{ name: <bdi>{account.name}</bdi> }} />}
            columns={[intl.formatMessage(words.columnMemorial), intl.formatMessage(words.columnRole), intl.formatMessage(words.columnContact)]}
          >
            {shown.map((entry) => (
              <Row key={`${entry.memorial_id}-${entry.role}`}>
                <RowHeader>
                  <Link {...places.deskMemorial(entry.memorial_id)} className="table__name">
                    <bdi>{nameOf.get(entry.slug) ?? entry.slug}</bdi>
                  </Link>
                  <span className="table__detail address">{entry.slug}</span>
                </RowHeader>
                <Cell label={intl.formatMessage(words.columnRole)}>{ownerWords(intl, entry.role)}</Cell>
                <Cell label={intl.formatMessage(words.columnContact)}>
                  <span className="table__name">{entry.owner.name ? <bdi>{entry.owner.name}</bdi> : intl.formatMessage(words.noName)}</span>
                  <span className="table__detail address">{entry.owner.email ?? intl.formatMessage(words.noEmail)}</span>
                </Cell>
              </Row>
            ))}
          </Table>
        ) : null}
      </Screen>
    </>
  );
}
