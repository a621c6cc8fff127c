import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { MemorialScreen, useMemorialName } from '../../ui/MemorialScreen';
import { places } from '../../ui/places';
import { ArchiveTable } from './ArchiveTable';
import { CompleteCopy } from './CompleteCopy';
import { ExportCard } from './ExportCard';
import { useArchive, useArchiveRefresh, useDownloadsFollowed } from './exports-state';
import { EXPORTS_WORDS as words } from './exports-words';

/**
 * Exports of one memorial: the Memorial Book (PDF, Premium) and the archive of its words and
 * tributes (ZIP). Each is prepared by the service, followed here without spending the request
 * budget, offered for download only once ready, and downloaded by the core into a folder the person
 * chose; what was saved before is listed below (the local archive), offline too.
 */
export function ExportsScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const intl = useIntl();
  const { name } = useMemorialName(account, memorialId);
  const archive = useArchive(account.id, memorialId);
  const refreshArchive = useArchiveRefresh(account.id);
  useDownloadsFollowed(refreshArchive);
  const entries = archive.data?.entries ?? [];

  return (
    <MemorialScreen account={account} memorialId={memorialId} title={intl.formatMessage(words.title)}>
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>
      <div className="export-cards">
        <ExportCard account={account} memorialId={memorialId} memorialName={name} type="pdf" />
        <ExportCard account={account} memorialId={memorialId} memorialName={name} type="zip" />
      </div>
      <CompleteCopy account={account} memorialId={memorialId} memorialName={name ?? null} />
      <section className="archive-group" aria-labelledby="saved-before-heading">
        <h2 id="saved-before-heading">
          <FormattedMessage {...words.savedBefore} />
        </h2>
        {entries.length === 0 ? (
          <p>
            <FormattedMessage {...words.nothingSaved} />
          </p>
        ) : (
          <ArchiveTable
            entries={entries}
            accountId={account.id}
            caption={<FormattedMessage {...words.caption} values={{ named: String(Boolean(name)), name: <bdi>{name}</bdi> }} />}
          />
        )}
        <p>
          <Link {...places.archive}>
            <FormattedMessage {...words.everything} />
          </Link>
        </p>
      </section>
    </MemorialScreen>
  );
}
