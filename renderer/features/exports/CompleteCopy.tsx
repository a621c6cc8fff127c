import { FormattedMessage, useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import type { CopyEntry } from '../../../shared/bridge/exports';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { formatDate, formatTime } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { useCheckCopy, useCopies, useMakeCopy } from './copies-data';
import { formatBytes } from './exports-state';
import { COPY_WORDS as words, isolate } from './exports-words';

/**
 * One action for a family: the archive, the Memorial Book (with Premium), every tribute as a
 * spreadsheet and a list of the files with their fingerprints, together in one dated folder of
 * the local archive. Made by the core whole or not at all; its progress is read aloud.
 */
export function CompleteCopy({ account, memorialId, memorialName }: { account: AccountInfo; memorialId: number; memorialName: string | null }) {
  const intl = useIntl();
  const { make, progress, working } = useMakeCopy(account.id, memorialId, memorialName);
  const copies = useCopies(memorialId).data?.copies ?? [];
  return (
    <section className="place-panel complete-copy" aria-labelledby="complete-copy-heading">
      <h2 className="place-panel__heading" id="complete-copy-heading">
        <FormattedMessage {...words.heading} />
      </h2>
      <p>
        <FormattedMessage {...words.about} />
      </p>
      <p className="hint">
        <FormattedMessage {...words.hint} />
      </p>
      <Button variant="primary" busy={working} unavailable={!account.signedIn} onClick={() => make.mutate()}>
        <FormattedMessage {...words.make} />
      </Button>
      {progress?.state === 'working' ? (
        <progress className="complete-copy__bar" max={progress.steps} value={progress.step} aria-label={intl.formatMessage(words.steps)} />
      ) : null}
      <LiveMessage className="complete-copy__words">
        {progress ? <p className={progress.state === 'done' ? 'saved-file' : undefined}>{progress.message}</p> : null}
      </LiveMessage>
      {progress?.state === 'failed' ? (
        <Notice tone="error" announce="assertive" title={intl.formatMessage(words.failedTitle)}>
          <p>
            <FormattedMessage {...words.failedText} />
          </p>
        </Notice>
      ) : null}
      {make.isError ? (
        <Notice tone="error" announce="assertive" title={intl.formatMessage(words.notStarted)}>
          <p>{toBridgeError(make.error).message}</p>
        </Notice>
      ) : null}
      {copies.length > 0 ? <CopyList copies={copies} heading={intl.formatMessage(words.ofThisMemorial)} level={3} /> : null}
    </section>
  );
}

/** Complete copies on this computer, each with "Check this copy". */
export function CopyList({ copies, heading, level = 2, headingId }: { copies: readonly CopyEntry[]; heading: string; level?: 2 | 3; headingId?: string }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="copy-list">
      <Heading id={headingId}>{heading}</Heading>
      <ul className="plain-list">
        {copies.map((copy) => (
          <CopyItem key={copy.id} copy={copy} />
        ))}
      </ul>
    </div>
  );
}

function CopyItem({ copy }: { copy: CopyEntry }) {
  const intl = useIntl();
  const check = useCheckCopy();
  const name = copy.memorialName ?? intl.formatMessage(words.unnamed, { number: copy.memorialId });
  const bytes = copy.files.reduce((sum, f) => sum + f.bytes, 0);
  const result = check.data;
  return (
    <li className="copy-item">
      <p className="copy-item__what">
        <FormattedMessage
          {...words.made}
          values={{
            b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
            name: <bdi>{name}</bdi>,
            date: formatDate(copy.madeAt),
            time: formatTime(copy.madeAt),
          }}
        />
      </p>
      <p className="hint">
        <FormattedMessage
          {...words.files}
          values={{ count: copy.files.length, size: formatBytes(bytes), folder: <bdi className="address">{copy.folder}</bdi> }}
        />
      </p>
      <Button
        variant="secondary"
        busy={check.isPending}
        onClick={() => check.mutate(copy.id)}
        aria-label={intl.formatMessage(words.checkOf, { name: isolate(name), date: formatDate(copy.madeAt) ?? '' })}
      >
        <FormattedMessage {...words.check} />
      </Button>
      <LiveMessage>
        {result ? (
          <div className={result.whole ? 'copy-item__whole' : 'copy-item__damaged'}>
            <p>
              <FormattedMessage
                {...words.result}
                values={{ whole: String(result.whole), message: result.message, b: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
              />
            </p>
            {!result.whole ? (
              <ul>
                {result.files
                  .filter((f) => f.state !== 'same')
                  .map((f) => (
                    <li key={f.name}>
                      <FormattedMessage {...words.fileState} values={{ file: f.name, state: f.state }} />
                    </li>
                  ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </LiveMessage>
      {check.isError ? <p role="alert">{toBridgeError(check.error).message}</p> : null}
    </li>
  );
}
