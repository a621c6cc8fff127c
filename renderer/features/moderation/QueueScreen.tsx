import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import type { AccountInfo } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { useAppStore } from '../../data/app-state';
import { useWatchTributes } from '../../data/inbox';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { formatTime } from '../../ui/format';
import { useKeyboardHints } from '../../ui/input-kinds';
import { LiveMessage, Notice } from '../../ui/Notice';
import type { ContributionFilter } from '../../../shared/api/contributions';
import { backToMemorial, Screen, type WayBack } from '../../ui/Screen';
import { decisionsFor, FILTER_WORDS, timeLeftWords, type Decision } from './decisions';
import { DecisionNote, HeldSaid } from './DecisionNote';
import { batchWords, isolate, MODERATION_WORDS as words } from './moderation-words';
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
  const intl = useIntl();
  // The queue on screen is what the person waits for: the core looks at it first and most often.
  useWatchTributes(account.id, memorialId);
  return (
    <Queue
      account={account}
      title={name ? intl.formatMessage(words.titleFor, { name: isolate(name) }) : intl.formatMessage(words.title)}
      heading={name ? <FormattedMessage {...words.titleFor} values={{ name: <bdi>{name}</bdi> }} /> : undefined}
      back={backToMemorial(memorialId, name)}
      status={status}
      counts={counts}
      data={data}
      onRange={setRange}
      showMemorial={false}
      what={name ? intl.formatMessage(words.whatFor, { name: isolate(name) }) : intl.formatMessage(words.what)}
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
  const intl = useIntl();
  return (
    <Queue
      account={account}
      title={intl.formatMessage(words.inboxTitle)}
      status={status}
      counts={counts}
      data={data}
      onRange={onRange}
      showMemorial
      what={intl.formatMessage(words.what)}
      intro={
        <p className="lead">
          {data.completeAt ? (
            <FormattedMessage {...words.inboxLooked} values={{ count: data.memorials, time: formatTime(data.completeAt) }} />
          ) : (
            <FormattedMessage {...words.inboxLooking} />
          )}
          {status !== 'pending' ? (
            <>
              {' '}
              <FormattedMessage {...words.inboxNewestHundred} />
            </>
          ) : null}
        </p>
      }
    />
  );
}

interface QueueProps {
  account: AccountInfo;
  title: string;
  /** The heading, when it holds a name (isolated in a `<bdi>`); the title otherwise. */
  heading?: React.ReactNode;
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

function Queue({ account, title, heading, status, counts, data, onRange, showMemorial, what, intro, back }: QueueProps) {
  const navigate = useNavigate();
  const intl = useIntl();
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
      heading={heading}
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
          <FormattedMessage {...words.keys} values={{ kbd: (chunks) => <kbd>{chunks}</kbd> }} />
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
        <TabList aria-label={intl.formatMessage(words.tabsLabel)} className="tabs">
          {FILTERS.map((filter) => (
            <Tab key={filter} id={filter} className="tab">
              {/* One box for the words: a phone lays the tab out as a flex box (moderation.css), where
                  the name and its count as boxes of their own would lose the space between them. */}
              <span>
                <FormattedMessage {...FILTER_WORDS[filter]} />
                {shownCounts[filter] !== null ? (
                  <>
                    {' '}
                    <span className="tab__count">
                      <FormattedMessage {...words.tabCount} values={{ count: shownCounts[filter] }} />
                    </span>
                  </>
                ) : null}
              </span>
            </Tab>
          ))}
        </TabList>
        {FILTERS.map((filter) => (
          <TabPanel key={filter} id={filter} className="tab-panel">
            <div className="queue-toolbar" role="toolbar" aria-label={intl.formatMessage(words.toolbarLabel)}>
              <p className="queue-toolbar__count">
                {chosen.length > 0 ? (
                  <FormattedMessage {...words.selectedCount} values={{ count: chosen.length }} />
                ) : (
                  <FormattedMessage {...words.selectHint} />
                )}
              </p>
              {chosen.length > 0
                ? BATCH[status].map((decision) => (
                    <Button
                      key={decision}
                      variant={decision === 'approve' ? 'primary' : 'secondary'}
                      unavailable={applicable(decision).length === 0}
                      onClick={() => setConfirming(decision)}
                    >
                      <FormattedMessage {...batchWords(decision).button} values={{ count: applicable(decision).length }} />
                    </Button>
                  ))
                : null}
              {loadedItems.length > 0 && chosen.length < loadedItems.length ? (
                <Button variant="secondary" onClick={() => setSelected(new Map(loadedItems.map((item) => [item.tribute.id, item])))}>
                  <FormattedMessage {...words.selectAll} values={{ count: loadedItems.length }} />
                </Button>
              ) : null}
              {chosen.length > 0 ? (
                <Button variant="quiet" onClick={() => setSelected(new Map())}>
                  <FormattedMessage {...words.clearSelection} />
                </Button>
              ) : null}
              {keyboardHints ? (
                <Button variant="quiet" onClick={() => setSheet(true)} aria-keyshortcuts="?">
                  <FormattedMessage {...words.shortcuts} />
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
              <EmptyState
                title={status === 'pending' ? intl.formatMessage(words.emptyWaiting) : intl.formatMessage(words.emptyList, { list: status })}
                level={2}
              >
                <p>
                  {status === 'pending' ? (
                    <FormattedMessage {...words.emptyWaitingAbout} />
                  ) : (
                    <FormattedMessage {...words.emptyListAbout} values={{ list: status }} />
                  )}
                </p>
              </EmptyState>
            ) : (
              <QueueFeed
                data={shown}
                filter={status}
                showMemorial={showMemorial}
                label={intl.formatMessage(words.feedLabel, { list: status })}
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
      <LiveMessage visuallyHidden>{said ? <HeldSaid last={said} /> : null}</LiveMessage>
      <ShortcutSheet open={sheet} onClose={() => setSheet(false)} />
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage(batchWords(confirming).confirm, { count: applicable(confirming).length })}
          confirmLabel={intl.formatMessage(batchWords(confirming).yes, { count: applicable(confirming).length })}
          cancelLabel={intl.formatMessage(words.notNow)}
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
            {chosen.length > applicable(confirming).length ? (
              <>
                <FormattedMessage {...batchWords(confirming).cannot} values={{ count: chosen.length - applicable(confirming).length }} />{' '}
              </>
            ) : null}
            <FormattedMessage
              {...words.confirmPace}
              values={{
                perMinute: LIMITS.rateLimitPerMinute.personal,
                time: timeLeftWords(applicable(confirming).length, LIMITS.rateLimitPerMinute.personal, intl),
              }}
            />
          </p>
          {confirming === 'reject' ? (
            <p className="dialog__warning">
              <FormattedMessage {...words.declineWarning} />
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Screen>
  );
}
