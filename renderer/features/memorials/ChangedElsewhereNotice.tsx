import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OutboxEntry } from '../../../shared/bridge';
import { toBridgeError } from '../../data/errors';
import { dismissChange } from '../../data/outbox';
import { useQueuedChange } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { isMemorialChangedElsewhere, memorialChangedWords, seenAfterConflict } from './memorial-conflict';
import { CONFLICT_WORDS as words } from './memorials-words';

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
  const intl = useIntl();
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
      title={intl.formatMessage(words.title, { label: entry.label })}
      className="changed-elsewhere"
      actions={
        <>
          <Button variant="primary" busy={change.isPending} onClick={() => void mine()}>
            <FormattedMessage {...words.mine} />
          </Button>
          <Button variant="secondary" onClick={theirs}>
            <FormattedMessage {...words.theirs} />
          </Button>
        </>
      }
    >
      {memorialChangedWords(intl, entry.conflict).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <FormattedMessage {...words.ask} />
      </p>
      {problem ? <p className="field__error">{problem}</p> : null}
    </Notice>
  );
}
