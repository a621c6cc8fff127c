import { useEffect, useState } from 'react';
import type { OutboxEntry } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { entryOf, useChangesInHand } from '../../data/held-changes';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { DECISION_WORDS, reversalOf, timeLeftWords, type Decision } from './decisions';
import type { QueueItem } from './queue-data';
import { changedElsewhereWords, isChangedElsewhere } from './changed-elsewhere';
import { ChangedElsewhereNote } from './ChangedElsewhereNote';

/** The person's last decision (one tribute, or many at once), as the outbox entries it became. */
export interface LastDecision {
  decision: Decision;
  ids: readonly string[];
  items: readonly QueueItem[];
  /** "Approved Ann’s tribute", "Approved 40 tributes". */
  words: string;
}

/**
 * What became of the last decision: while it is held back, Undo (with the seconds left); while a
 * batch goes out, its progress and the time the rest will take at the account's rate; at the end,
 * each refusal in the service's words, and the way back where the API has one (restore after
 * hide, unpin after pin). The rest of the window stays usable all the while.
 */
export function DecisionNote({
  last,
  onUndo,
  onReverse,
  onClose,
  onRedecided,
}: {
  last: LastDecision;
  onUndo: () => void;
  onReverse: (decision: Decision) => void;
  onClose: () => void;
  /** A decision held back (changed elsewhere) was made again ("Decline anyway"): follow the new one. */
  onRedecided?: (before: string, after: string) => void;
}) {
  // Held from the moment the person acted, and gone the moment they pressed Undo.
  const inHand = useChangesInHand();
  const entries = last.ids.map((id) => entryOf(inHand, id)).filter((entry): entry is OutboxEntry => Boolean(entry));
  const now = useNow(entries.some((entry) => entry.holdUntil !== null && entry.state === 'queued'));
  const held = entries.filter((entry) => entry.state === 'queued' && entry.holdUntil !== null && Date.parse(entry.holdUntil) > now);
  const done = entries.filter((entry) => entry.state === 'done').length;
  const refused = entries.filter((entry) => entry.state === 'refused');
  const remaining = entries.length - done - refused.length;
  const many = last.ids.length > 1;
  const reversal = reversalOf(last.decision);
  // Held back because the tributes changed on another computer since the person saw them.
  const elsewhere = refused.filter(isChangedElsewhere);

  if (entries.length === 0) {
    // Every entry was taken back (Undo), or dismissed.
    return (
      <Notice
        tone="info"
        announce="polite"
        actions={
          <Button variant="quiet" onClick={onClose}>
            Close this message
          </Button>
        }
      >
        <p>Undone: nothing was sent.</p>
      </Notice>
    );
  }

  if (held.length > 0) {
    const seconds = Math.max(1, Math.ceil((Math.max(...held.map((entry) => Date.parse(entry.holdUntil!))) - now) / 1000));
    return (
      <Notice
        tone="info"
        actions={
          <Button variant="primary" onClick={onUndo}>
            Undo
          </Button>
        }
      >
        {/* Not a live region: the seconds tick here, and a screen reader would hear the note again
            every second. The queue says the decision once (heldWords). */}
        <p>
          {last.words}. It goes to the memorial service in {seconds} {seconds === 1 ? 'second' : 'seconds'}; until then you can undo it.
        </p>
      </Notice>
    );
  }

  if (remaining > 0) {
    return (
      <Notice tone="info" announce="polite" title={many ? `${last.words}: ${done} of ${entries.length} done` : `${last.words}: on its way`}>
        {many ? (
          <>
            <progress className="batch-progress" max={entries.length} value={done + refused.length} aria-label="Decisions sent" />
            <p>
              The memorial service takes {LIMITS.rateLimitPerMinute.personal} requests a minute, so the rest will take{' '}
              {timeLeftWords(remaining, LIMITS.rateLimitPerMinute.personal)}. You can go on using Memorial Desk meanwhile; they are kept safely on this computer
              until they are sent.
            </p>
          </>
        ) : (
          <p>It is kept safely on this computer until the memorial service has it.</p>
        )}
      </Notice>
    );
  }

  return (
    <Notice
      tone={refused.length > 0 ? 'warning' : 'success'}
      announce="polite"
      title={
        refused.length === 0
          ? `${last.words}: done`
          : !many && elsewhere.length === 1
            ? 'Not sent: this tribute changed on another computer'
            : `${last.words}: ${done} done, ${refused.length} not done${elsewhere.length > 0 ? ` (${elsewhere.length} changed on another computer)` : ''}`
      }
      actions={
        <>
          {reversal && !many && refused.length === 0 ? (
            <Button variant="secondary" onClick={() => onReverse(reversal)}>
              {DECISION_WORDS[reversal]}
            </Button>
          ) : null}
          <Button variant="quiet" onClick={onClose}>
            Close this message
          </Button>
        </>
      }
    >
      {!many && elsewhere.length === 1 ? (
        <ChangedElsewhereNote entry={elsewhere[0]!} onQueued={(queued) => onRedecided?.(elsewhere[0]!.id, queued.id)} onLeave={onClose} />
      ) : null}
      {many && elsewhere.length > 0 ? (
        <p>
          {elsewhere.length === 1 ? 'One tribute was' : `${elsewhere.length} tributes were`} changed on another computer since you looked, so Memorial Desk did
          not overrule {elsewhere.length === 1 ? 'it' : 'them'}; each shows what it is now in its list.
        </p>
      ) : null}
      {refused.length > (many ? 0 : elsewhere.length) ? (
        <ul className="dialog__list">
          {refused
            .filter((entry) => many || !isChangedElsewhere(entry))
            .map((entry) => (
              <li key={entry.id}>
                {entry.label}: {isChangedElsewhere(entry) ? `${changedElsewhereWords(entry.conflict)}; not sent.` : entry.message}
              </li>
            ))}
        </ul>
      ) : null}
    </Notice>
  );
}

/** What a screen reader hears once when a decision is made and held back for Undo. */
export function heldWords(last: LastDecision): string {
  return `${last.words}. It goes to the memorial service in a few seconds; until then you can undo it.`;
}

/** The time now, ticking every second while something counts down. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}
