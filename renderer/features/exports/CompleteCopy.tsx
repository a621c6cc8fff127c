import type { AccountInfo } from '../../../shared/bridge';
import type { CopyEntry } from '../../../shared/bridge/exports';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { formatDate, formatTime } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import { useCheckCopy, useCopies, useMakeCopy } from './copies-data';
import { formatBytes } from './exports-state';

/**
 * One action for a family: the archive, the Memorial Book (with Premium), every tribute as a
 * spreadsheet and a list of the files with their fingerprints, together in one dated folder of
 * the local archive. Made by the core whole or not at all; its progress is read aloud.
 */
export function CompleteCopy({ account, memorialId, memorialName }: { account: AccountInfo; memorialId: number; memorialName: string | null }) {
  const { make, progress, working } = useMakeCopy(account.id, memorialId, memorialName);
  const copies = useCopies(memorialId).data?.copies ?? [];
  return (
    <section className="place-panel complete-copy" aria-labelledby="complete-copy-heading">
      <h2 className="place-panel__heading" id="complete-copy-heading">
        Keep a complete copy
      </h2>
      <p>
        Everything in one folder on this computer, in case the memorial service is ever gone: the archive of words and tributes, the Memorial Book if the
        memorial has Premium, every tribute as a spreadsheet, and a list of the files that lets you check later that nothing has changed.
      </p>
      <p className="hint">
        The memorial service prepares the archive and the book first; this can take a few minutes. You can keep using Memorial Desk meanwhile.
      </p>
      <Button variant="primary" busy={working} unavailable={!account.signedIn} onClick={() => make.mutate()}>
        Make a complete copy
      </Button>
      {progress?.state === 'working' ? <progress className="complete-copy__bar" max={progress.steps} value={progress.step} aria-label="Steps done" /> : null}
      <LiveMessage className="complete-copy__words">
        {progress ? <p className={progress.state === 'done' ? 'saved-file' : undefined}>{progress.message}</p> : null}
      </LiveMessage>
      {progress?.state === 'failed' ? (
        <Notice tone="error" announce="assertive" title="No copy was kept.">
          <p>Nothing half-made was left behind. Please try again.</p>
        </Notice>
      ) : null}
      {make.isError ? (
        <Notice tone="error" announce="assertive" title="The copy could not start.">
          <p>{toBridgeError(make.error).message}</p>
        </Notice>
      ) : null}
      {copies.length > 0 ? <CopyList copies={copies} heading="Complete copies of this memorial" level={3} /> : null}
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
  const check = useCheckCopy();
  const name = copy.memorialName ?? `Memorial ${copy.memorialId}`;
  const bytes = copy.files.reduce((sum, f) => sum + f.bytes, 0);
  const result = check.data;
  return (
    <li className="copy-item">
      <p className="copy-item__what">
        <strong>Complete copy</strong> of {name}, made {formatDate(copy.madeAt)} at {formatTime(copy.madeAt)}
      </p>
      <p className="hint">
        {copy.files.length} files, {formatBytes(bytes)}, in <span className="address">{copy.folder}</span>
      </p>
      <Button
        variant="secondary"
        busy={check.isPending}
        onClick={() => check.mutate(copy.id)}
        aria-label={`Check this copy of ${name}, made ${formatDate(copy.madeAt) ?? ''}`}
      >
        Check this copy
      </Button>
      <LiveMessage>
        {result ? (
          <div className={result.whole ? 'copy-item__whole' : 'copy-item__damaged'}>
            <p>
              <strong>{result.whole ? 'This copy is complete.' : 'This copy is not as it was made.'}</strong> {result.message}
            </p>
            {!result.whole ? (
              <ul>
                {result.files
                  .filter((f) => f.state !== 'same')
                  .map((f) => (
                    <li key={f.name}>
                      {f.name}: {f.state === 'missing' ? 'missing' : 'changed'}
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
