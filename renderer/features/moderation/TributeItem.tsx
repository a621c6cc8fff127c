import { whyWaiting } from '../../ui/change-words';
import { useEffect, useId, useState, type Ref } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { OutboxEntry } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { undoChange } from '../../data/held-changes';
import { dismissChange } from '../../data/outbox';
import { Button } from '../../ui/Button';
import { useFocusOnMount } from '../../ui/focus';
import { formatDate } from '../../ui/format';
import type { ContributionFilter } from '../../../shared/api/contributions';
import { isChangedElsewhere } from './changed-elsewhere';
import { ChangedElsewhereNote } from './ChangedElsewhereNote';
import { authorName, DECISION_WORDS, decisionOf, decisionsFor, isRefusedBySafety, waitingWords, whyNotApprovable, type Decision } from './decisions';
import { DECLINE_BUTTON, isolate, MODERATION_WORDS as words, STATE_WORDS } from './moderation-words';
import type { QueueItem } from './queue-data';

export interface TributeItemProps {
  item: QueueItem;
  filter: ContributionFilter;
  /** Its place in the list, from 1, and the list's length: said to a screen reader (feed pattern). */
  position: number;
  setSize: number;
  /** Show which memorial it is on (the combined inbox). */
  showMemorial: boolean;
  focused: boolean;
  selected: boolean;
  /** The person's decisions about it still on their way (oldest first), and those refused. */
  waiting: readonly OutboxEntry[];
  refused: readonly OutboxEntry[];
  /** Opened: a tribute the safety check refused shows its words. */
  open: boolean;
  /** Declining: the reason form is showing. */
  declining: boolean;
  onToggleOpen: () => void;
  onSelect: (selected: boolean) => void;
  onDecide: (decision: Decision, reason?: string) => void;
  onStartDeclining: () => void;
  onStopDeclining: () => void;
  onFocus: () => void;
  measure?: Ref<HTMLDivElement>;
  index: number;
}

/**
 * One tribute in a queue: who wrote it, what, when, where it stands, and what can be done with it,
 * each as a visible button (the keyboard shortcuts do the same). A tribute the safety check refused
 * is folded away until the person asks to see its words.
 */
export function TributeItem(props: TributeItemProps) {
  const { item, filter, focused, waiting, refused } = props;
  const { tribute } = item;
  const intl = useIntl();
  const id = useId();
  const name = authorName(tribute, intl);
  const why = filter === 'pending' ? whyNotApprovable(tribute) : null;
  const pending = waiting.at(-1) ?? null;
  const pendingDecision = pending ? decisionOf(pending) : null;
  const held = useHeld(pending);
  const folded = isRefusedBySafety(tribute) && !props.open;
  const date = formatDate(tribute.created_at);
  return (
    <div ref={props.measure} data-index={props.index} className="tribute-slot">
      <article
        className={['tribute', focused ? 'tribute--focused' : null, pending ? 'tribute--waiting' : null].filter(Boolean).join(' ')}
        tabIndex={focused ? 0 : -1}
        data-tribute={tribute.id}
        aria-posinset={props.position}
        aria-setsize={props.setSize}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-state`}
        onFocus={props.onFocus}
      >
        <div className="tribute__head">
          <input
            type="checkbox"
            className="tribute__select"
            checked={props.selected}
            onChange={(event) => props.onSelect(event.target.checked)}
            aria-label={intl.formatMessage(words.select, { name: isolate(name) })}
            tabIndex={-1}
          />
          <h2 className="tribute__title" id={`${id}-title`}>
            {tribute.title ?? <FormattedMessage {...words.tributeTitle} values={{ type: tribute.type, name: <bdi>{name}</bdi> }} />}
          </h2>
        </div>
        <p className="tribute__meta">
          <FormattedMessage
            {...words.meta}
            values={{
              name: <bdi>{name}</bdi>,
              guest: tribute.author.is_guest,
              hasEmail: Boolean(tribute.author.email),
              email: <bdi className="address">{tribute.author.email}</bdi>,
              hasDate: Boolean(date),
              date,
              hasMemorial: Boolean(props.showMemorial && item.memorialName),
              memorial: <bdi>{item.memorialName}</bdi>,
            }}
          />
        </p>
        {tribute.is_private ? (
          <p className="tribute__private">
            <FormattedMessage {...words.private} />
          </p>
        ) : null}
        {tribute.is_pinned ? (
          <p className="tribute__pinned">
            <FormattedMessage {...words.pinned} />
          </p>
        ) : null}
        {folded ? (
          <p className="tribute__folded">
            <>
              <FormattedMessage {...words.folded} />{' '}
            </>
            <Button variant="quiet" onClick={props.onToggleOpen} tabIndex={focused ? 0 : -1}>
              <FormattedMessage {...words.showWords} />
            </Button>
          </p>
        ) : (
          <p className="tribute__body">{tribute.body}</p>
        )}
        {tribute.moderation.reason ? (
          <p className="tribute__reason">
            <FormattedMessage {...words.reasonGiven} values={{ reason: <bdi>{tribute.moderation.reason}</bdi> }} />
          </p>
        ) : null}
        <p className="tribute__state" id={`${id}-state`} role="status">
          {pendingDecision && pending ? pendingWords(pendingDecision, pending, held, intl) : null}
        </p>
        {why ? (
          <p className="tribute__why">
            <FormattedMessage {...why} />
          </p>
        ) : null}
        {refused.map((entry) =>
          isChangedElsewhere(entry) ? (
            <ChangedElsewhereNote key={entry.id} entry={entry} tabIndex={focused ? 0 : -1} />
          ) : (
            <div key={entry.id} className="tribute__refused" role="alert">
              <p>
                <FormattedMessage {...words.notDone} values={{ label: entry.label, message: entry.message ?? '', b: (chunks) => <strong>{chunks}</strong> }} />
              </p>
              <Button variant="quiet" onClick={() => void dismissChange(entry.id)} tabIndex={focused ? 0 : -1}>
                <FormattedMessage {...words.dismiss} />
              </Button>
            </div>
          ),
        )}
        {pending ? (
          // A decision is on its way: what still makes sense is taking it back while it is held,
          // and nothing once it is being sent (the next decision waits for the service's answer).
          held ? (
            <div className="tribute__actions" role="group" aria-label={intl.formatMessage(words.actions, { name: isolate(name) })}>
              <Button variant="primary" tabIndex={focused ? 0 : -1} onClick={() => void undoChange(pending.id).catch(() => undefined)}>
                <FormattedMessage {...words.undo} />
              </Button>
            </div>
          ) : null
        ) : props.declining ? (
          <DeclineForm name={name} onDecline={(reason) => props.onDecide('reject', reason)} onCancel={props.onStopDeclining} />
        ) : (
          <div className="tribute__actions" role="group" aria-label={intl.formatMessage(words.actions, { name: isolate(name) })}>
            {decisionsFor(tribute, filter).map((decision) => (
              <Button
                key={decision}
                variant={decision === 'approve' ? 'primary' : 'secondary'}
                tabIndex={focused ? 0 : -1}
                onClick={() => (decision === 'reject' ? props.onStartDeclining() : props.onDecide(decision))}
              >
                <FormattedMessage {...(decision === 'reject' ? DECLINE_BUTTON : DECISION_WORDS[decision])} />
              </Button>
            ))}
          </div>
        )}
      </article>
    </div>
  );
}

/**
 * Where a decision stands: held for Undo, waiting its turn, on its way (then nothing can stop it),
 * being checked for whether it arrived, or done while the list has not caught up with it yet.
 */
function pendingWords(decision: Decision, entry: OutboxEntry, held: boolean, intl: IntlShape): string {
  if (entry.state === 'done') return intl.formatMessage(STATE_WORDS.sent, { decision });
  if (held) return intl.formatMessage(words.heldState, { waiting: waitingWords(decision, intl) });
  if (entry.state === 'queued') {
    const why = whyWaiting(entry);
    return why ? intl.formatMessage(words.queuedState, { waiting: waitingWords(decision, intl), why }) : waitingWords(decision, intl);
  }
  // Whether it arrived is being found out (after a cut connection or a restart mid-send): neither
  // "on its way" nor "sent", which would say more than the app knows.
  if (entry.state === 'checking') return intl.formatMessage(STATE_WORDS.checking, { decision });
  return intl.formatMessage(STATE_WORDS.sending, { decision });
}

/** Whether a waiting decision is still held back for Undo; turns false by itself when the hold ends. */
function useHeld(entry: OutboxEntry | null): boolean {
  const until = entry && entry.state === 'queued' && entry.holdUntil !== null ? Date.parse(entry.holdUntil) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), left + 50);
    return () => clearTimeout(timer);
  }, [until]);
  return until !== null && until > Math.max(now, Date.now());
}

/** An optional reason, counted as it is typed (the service keeps up to 500 characters). */
function DeclineForm({ name, onDecline, onCancel }: { name: string; onDecline: (reason?: string) => void; onCancel: () => void }) {
  const [reason, setReason] = useState('');
  const id = useId();
  const count = [...reason].length;
  const tooLong = count > LIMITS.rejectReason;
  // The form takes the focus as it opens, so that Enter declines at once.
  const input = useFocusOnMount<HTMLTextAreaElement>();
  return (
    <form
      className="tribute__decline"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) onDecline(reason.trim() || undefined);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <label htmlFor={id} className="field__label">
        <FormattedMessage {...words.declineLabel} values={{ name: <bdi>{name}</bdi> }} />
      </label>
      <p className="field__hint" id={`${id}-hint`}>
        <FormattedMessage {...words.declineHint} />
      </p>
      <textarea
        id={id}
        className="field__input tribute__reason-input"
        value={reason}
        rows={3}
        aria-invalid={tooLong || undefined}
        ref={input}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => setReason(event.target.value)}
        onKeyDown={(event) => {
          // A reason is a line or two: Enter declines, Shift+Enter starts a new line.
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <p className={count >= LIMITS.rejectReason * 0.9 ? 'field__limit field__limit--near' : 'field__limit'} id={`${id}-count`}>
        <FormattedMessage {...words.declineCount} values={{ count, max: LIMITS.rejectReason }} />
      </p>
      {tooLong ? (
        <p className="field__error" role="alert">
          <FormattedMessage {...words.declineTooLong} values={{ max: LIMITS.rejectReason, over: count - LIMITS.rejectReason }} />
        </p>
      ) : null}
      <div className="actions">
        <Button type="submit" variant="danger" unavailable={tooLong}>
          <FormattedMessage {...words.decline} />
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <FormattedMessage {...words.cancel} />
        </Button>
      </div>
    </form>
  );
}
