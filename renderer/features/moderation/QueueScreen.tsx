import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { isUnfinished } from '../../../shared/outbox-states';
import { LIMITS } from '../../../shared/limits';
import { useAppStore } from '../../data/app-state';
import { toBridgeError } from '../../data/errors';
import { takeBack } from '../../data/outbox';
import { useQueueChanges } from '../../data/use-change';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatTime, plural } from '../../ui/format';
import { LiveMessage, Notice } from '../../ui/Notice';
import type { ContributionFilter } from '../../../shared/api/contributions';
import { backToMemorial, Screen, type WayBack } from '../../ui/Screen';
import {
  changeLabel,
  DECISION_WORDS,
  decisionOf,
  decisionsFor,
  doneWords,
  FILTER_WORDS,
  OPERATION,
  PAST_WORDS,
  timeLeftWords,
  UNDO_MS,
  type Decision,
} from './decisions';
import { DecisionNote, heldWords, type LastDecision } from './DecisionNote';
import { FILTERS, useInboxQueue, useMemorialQueue, useTributeCounts, type QueueData, type QueueItem } from './queue-data';
import { QueueFeed } from './QueueFeed';
import { seenTribute } from './changed-elsewhere';
import { ShortcutSheet } from './ShortcutSheet';

/** One memorial's tributes, by list. */
export function MemorialQueue({ account, memorialId, status }: { account: AccountInfo; memorialId: number; status: ContributionFilter }) {
  const memorial = useRead({ accountId: account.id, name: 'getMyMemorial', input: { params: { memorial: memorialId } } });
  const name = memorial.query.data?.data.deceased_name ?? null;
  const counts = useTributeCounts(account, memorialId);
  const [range, setRange] = useState({ start: 0, end: 20 });
  const data = useMemorialQueue(account, memorialId, name, status, range);
  return (
    <Queue
      account={account}
      title={name ? `Tributes for ${name}` : 'Tributes'}
      back={backToMemorial(memorialId, name)}
      status={status}
      counts={counts}
      data={data}
      onRange={setRange}
      showMemorial={false}
      what={name ? `the tributes for ${name}` : 'the tributes'}
    />
  );
}

/** Every memorial's tributes together: the combined inbox. */
export function Inbox({ account, status }: { account: AccountInfo; status: ContributionFilter }) {
  const data = useInboxQueue(account, status);
  const inbox = useAppStore((s) => s.inbox.accounts.find((entry) => entry.accountId === account.id) ?? null);
  const pending = inbox ? inbox.memorials.reduce((n, m) => n + m.pending, 0) : null;
  const onRange = useCallback(() => undefined, []);
  return (
    <Queue
      account={account}
      title="Tributes from all your memorials"
      status={status}
      counts={{ pending, approved: null, rejected: null, deleted: null }}
      data={data}
      onRange={onRange}
      showMemorial
      what="the tributes"
      intro={
        <p className="lead">
          {data.completeAt
            ? `From all ${plural(data.memorials, 'memorial', 'memorials')}, newest first. Memorial Desk looks for new tributes about once a minute; it last looked at all of them at ${formatTime(data.completeAt)}.`
            : 'Memorial Desk is looking through your memorials for tributes…'}
          {status !== 'pending' ? ' Here you see the newest hundred of each memorial; open a memorial’s tributes to see them all.' : ''}
        </p>
      }
    />
  );
}

interface QueueProps {
  account: AccountInfo;
  title: string;
  status: ContributionFilter;
  counts: Record<ContributionFilter, number | null>;
  data: QueueData;
  onRange: (range: { start: number; end: number }) => void;
  showMemorial: boolean;
  what: string;
  intro?: React.ReactNode;
  back?: WayBack;
}

/** The decisions a batch can make in each list. */
const BATCH: Record<ContributionFilter, Decision[]> = { pending: ['approve', 'reject', 'hide'], approved: ['hide'], rejected: ['hide'], deleted: ['restore'] };

function Queue({ account, title, status, counts, data, onRange, showMemorial, what, intro, back }: QueueProps) {
  const navigate = useNavigate();
  const queueChange = useQueueChanges(account.id);
  const outbox = useAppStore((s) => s.outbox);
  const [selected, setSelected] = useState<ReadonlyMap<number, QueueItem>>(new Map());
  const [last, setLast] = useState<LastDecision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sheet, setSheet] = useState(false);
  const [confirming, setConfirming] = useState<Decision | null>(null);
  /** The decision just made, said once by a live region always on the page (the note's countdown is not live). */
  const [said, setSaid] = useState('');

  /**
   * Each tribute's decisions still on their way, and those refused. A decision the service accepted
   * after the list was read counts as on its way too (shown as done, nothing more offered), and an
   * accepted pin or unpin is laid over the tribute: the list's refresh may wait behind the request
   * limit, and what the person did must not seem undone meanwhile.
   */
  const readAt = data.dataUpdatedAt;
  const changes = useMemo(() => {
    const byTribute = new Map<number, { waiting: OutboxEntry[]; refused: OutboxEntry[]; pinned?: boolean }>();
    for (const entry of outbox) {
      const decision = decisionOf(entry);
      if (entry.accountId !== account.id || entry.contributionId === null || decision === null) continue;
      const slot = byTribute.get(entry.contributionId) ?? { waiting: [], refused: [] };
      if (entry.state === 'refused') slot.refused.push(entry);
      else if (isUnfinished(entry)) slot.waiting.push(entry);
      else if (entry.finishedAt !== null && Date.parse(entry.finishedAt) > readAt) {
        if (decision === 'pin' || decision === 'unpin') slot.pinned = decision === 'pin';
        else slot.waiting.push(entry);
      }
      byTribute.set(entry.contributionId, slot);
    }
    return byTribute;
  }, [outbox, account.id, readAt]);
  const none = useMemo(() => ({ waiting: [], refused: [] }), []);
  const changesOf = useCallback((id: number) => changes.get(id) ?? none, [changes, none]);
  const shown = useMemo<QueueData>(
    () => ({
      ...data,
      at(index) {
        const item = data.at(index);
        const pinned = item ? changes.get(item.tribute.id)?.pinned : undefined;
        return item && pinned !== undefined && pinned !== item.tribute.is_pinned ? { ...item, tribute: { ...item.tribute, is_pinned: pinned } } : item;
      },
    }),
    [data, changes],
  );

  /** Writes the decisions to the outbox, held back for Undo; true when all were kept. */
  const make = async (decision: Decision, items: readonly QueueItem[], reason?: string): Promise<boolean> => {
    setProblem(null);
    const ids: string[] = [];
    try {
      for (const item of items) {
        const entry = await queueChange(OPERATION[decision], {
          params: { contribution: item.tribute.id },
          ...(reason ? { body: { reason } } : {}),
          memorialId: item.memorialId,
          label: changeLabel(decision, item.tribute, item.memorialName),
          holdMs: UNDO_MS,
          // What the person saw: main does not send it over a change made elsewhere since.
          seen: seenTribute(item.tribute, data.dataUpdatedAt),
        });
        ids.push(entry.id);
      }
      return true;
    } catch (failure) {
      setProblem(toBridgeError(failure).message);
      return false;
    } finally {
      if (ids.length > 0) {
        const words =
          items.length === 1
            ? doneWords(decision, items[0]!.tribute)
            : `${doneWords(decision, items[0]!.tribute).split(' ')[0]} ${plural(ids.length, 'tribute', 'tributes')}`;
        const made = { decision, ids, items: items.slice(0, ids.length), words };
        setLast(made);
        setSaid(heldWords(made));
      }
    }
  };

  const undo = () => {
    if (!last) return;
    setSaid('');
    const waiting = last.ids.filter((id) => outbox.find((entry) => entry.id === id)?.state === 'queued');
    Promise.all(waiting.map((id) => takeBack(id))).catch((failure: unknown) => setProblem(toBridgeError(failure).message));
  };

  const select = (item: QueueItem, on: boolean) =>
    setSelected((now) => {
      const next = new Map(now);
      if (on) next.set(item.tribute.id, item);
      else next.delete(item.tribute.id);
      return next;
    });
  const chosen = [...selected.values()];
  /** The tributes read so far (a page of a hundred at a time), which "select all" takes. */
  const loadedItems = useMemo(() => {
    const items: QueueItem[] = [];
    for (let i = 0; i < (data.total ?? 0); i++) {
      const item = data.at(i);
      if (item) items.push(item);
    }
    return items;
  }, [data]);
  // The open list's count is the one its own items came with, so the two never disagree (the
  // sweep's count, or another read, may be a moment newer or older than the list on screen).
  const shownCounts: Record<ContributionFilter, number | null> = { ...counts, [status]: data.total ?? counts[status] };
  const applicable = (decision: Decision) => chosen.filter((item) => decisionsFor(item.tribute, status).includes(decision));

  return (
    <Screen
      title={title}
      back={back}
      read={{
        account,
        what,
        query: { error: data.error, data: data.total === null ? undefined : data.total, dataUpdatedAt: data.dataUpdatedAt },
        refresh: () => data.refresh(),
      }}
      checkNow
    >
      <p className="queue-keys">
        Keys: <kbd>?</kbd> for the list. They work anywhere on this screen except while you type.
      </p>
      {intro}
      <Tabs
        selectedKey={status}
        onSelectionChange={(key: Key) => {
          setSelected(new Map());
          void navigate({ to: '.', search: { status: String(key) } });
        }}
        className="queue-tabs"
      >
        <TabList aria-label="Tributes by where they stand" className="tabs">
          {FILTERS.map((filter) => (
            <Tab key={filter} id={filter} className="tab">
              {FILTER_WORDS[filter]}
              {shownCounts[filter] !== null ? <span className="tab__count"> ({shownCounts[filter]})</span> : null}
            </Tab>
          ))}
        </TabList>
        {FILTERS.map((filter) => (
          <TabPanel key={filter} id={filter} className="tab-panel">
            <div className="queue-toolbar" role="toolbar" aria-label="Act on the selected tributes">
              <p className="queue-toolbar__count">
                {chosen.length > 0 ? `${plural(chosen.length, 'tribute', 'tributes')} selected` : 'Select tributes to act on several at once.'}
              </p>
              {chosen.length > 0
                ? BATCH[status].map((decision) => (
                    <Button
                      key={decision}
                      variant={decision === 'approve' ? 'primary' : 'secondary'}
                      unavailable={applicable(decision).length === 0}
                      onClick={() => setConfirming(decision)}
                    >
                      {DECISION_WORDS[decision]} {applicable(decision).length}
                    </Button>
                  ))
                : null}
              {loadedItems.length > 0 && chosen.length < loadedItems.length ? (
                <Button variant="secondary" onClick={() => setSelected(new Map(loadedItems.map((item) => [item.tribute.id, item])))}>
                  Select all {loadedItems.length} shown
                </Button>
              ) : null}
              {chosen.length > 0 ? (
                <Button variant="quiet" onClick={() => setSelected(new Map())}>
                  Clear the selection
                </Button>
              ) : null}
              <Button variant="quiet" onClick={() => setSheet(true)} aria-keyshortcuts="?">
                Keyboard shortcuts
              </Button>
            </div>
            {problem ? (
              <Notice tone="error" announce="assertive">
                <p>{problem}</p>
              </Notice>
            ) : null}
            {last ? (
              <div className="decision-note">
                <DecisionNote
                  last={last}
                  onUndo={undo}
                  onClose={() => setLast(null)}
                  onReverse={(decision) => void make(decision, last.items)}
                  onRedecided={(before, after) => setLast((now) => (now ? { ...now, ids: now.ids.map((id) => (id === before ? after : id)) } : now))}
                />
              </div>
            ) : null}
            {data.total === 0 ? (
              <EmptyState title={status === 'pending' ? 'Nothing is waiting for approval.' : `No ${FILTER_WORDS[status].toLowerCase()} tributes.`} level={2}>
                <p>
                  {status === 'pending'
                    ? 'New tributes appear here by themselves; Memorial Desk looks for them about once a minute.'
                    : 'Tributes appear here once they are.'}
                </p>
              </EmptyState>
            ) : (
              <QueueFeed
                data={shown}
                filter={status}
                showMemorial={showMemorial}
                label={`${FILTER_WORDS[status]} tributes`}
                selected={new Set(selected.keys())}
                onSelect={select}
                changesOf={changesOf}
                onDecide={(item, decision, reason) => make(decision, [item], reason)}
                onUndo={undo}
                onShortcuts={() => setSheet(true)}
                onRange={onRange}
              />
            )}
          </TabPanel>
        ))}
      </Tabs>
      <LiveMessage visuallyHidden>{said}</LiveMessage>
      <ShortcutSheet open={sheet} onClose={() => setSheet(false)} />
      {confirming ? (
        <ConfirmDialog
          title={`${DECISION_WORDS[confirming]} ${plural(applicable(confirming).length, 'tribute', 'tributes')}?`}
          confirmLabel={`Yes, ${DECISION_WORDS[confirming].toLowerCase()} ${applicable(confirming).length}`}
          cancelLabel="Not now"
          tone={confirming === 'approve' || confirming === 'restore' ? 'primary' : 'danger'}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const decision = confirming;
            const items = applicable(decision);
            setConfirming(null);
            setSelected(new Map());
            void make(decision, items);
          }}
        >
          <p>
            {chosen.length > applicable(confirming).length
              ? `${chosen.length - applicable(confirming).length} of those you selected cannot be ${PAST_WORDS[confirming]}; they are left as they are. `
              : ''}
            They go to the memorial service one by one, at most {LIMITS.rateLimitPerMinute.personal} a minute: this takes{' '}
            {timeLeftWords(applicable(confirming).length, LIMITS.rateLimitPerMinute.personal)}. You can undo it for a few seconds.
          </p>
          {confirming === 'reject' ? (
            <p className="dialog__warning">Once sent, declining cannot be undone: the memorial service has no way back from it.</p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}
