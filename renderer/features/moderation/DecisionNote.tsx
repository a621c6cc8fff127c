import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { OutboxEntry } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { entryOf, useChangesInHand } from '../../data/held-changes';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { authorName, DECISION_WORDS, doneWords, reversalOf, timeLeftWords, type Decision } from './decisions';
import { DONE_MANY, DONE_ONE, MODERATION_WORDS as words } from './moderation-words';
import type { QueueItem } from './queue-data';
import { changedElsewhereWords, isChangedElsewhere } from './changed-elsewhere';
import { ChangedElsewhereNote } from './ChangedElsewhereNote';

/** The person's last decision (one tribute, or many at once), as the outbox entries it became. */
export interface LastDecision {
  decision: Decision;
  ids: readonly string[];
  items: readonly QueueItem[];
}

/** "Approved Ann’s tribute", "Approved 40 tributes", as a plain string (a notice's title): the name isolated. */
export function lastWords(last: LastDecision, intl: IntlShape): string {
  const [first] = last.items;
  if (last.items.length === 1 && first) return doneWords(last.decision, first.tribute, intl);
  return intl.formatMessage(DONE_MANY[last.decision], { count: last.items.length });
}

/** The same in the page, the writer's name in a `<bdi>`. */
function LastWords({ last }: { last: LastDecision }) {
  const intl = useIntl();
  const [first] = last.items;
  if (last.items.length === 1 && first) {
    return <FormattedMessage {...DONE_ONE} values={{ decision: last.decision, name: <bdi>{authorName(first.tribute, intl)}</bdi> }} />;
  }
  return <FormattedMessage {...DONE_MANY[last.decision]} values={{ count: last.items.length }} />;
}

/** What a screen reader hears once when a decision is made and held back for Undo. */
export function HeldSaid({ last }: { last: LastDecision }) {
  return <FormattedMessage {...words.heldSaid} values={{ words: <LastWords last={last} /> }} />;
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
  const intl = useIntl();
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
            <FormattedMessage {...words.close} />
          </Button>
        }
      >
        <p>
          <FormattedMessage {...words.undone} />
        </p>
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
            <FormattedMessage {...words.undo} />
          </Button>
        }
      >
        {/* Not a live region: the seconds tick here, and a screen reader would hear the note again
            every second. The queue says the decision once (HeldSaid). */}
        <p>
          <FormattedMessage {...words.heldNote} values={{ words: <LastWords last={last} />, seconds }} />
        </p>
      </Notice>
    );
  }

  const said = lastWords(last, intl);
  if (remaining > 0) {
    return (
      <Notice
        tone="info"
        announce="polite"
        title={
          many
            ? intl.formatMessage(words.progressTitle, { words: said, done, total: entries.length })
            : intl.formatMessage(words.onItsWayTitle, { words: said })
        }
      >
        {many ? (
          <>
            <progress className="batch-progress" max={entries.length} value={done + refused.length} aria-label={intl.formatMessage(words.progressLabel)} />
            <p>
              <FormattedMessage
                {...words.batchPace}
                values={{
                  perMinute: LIMITS.rateLimitPerMinute.personal,
                  time: timeLeftWords(remaining, LIMITS.rateLimitPerMinute.personal, intl),
                }}
              />
            </p>
          </>
        ) : (
          <p>
            <FormattedMessage {...words.keptSafe} />
          </p>
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
          ? intl.formatMessage(words.doneTitle, { words: said })
          : !many && elsewhere.length === 1
            ? intl.formatMessage(words.elsewhereTitle)
            : intl.formatMessage(words.partlyTitle, { words: said, done, refused: refused.length, elsewhere: elsewhere.length })
      }
      actions={
        <>
          {reversal && !many && refused.length === 0 ? (
            <Button variant="secondary" onClick={() => onReverse(reversal)}>
              <FormattedMessage {...DECISION_WORDS[reversal]} />
            </Button>
          ) : null}
          <Button variant="quiet" onClick={onClose}>
            <FormattedMessage {...words.close} />
          </Button>
        </>
      }
    >
      {!many && elsewhere.length === 1 ? (
        <ChangedElsewhereNote entry={elsewhere[0]!} onQueued={(queued) => onRedecided?.(elsewhere[0]!.id, queued.id)} onLeave={onClose} />
      ) : null}
      {many && elsewhere.length > 0 ? (
        <p>
          <FormattedMessage {...words.elsewhereMany} values={{ count: elsewhere.length }} />
        </p>
      ) : null}
      {refused.length > (many ? 0 : elsewhere.length) ? (
        <ul className="dialog__list">
          {refused
            .filter((entry) => many || !isChangedElsewhere(entry))
            .map((entry) => (
              <li key={entry.id}>
                {isChangedElsewhere(entry) ? (
                  <FormattedMessage {...words.elsewhereItem} values={{ label: entry.label, what: changedElsewhereWords(entry.conflict, intl) }} />
                ) : (
                  <FormattedMessage {...words.refusedItem} values={{ label: entry.label, message: entry.message ?? '' }} />
                )}
              </li>
            ))}
        </ul>
      ) : null}
    </Notice>
  );
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
