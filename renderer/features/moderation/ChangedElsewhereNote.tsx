import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChangedElsewhere, OutboxEntry, QueuedName } from '../../../shared/bridge';
import { toBridgeError } from '../../data/errors';
import { dismissChange } from '../../data/outbox';
import { holdChange } from '../../data/held-changes';
import { Button } from '../../ui/Button';
import { anywayDecision, anywayWords, changedElsewhereWords, seenNow } from './changed-elsewhere';
import { decisionOf, UNDO_MS } from './decisions';
import { MODERATION_WORDS as words } from './moderation-words';

/**
 * A decision not sent because the tribute changed on another computer: what it is now, and the
 * choices that still make sense ("Decline anyway", "Leave it"). Deciding anyway makes the decision
 * again, from what the core found (so a further change elsewhere is caught again), and forgets this one.
 */
export function ChangedElsewhereNote({
  entry,
  tabIndex,
  onQueued,
  onLeave,
}: {
  entry: OutboxEntry & { conflict: ChangedElsewhere };
  tabIndex?: number;
  /** The decision made again, once it is on disk. */
  onQueued?: (queued: OutboxEntry) => void;
  onLeave?: () => void;
}) {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const decision = decisionOf(entry);
  const anyway = anywayDecision(entry);
  const seen = seenNow(entry.conflict);
  const again = async () => {
    if (!anyway || !seen || entry.memorialId === null) return;
    setProblem(null);
    try {
      // Held for Undo from this moment, as every decision is (held-changes.ts).
      const { written } = holdChange(
        entry.operation as QueuedName,
        {
          accountId: entry.accountId,
          params: { contribution: entry.contributionId! },
          ...(entry.body ? { body: entry.body } : {}),
          memorialId: entry.memorialId,
          label: entry.label,
          seen,
        },
        { holdMs: UNDO_MS, memorialId: entry.memorialId, contributionId: entry.contributionId, touches: entry.touches },
      );
      const queued = await written;
      await dismissChange(entry.id);
      onQueued?.(queued);
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
    }
  };
  return (
    <div className="tribute__refused tribute__changed" role="alert">
      <p>
        <FormattedMessage
          {...words.notOverruled}
          values={{ what: changedElsewhereWords(entry.conflict, intl), decision: decision ?? 'none', b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      {problem ? <p className="field__error">{problem}</p> : null}
      <div className="actions">
        {anyway ? (
          <Button variant={anyway === 'approve' || anyway === 'restore' ? 'primary' : 'danger'} onClick={() => void again()} tabIndex={tabIndex}>
            {anywayWords(anyway, intl)}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          tabIndex={tabIndex}
          onClick={() => {
            void dismissChange(entry.id).then(
              () => onLeave?.(),
              (failure: unknown) => setProblem(toBridgeError(failure).message),
            );
          }}
        >
          <FormattedMessage {...words.leaveIt} />
        </Button>
      </div>
    </div>
  );
}
