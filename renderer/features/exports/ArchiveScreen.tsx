import { Link } from '@tanstack/react-router';
import type { AccountInfo } from '../../../shared/bridge';
import type { ArchiveEntry } from '../../../shared/bridge/exports';
import { EmptyState } from '../../ui/EmptyState';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { ArchiveTable } from './ArchiveTable';
import { useCopies } from './copies-data';
import { CopyList } from './CompleteCopy';
import { useArchive, useArchiveRefresh, useDownloadsFollowed, useFolders } from './exports-state';

/**
 * The local archive: every Memorial Book and archive saved on this computer, per memorial, with
 * dates and sizes. Read from this computer only, so it is there without a connection.
 */
export function ArchiveScreen({ account }: { account: AccountInfo }) {
  const archive = useArchive(account.id);
  const refresh = useArchiveRefresh(account.id);
  useDownloadsFollowed(refresh);
  const root = useFolders(account.id, undefined, null).data?.archive;
  const groups = byMemorial(archive.data?.entries ?? []);
  const copies = useCopies().data?.copies ?? [];

  return (
    <Screen title="Saved exports" loading={archive.isPending ? 'Loading what you have saved…' : null}>
      <p className="lead">
        Every Memorial Book and archive you have downloaded, kept on this computer. This list works without an internet connection.
        {root ? (
          <>
            {' '}
            Memorial Desk’s own archive folder is <span className="address">{root}</span>.
          </>
        ) : null}
      </p>
      {archive.error ? <p role="alert">Memorial Desk could not read its list of saved exports. Please try again.</p> : null}
      {copies.length > 0 ? (
        <section className="archive-group" aria-labelledby="complete-copies-heading">
          <CopyList copies={copies} heading="Complete copies" headingId="complete-copies-heading" />
          <p className="hint">
            Each is a folder with everything of one memorial and a list of its files; “Check this copy” reads every file again and says if any is missing or
            changed.
          </p>
        </section>
      ) : null}
      {archive.data && groups.length === 0 && copies.length === 0 ? (
        <EmptyState title="Nothing has been saved yet.">
          <p>Open one of your memorials and choose “Memorial Book and archive” to save a copy on this computer.</p>
          <p>
            <Link {...places.myMemorials} className="link-alone">
              Go to My memorials
            </Link>
          </p>
        </EmptyState>
      ) : null}
      {groups.map(({ memorialId, name, entries }) => (
        <section key={memorialId} className="archive-group" aria-labelledby={`archive-${memorialId}`}>
          <h2 id={`archive-${memorialId}`}>{name ?? `Memorial ${memorialId}`}</h2>
          <ArchiveTable
            entries={entries}
            accountId={account.id}
            caption={`What was saved from the memorial of ${name ?? `memorial ${memorialId}`}, newest first`}
          />
          <p>
            <Link
              {...places.exports(memorialId)}
              className="link-alone"
              aria-label={`Make a new Memorial Book or archive of ${name ?? `memorial ${memorialId}`}`}
            >
              Make a new Memorial Book or archive
            </Link>
          </p>
        </section>
      ))}
    </Screen>
  );
}

/** Entries grouped per memorial, the most recently saved memorial first; the newest name it was saved under. */
function byMemorial(entries: readonly ArchiveEntry[]): { memorialId: number; name: string | null; entries: ArchiveEntry[] }[] {
  const groups = new Map<number, ArchiveEntry[]>();
  for (const entry of entries) groups.set(entry.memorialId, [...(groups.get(entry.memorialId) ?? []), entry]);
  return [...groups.entries()].map(([memorialId, list]) => ({ memorialId, name: list.find((e) => e.memorialName)?.memorialName ?? null, entries: list }));
}
