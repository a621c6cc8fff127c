import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExportState } from '../../../shared/api/exports';
import type { AccountInfo } from '../../../shared/bridge';
import type { DownloadState } from '../../../shared/bridge/exports';
import { useAppStore } from '../../data/app-state';
import { useRead } from '../../data/use-read';
import { toBridgeError } from '../../data/errors';
import { useSend } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { CheckNow } from '../../ui/CheckNow';
import '../../ui/option-card.css';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { needsPremium, PremiumNote } from '../../ui/PremiumNote';
import {
  formatBytes,
  startedKey,
  useCancelDownload,
  useChooseFolder,
  useDownloadOf,
  useFolders,
  useShowFile,
  useStartDownload,
  useStartedStore,
} from './exports-state';
import { EXPORT_CARD_WORDS as words } from './exports-words';

interface CardProps {
  account: AccountInfo;
  memorialId: number;
  memorialName: string | null;
  type: 'pdf' | 'zip';
}

/** One kind of export: start it, follow the service's preparation, and download it once ready. */
export function ExportCard({ account, memorialId, memorialName, type }: CardProps) {
  const intl = useIntl();
  const headingId = useId();
  const key = startedKey(account.id, memorialId, type);
  const exportId = useStartedStore((s) => s.started[key] ?? null);
  const remember = useStartedStore((s) => s.remember);
  const announce = useAppStore((s) => s.announce);
  const start = useSend(account.id, 'startExport', { memorialId });
  const { query, refresh } = useRead({
    accountId: account.id,
    name: 'getExport',
    input: { params: { memorial: memorialId, export: exportId ?? 1 } },
    memorialId,
    enabled: exportId !== null && account.signedIn,
    // Followed while the service prepares the export.
    followWhile: (state) => !state.ready && state.status === 'preparing',
  });
  const started = start.data?.data.export_id === exportId ? start.data?.data : undefined;
  // Nothing started yet: nothing to show (the read is off, and its placeholder address is no export's).
  const shown: ExportState | undefined = exportId === null ? undefined : (query.data ?? started);
  const download = useDownloadOf(memorialId, exportId);
  const startFailure = start.error ? toBridgeError(start.error) : null;
  const downloading = download?.state === 'starting' || download?.state === 'downloading';
  const [anotherCopy, setAnotherCopy] = useState(false);
  const ready = shown?.ready === true && shown.download_url !== null && !downloading && download?.state !== 'expired';
  const needsFresh = !shown || shown.status === 'expired' || shown.status === 'failed' || download?.state === 'expired';

  const onStart = async () => {
    try {
      const answer = await start.mutateAsync({ params: { memorial: memorialId }, body: { type } });
      remember(key, answer.data.export_id);
      announce(answer.data.message);
    } catch {
      // Shown below, in the service's words (or the Premium note).
    }
  };

  return (
    <section className="place-panel export-card" aria-labelledby={headingId}>
      <h2 className="place-panel__heading" id={headingId}>
        <FormattedMessage {...words.name} values={{ type }} />
      </h2>
      <p>
        <FormattedMessage {...words.about} values={{ type }} />
      </p>

      {startFailure && needsPremium(startFailure) ? <PremiumNote what={intl.formatMessage(words.premiumWhat)} announce /> : null}
      {startFailure && !needsPremium(startFailure) ? (
        <Notice tone="error" announce="assertive" title={intl.formatMessage(words.notStarted, { type })}>
          <p className="service-words">{startFailure.message}</p>
        </Notice>
      ) : null}

      <LiveMessage>{shown ? <p className="service-words export-card__message">{shown.message}</p> : null}</LiveMessage>

      {shown && !shown.ready && shown.status === 'preparing' ? <CheckNow onCheck={refresh} note={intl.formatMessage(words.checkNote)} /> : null}

      {download ? <DownloadProgress download={download} type={type} accountId={account.id} memorialId={memorialId} memorialName={memorialName} /> : null}

      {/* Offered only once the service says it is ready, with its link. */}
      {ready && exportId !== null && (download?.state !== 'done' || anotherCopy) ? (
        <DownloadChoice
          account={account}
          memorialId={memorialId}
          memorialName={memorialName}
          exportId={exportId}
          type={type}
          again={download?.state === 'done'}
          onStarted={() => setAnotherCopy(false)}
        />
      ) : null}
      {ready && download?.state === 'done' && !anotherCopy ? (
        <div className="actions">
          <Button variant="secondary" onClick={() => setAnotherCopy(true)}>
            <FormattedMessage {...words.anotherCopy} />
          </Button>
        </div>
      ) : null}

      {needsFresh && !downloading && !(startFailure && needsPremium(startFailure)) ? (
        <div className="actions">
          <Button variant={shown ? 'secondary' : 'primary'} busy={start.isPending} onClick={() => void onStart()}>
            <FormattedMessage {...(shown ? words.prepareFresh : words.prepare)} values={{ type }} />
          </Button>
        </div>
      ) : null}
    </section>
  );
}

type Where = 'downloads' | 'archive' | 'chosen';

/** Where to save (the Downloads folder, the memorial's folder in Memorial Desk's archive, or a folder chosen now) and the button. */
function DownloadChoice({
  account,
  memorialId,
  memorialName,
  exportId,
  type,
  again,
  onStarted,
}: CardProps & { exportId: number; again: boolean; onStarted: () => void }) {
  const intl = useIntl();
  const name = useId();
  const folders = useFolders(account.id, memorialId, memorialName).data;
  const [where, setWhere] = useState<Where>('downloads');
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = useChooseFolder();
  const startDownload = useStartDownload(account.id);
  const failure = startDownload.error ? toBridgeError(startDownload.error) : null;

  const chooseFolder = async () => {
    const { folder } = await choose.mutateAsync();
    if (folder) {
      setChosen(folder);
      setWhere('chosen');
    }
  };
  const go = () =>
    startDownload.mutate(
      {
        memorialId,
        memorialName,
        exportId,
        where: where === 'chosen' && chosen ? { kind: 'chosen', folder: chosen } : { kind: where === 'chosen' ? 'downloads' : where },
      },
      { onSuccess: onStarted },
    );

  const option = (value: Where, label: string, path: string | null) => (
    <label className="option-card">
      <input type="radio" name={name} value={value} checked={where === value} onChange={() => setWhere(value)} />
      <span className="option-card__text">
        <span className="option-card__label">{label}</span>
        {path ? <bdi className="option-card__hint address">{path}</bdi> : null}
      </span>
    </label>
  );

  return (
    <div className="download-option-card">
      <fieldset className="download-option-card__where">
        <legend>
          <FormattedMessage {...words.whereLegend} />
        </legend>
        {option('downloads', intl.formatMessage(words.whereDownloads), folders?.downloads ?? null)}
        {option('archive', intl.formatMessage(words.whereArchive), folders?.archive ?? null)}
        {folders?.canChoose ? (
          <>
            {chosen ? option('chosen', intl.formatMessage(words.whereChosen), chosen) : null}
            <Button variant="secondary" busy={choose.isPending} onClick={() => void chooseFolder()}>
              <FormattedMessage {...words.chooseFolder} values={{ chosen: String(chosen !== null) }} />
            </Button>
          </>
        ) : (
          <p className="hint">
            <FormattedMessage {...words.browserOnly} />
          </p>
        )}
      </fieldset>
      <div className="actions">
        <Button variant="primary" busy={startDownload.isPending} onClick={go}>
          <FormattedMessage {...(again ? words.downloadAgain : words.download)} values={{ type }} />
        </Button>
      </div>
      {failure ? (
        <p className="field__error" role="alert">
          {failure.message}
        </p>
      ) : null}
    </div>
  );
}

/** A download as the core reports it: progress and a way to stop it, then how it ended. */
function DownloadProgress({
  download,
  type,
  accountId,
  memorialId,
  memorialName,
}: {
  download: DownloadState;
  type: 'pdf' | 'zip';
  accountId: string;
  memorialId: number;
  memorialName: string | null;
}) {
  const intl = useIntl();
  const cancel = useCancelDownload();
  const show = useShowFile();
  const folders = useFolders(accountId, memorialId, memorialName).data;
  const labelId = useId();
  const under = download.state === 'starting' || download.state === 'downloading';
  const amount =
    download.total !== null
      ? intl.formatMessage(words.amountOf, { received: formatBytes(download.received), total: formatBytes(download.total) })
      : download.received > 0
        ? formatBytes(download.received)
        : null;

  return (
    <div className="download">
      <LiveMessage>
        <p className={`download__message download__message--${download.state}`}>{download.message}</p>
      </LiveMessage>
      {under ? (
        <>
          <p className="download__label" id={labelId}>
            {amount ? (
              <FormattedMessage {...words.downloadingAmount} values={{ type, amount }} />
            ) : (
              <FormattedMessage {...words.downloading} values={{ type }} />
            )}
          </p>
          {download.total !== null && download.total > 0 ? (
            <progress className="download__bar" aria-labelledby={labelId} max={download.total} value={download.received} />
          ) : (
            <progress className="download__bar" aria-labelledby={labelId} />
          )}
          <div className="actions">
            <Button variant="secondary" busy={cancel.isPending} onClick={() => cancel.mutate(download.id)}>
              <FormattedMessage {...words.stop} />
            </Button>
          </div>
        </>
      ) : null}
      {download.state === 'done' ? (
        <div className="actions">
          {download.archiveId && folders?.canShow ? (
            <Button variant="secondary" onClick={() => show.mutate(download.archiveId!)}>
              <FormattedMessage {...words.showInFolder} />
            </Button>
          ) : null}
          <Link className="download__archive-link" {...places.archive}>
            <FormattedMessage {...words.seeSaved} />
          </Link>
        </div>
      ) : null}
      {download.state === 'failed' || download.state === 'cancelled' ? (
        <p className="hint">
          <FormattedMessage {...words.nothingLeft} />
        </p>
      ) : null}
    </div>
  );
}
