import { useState } from 'react';
import type { OutboxEntry } from '../../../shared/bridge';
import { toBridgeError } from '../../data/errors';
import { dismissChange } from '../../data/outbox';
import { useQueuedChange } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { isMemorialChangedElsewhere, memorialChangedWords, noticedWords, seenAfterConflict } from './memorial-conflict';

/**
 * A change to the memorial not sent because someone changed the same thing on another computer
 * after this form was opened: says what it is now and asks, rather than overwrite: "Save mine
 * anyway" sends it again (checked once more against what is there now), "Keep theirs" forgets it.
 */
export function ChangedElsewhereNotice({
  entry,
  onQueued,
  onKeepTheirs,
}: {
  entry: OutboxEntry;
  /** Saved anyway: the new change, on disk. */
  onQueued?: (queued: OutboxEntry) => void;
  /** Kept theirs: what is there now (the fields that differ, as PATCH names them). */
  onKeepTheirs?: (now: Record<string, string | number | boolean | null>) => void;
}) {
  const change = useQueuedChange(entry.accountId, 'updateMyMemorial');
  const [problem, setProblem] = useState<string | null>(null);
  if (!isMemorialChangedElsewhere(entry) || entry.memorialId === null) return null;
  const seen = seenAfterConflict(entry.conflict);
  const mine = async () => {
    setProblem(null);
    try {
      const queued = await change.mutateAsync({
        params: { memorial: entry.memorialId! },
        body: entry.body ?? {},
        label: entry.label,
        ...(seen ? { seen } : {}),
      });
      await dismissChange(entry.id);
      onQueued?.(queued);
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
    }
  };
  const now = entry.conflict.now.fields;
  const theirs = () =>
    void dismissChange(entry.id).then(
      () => onKeepTheirs?.(now),
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  return (
    <Notice
      tone="warning"
      announce="assertive"
      title={`Not saved yet: ${entry.label}`}
      className="changed-elsewhere"
      actions={
        <>
          <Button variant="primary" busy={change.isPending} onClick={() => void mine()}>
            Save mine anyway
          </Button>
          <Button variant="secondary" onClick={theirs}>
            Keep theirs
          </Button>
        </>
      }
    >
      {memorialChangedWords(entry.conflict).map((line) => (
        <p key={line}>
          {line} ({noticedWords(entry.conflict)}).
        </p>
      ))}
      <p>Memorial Desk did not overwrite it. Save yours anyway, or keep what is there now?</p>
      {problem ? <p className="field__error">{problem}</p> : null}
    </Notice>
  );
}
