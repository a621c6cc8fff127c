import { Link } from '@tanstack/react-router';
import type { AccountInfo } from '../../../shared/bridge';
import { MemorialScreen, useMemorialName } from '../../ui/MemorialScreen';
import { places } from '../../ui/places';
import { ArchiveTable } from './ArchiveTable';
import { CompleteCopy } from './CompleteCopy';
import { ExportCard } from './ExportCard';
import { useArchive, useArchiveRefresh, useDownloadsFollowed } from './exports-state';

/**
 * Exports of one memorial: the Memorial Book (PDF, Premium) and the archive of its words and
 * tributes (ZIP). Each is prepared by the service, followed here without spending the request
 * budget, offered for download only once ready, and downloaded by the core into a folder the person
 * chose; what was saved before is listed below (the local archive), offline too.
 */
export function ExportsScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const { name } = useMemorialName(account, memorialId);
  const archive = useArchive(account.id, memorialId);
  const refreshArchive = useArchiveRefresh(account.id);
  useDownloadsFollowed(refreshArchive);
  const entries = archive.data?.entries ?? [];

  return (
    <MemorialScreen account={account} memorialId={memorialId} title="Memorial Book and archive">
      <p className="lead">
        Keep the memorial on this computer: as a Memorial Book to print and share, or as an archive of all its words and tributes. The memorial service prepares
        each one; Memorial Desk then saves it where you choose.
      </p>
      <div className="export-cards">
        <ExportCard account={account} memorialId={memorialId} memorialName={name} type="pdf" />
        <ExportCard account={account} memorialId={memorialId} memorialName={name} type="zip" />
      </div>
      <CompleteCopy account={account} memorialId={memorialId} memorialName={name ?? null} />
      <section className="archive-group" aria-labelledby="saved-before-heading">
        <h2 id="saved-before-heading">Saved before</h2>
        {entries.length === 0 ? (
          <p>Nothing has been saved from this memorial on this computer yet.</p>
        ) : (
          <ArchiveTable entries={entries} accountId={account.id} caption={`What was saved from the memorial of ${name ?? 'this memorial'}, newest first`} />
        )}
        <p>
          <Link {...places.archive}>Everything you have saved, from all your memorials</Link>
        </p>
      </section>
    </MemorialScreen>
  );
}
