import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { AccountInfo } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { useAppStore } from '../../data/app-state';
import { useWatchTributes } from '../../data/inbox';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatTime, plural } from '../../ui/format';
import { useKeyboardHints } from '../../ui/input-kinds';
import { LiveMessage, Notice } from '../../ui/Notice';
import type { ContributionFilter } from '../../../shared/api/contributions';
import { backToMemorial, Screen, type WayBack } from '../../ui/Screen';
import { DECISION_WORDS, decisionsFor, FILTER_WORDS, PAST_WORDS, timeLeftWords, type Decision } from './decisions';
import { DecisionNote } from './DecisionNote';
import { FILTERS, useInboxQueue, useMemorialQueue, useTributeCounts, type ListCount, type QueueData, type QueueItem } from './queue-data';
import { decidedNow, useMakeDecisions, useQueueView } from './use-decisions';
import { QueueFeed } from './QueueFeed';
import { ShortcutSheet } from './ShortcutSheet';

/** One memorial's tributes, by list. */
export function MemorialQueue({ account, memorialId, status }: { account: AccountInfo; memorialId: number; status: ContributionFilter }) {
  const memorial = useRead({ accountId: account.id, name: 'getMyMemorial', input: { params: { memorial: memorialId } } });
  const name = memorial.query.data?.data.deceased_name ?? null;
  const counts = useTributeCounts(account, memorialId);
  const [range, setRange] = useState({ start: 0, end: 20 });
  const data = useMemorialQueue(account, memorialId, name, status, range);
  // The queue on screen is what the person waits for: the core looks at it first and most often.
  useWatchTributes(account.id, memorialId);
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
  useWatchTributes(account.id, 'all');
  const inbox = useAppStore((s) => s.inbox.accounts.find((entry) => entry.accountId === account.id) ?? null);
  const counts = useMemo(() => {
    const pending = inbox
      ? { total: inbox.memorials.reduce((n, m) => n + m.pending, 0), readAt: Math.min(...inbox.memorials.map((m) => Date.parse(m.checkedAt))) }
      : null;
    return { pending, approved: null, rejected: null, deleted: null };
  }, [inbox]);
  const onRange = useCallback(() => undefined, []);
  return (
    <Queue
      account={account}
      title="Tributes from all your memorials"
      status={status}
      counts={counts}
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
  counts: Record<ContributionFilter, ListCount | null>;
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
  const [selected, setSelected] = useState<ReadonlyMap<number, QueueItem>>(new Map());
  const [sheet, setSheet] = useState(false);
  const keyboardHints = useKeyboardHints();
  const [confirming, setConfirming] = useState<Decision | null>(null);
  // Every list shows what the person's decisions did (laid over until the service's answer comes),
  // and each tribute its decisions on their way.
  const { shown, changesOf, counts: shownCounts } = useQueueView(account, data, status, counts);
  const { last, setLast, make, undo, problem, said } = useMakeDecisions(account, data);
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
    for (let i = 0; i < (shown.total ?? 0); i++) {
      const item = shown.at(i);
      if (item) items.push(item);
    }
    return items;
  }, [shown]);
  const applicable = (decision: Decision) => chosen.filter((item) => decisionsFor(item.tribute, status).includes(decision));

  return (
    <Screen
      title={title}
      back={back}
      read={{
        account,
        what,
        query: { error: data.error, data: data.total === null ? undefined : data.total, dataUpdatedAt: data.dataUpdatedAt },
        freshMs: data.freshMs,
        refresh: () => data.refresh(),
      }}
      checkNow
    >
      {/* For a keyboard: shown where one is in use, or may be (ui/input-kinds.ts); the keys work everywhere. */}
      {keyboardHints ? (
        <p className="queue-keys">
          Keys: <kbd>?</kbd> for the list. They work anywhere on this screen except while you type.
        </p>
      ) : null}
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
              {keyboardHints ? (
                <Button variant="quiet" onClick={() => setSheet(true)} aria-keyshortcuts="?">
                  Keyboard shortcuts
                </Button>
              ) : null}
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
            {shown.total === 0 ? (
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
                decidedNow={(tribute) => decidedNow(account.id, tribute)}
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
