import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import type { ArchiveEntry } from '../../../shared/bridge/exports';
import { EmptyState } from '../../ui/EmptyState';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { ArchiveTable } from './ArchiveTable';
import { useCopies } from './copies-data';
import { CopyList } from './CompleteCopy';
import { useArchive, useArchiveRefresh, useDownloadsFollowed, useFolders } from './exports-state';
import { ARCHIVE_WORDS as words, isolate } from './exports-words';

/**
 * The local archive: every Memorial Book and archive saved on this computer, per memorial, with
 * dates and sizes. Read from this computer only, so it is there without a connection.
 */
export function ArchiveScreen({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const archive = useArchive(account.id);
  const refresh = useArchiveRefresh(account.id);
  useDownloadsFollowed(refresh);
  const root = useFolders(account.id, undefined, null).data?.archive;
  const groups = byMemorial(archive.data?.entries ?? []);
  const copies = useCopies().data?.copies ?? [];

  return (
    <Screen title={intl.formatMessage(words.title)} loading={archive.isPending ? intl.formatMessage(words.loading) : null}>
      <p className="lead">
        <FormattedMessage {...words.lead} />
        {root ? (
          <>
            {' '}
            <FormattedMessage {...words.folder} values={{ folder: <bdi className="address">{root}</bdi> }} />
          </>
        ) : null}
      </p>
      {archive.error ? (
        <p role="alert">
          <FormattedMessage {...words.readFailed} />
        </p>
      ) : null}
      {copies.length > 0 ? (
        <section className="archive-group" aria-labelledby="complete-copies-heading">
          <CopyList copies={copies} heading={intl.formatMessage(words.copies)} headingId="complete-copies-heading" />
          <p className="hint">
            <FormattedMessage {...words.copiesHint} />
          </p>
        </section>
      ) : null}
      {archive.data && groups.length === 0 && copies.length === 0 ? (
        <EmptyState title={intl.formatMessage(words.emptyTitle)}>
          <p>
            <FormattedMessage {...words.emptyText} />
          </p>
          <p>
            <Link {...places.myMemorials} className="link-alone">
              <FormattedMessage {...words.goToMine} />
            </Link>
          </p>
        </EmptyState>
      ) : null}
      {groups.map(({ memorialId, name, entries }) => {
        const named = { named: String(name !== null), number: memorialId };
        return (
          <section key={memorialId} className="archive-group" aria-labelledby={`archive-${memorialId}`}>
            <h2 id={`archive-${memorialId}`}>
              {name !== null ? <bdi>{name}</bdi> : <FormattedMessage {...words.groupHeading} values={{ number: memorialId }} />}
            </h2>
            <ArchiveTable
              entries={entries}
              accountId={account.id}
              caption={<FormattedMessage {...words.caption} values={{ ...named, name: <bdi>{name}</bdi> }} />}
            />
            <p>
              <Link
                {...places.exports(memorialId)}
                className="link-alone"
                aria-label={intl.formatMessage(words.makeNewOf, { ...named, name: isolate(name ?? '') })}
              >
                <FormattedMessage {...words.makeNew} />
              </Link>
            </p>
          </section>
        );
      })}
    </Screen>
  );
}

/** Entries grouped per memorial, the most recently saved memorial first; the newest name it was saved under. */
function byMemorial(entries: readonly ArchiveEntry[]): { memorialId: number; name: string | null; entries: ArchiveEntry[] }[] {
  const groups = new Map<number, ArchiveEntry[]>();
  for (const entry of entries) groups.set(entry.memorialId, [...(groups.get(entry.memorialId) ?? []), entry]);
  return [...groups.entries()].map(([memorialId, list]) => ({ memorialId, name: list.find((e) => e.memorialName)?.memorialName ?? null, entries: list }));
}
