import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OutboxEntry } from '../../../shared/bridge';
import { LiveMessage } from '../../ui/Notice';
import type { Contribution, ContributionFilter } from '../../../shared/api/contributions';
import { decisionsFor, isRefusedBySafety, type Decision } from './decisions';
import { MODERATION_WORDS as words } from './moderation-words';
import { queueCommand, type QueueCommand } from './queue-keys';
import type { QueueData, QueueItem } from './queue-data';
import { TributeItem } from './TributeItem';

export interface QueueFeedProps {
  data: QueueData;
  filter: ContributionFilter;
  showMemorial: boolean;
  label: string;
  selected: ReadonlySet<number>;
  onSelect: (item: QueueItem, selected: boolean) => void;
  changesOf: (contributionId: number) => { waiting: readonly OutboxEntry[]; refused: readonly OutboxEntry[] };
  onDecide: (item: QueueItem, decision: Decision, reason?: string) => Promise<boolean>;
  /** Whether a tribute has a decision on its way as of this instant (before the list draws it). */
  decidedNow: (tribute: Contribution) => boolean;
  onUndo: () => void;
  onShortcuts: () => void;
  /** The positions on screen, so the pages there are read. */
  onRange: (range: { start: number; end: number }) => void;
}

const ESTIMATED_HEIGHT = 220;
/** Up to this many tributes the list is drawn whole; past it, virtually. */
export const WHOLE_LIST_MAX = 200;

/** What the keys need of a key press, from the list (React) or from the window (DOM). */
interface QueueKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
  preventDefault: () => void;
}

/**
 * The tributes of a queue as an ARIA feed of articles (each says its place: "5 of 10,000"), drawn
 * a screenful at a time (TanStack Virtual) so ten thousand stay smooth. The focused tribute is
 * always drawn, even scrolled away, so the keyboard and a screen reader never lose their place.
 * Keys: see queue-keys.ts; after a decision the focus moves on to the next tribute.
 */
export function QueueFeed(props: QueueFeedProps) {
  const { data, filter } = props;
  const intl = useIntl();
  const total = data.total ?? 0;
  const [focusIndex, setFocusIndex] = useState(0);
  const [wantFocus, setWantFocus] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [declining, setDeclining] = useState<number | null>(null);
  const [where, setWhere] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // The latest list, for what runs after an await (a decision's answer) rather than in a render.
  const latest = useRef(data);
  latest.current = data;
  const focused = Math.min(focusIndex, Math.max(0, total - 1));
  /** The tribute the focus is on: when the list changes under it, the focus stays with it. */
  const focusedId = useRef<number | null>(null);
  /** Where the keyboard was sent and the focus has not reached yet (its page is still coming). */
  const movingTo = useRef<number | null>(null);
  const here = data.at(focused)?.tribute.id ?? null;
  useLayoutEffect(() => {
    const wanted = focusedId.current;
    if (wanted === null || here === wanted) return;
    // Look for it near where it was (a decision elsewhere moved it a little).
    for (let distance = 1; distance <= 200; distance++) {
      for (const index of [focused - distance, focused + distance]) {
        if (data.at(index)?.tribute.id === wanted) {
          setFocusIndex(index);
          return;
        }
      }
    }
    // Gone from this list (decided, and the service has answered): the focus stays at this
    // place, on the tribute that took its place.
    focusedId.current = here;
  });

  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      if (total > 0 && !shown.includes(focused)) return [...shown, focused].sort((a, b) => a - b);
      return shown;
    },
    [focused, total],
  );
  // A short list is drawn whole, so the browser's find and a screen reader's search reach every
  // tribute; only a long one is drawn a screenful at a time.
  const whole = total <= WHOLE_LIST_MAX;
  const virtualizer = useWindowVirtualizer({
    count: whole ? 0 : total,
    // Keyed by tribute, so a tribute keeps its element (and the focus) when the list moves.
    getItemKey: (index) => data.at(index)?.tribute.id ?? `place-${index}`,
    estimateSize: () => ESTIMATED_HEIGHT,
    overscan: 4,
    scrollMargin: list.current?.offsetTop ?? 0,
    rangeExtractor,
  });
  const rows: { index: number; key: string | number; start: number }[] = whole
    ? Array.from({ length: total }, (_, index) => ({ index, key: data.at(index)?.tribute.id ?? `place-${index}`, start: 0 }))
    : virtualizer.getVirtualItems().map((row) => ({ index: row.index, key: row.key as string | number, start: row.start }));
  const first = rows[0]?.index ?? 0;
  const last = rows.at(-1)?.index ?? 0;
  const { onRange } = props;
  useEffect(() => onRange({ start: first, end: last }), [first, last, onRange]);

  // The focus follows the keyboard's place once that tribute is drawn.
  useLayoutEffect(() => {
    if (!wantFocus) return;
    const id = focusedId.current ?? here;
    const element = id === null ? null : list.current?.querySelector<HTMLElement>(`article[data-tribute="${id}"]`);
    if (element) {
      element.focus({ preventScroll: true });
      movingTo.current = null;
      setWantFocus(false);
    }
  });

  const moveTo = (index: number, say = true) => {
    const size = latest.current.total ?? 0;
    if (size === 0) return;
    const next = Math.max(0, Math.min(size - 1, index));
    movingTo.current = next;
    setFocusIndex(next);
    focusedId.current = latest.current.at(next)?.tribute.id ?? null;
    setWantFocus(true);
    if (whole) {
      const id = focusedId.current;
      // (jsdom, the renderer tests' page, has no scrolling.)
      list.current?.querySelector<HTMLElement>(`article[data-tribute="${id}"]`)?.scrollIntoView?.({ block: 'nearest' });
    } else virtualizer.scrollToIndex(next, { align: 'auto' });
    if (say) setWhere(intl.formatMessage(words.where, { position: next + 1, total: size }));
  };

  const decide = (item: QueueItem, decision: Decision, reason?: string) => {
    // The reason form is about to go: the focus goes back to its tribute at once, never to the page.
    list.current?.querySelector<HTMLElement>(`article[data-tribute="${item.tribute.id}"]`)?.focus({ preventScroll: true });
    setDeclining(null);
    // The decision is made (held for Undo) this instant; the core writes it meanwhile.
    void props.onDecide(item, decision, reason);
    // On to the next tribute at once: the decided one stays in place, marked as waiting, until the
    // service answers; the list may have moved meanwhile, so find it again by its id.
    const at = indexOf(item.tribute.id) ?? focused;
    moveTo(at + 1 < (latest.current.total ?? 0) ? at + 1 : at, false);
  };

  const onKey = (event: QueueKeyEvent) => {
    const target = event.target as HTMLElement;
    if (target.closest('textarea, input:not([type=checkbox]), .tribute__decline')) return;
    // From outside the list (the heading, a toolbar button), a move first brings the keyboard to
    // the tribute it was last on, rather than skipping one.
    const outside = !list.current?.contains(target);
    const command = queueCommand(event);
    if (command === null) return;
    // The tribute the key is for is the one whose article has the focus (not a remembered index:
    // the list may have moved since).
    const article = target.closest<HTMLElement>('article[data-tribute]');
    const id = article ? Number(article.dataset.tribute) : null;
    const current = id === null ? focused : (indexOf(id) ?? focused);
    const item = data.at(current);
    const allowed = item ? decisionsFor(item.tribute, filter) : [];
    // A decision already on its way is not made again (U or Ctrl+Z takes it back while held), even
    // one made by a key pressed in the same instant, before the list has drawn it.
    const decided = item ? props.changesOf(item.tribute.id).waiting.length > 0 || props.decidedNow(item.tribute) : false;
    const act = (decision: Decision) => {
      if (!item || decided || !allowed.includes(decision)) return;
      if (decision === 'reject') setDeclining(item.tribute.id);
      else decide(item, decision);
    };
    // A move goes on from where the last move was sent, even if its tribute is not drawn yet: a
    // key pressed while the next page arrives is not lost.
    const from = wantFocus && movingTo.current !== null ? movingTo.current : current;
    const step = outside ? 0 : 1;
    // Every command of the table has its action here (the compiler checks), so the list of keys
    // (ShortcutSheet, drawn from the same table) never promises one the queue does not do.
    const actions: Record<QueueCommand, () => void> = {
      next: () => moveTo(from + step),
      previous: () => moveTo(from - step),
      fiveOn: () => moveTo(from + 5),
      fiveBack: () => moveTo(from - 5),
      first: () => moveTo(0),
      last: () => moveTo(total - 1),
      approve: () => act('approve'),
      reject: () => act('reject'),
      hide: () => act('hide'),
      restore: () => act('restore'),
      pin: () => act(item?.tribute.is_pinned ? 'unpin' : 'pin'),
      open: () => item && toggleOpen(item.tribute.id),
      select: () => item && props.onSelect(item, !props.selected.has(item.tribute.id)),
      undo: props.onUndo,
      shortcuts: props.onShortcuts,
    };
    // Enter on a button presses it; on the tribute itself it opens folded words. Space on a
    // button presses it too.
    if (event.key === 'Enter' && !(target.tagName === 'ARTICLE' && item)) return;
    if (event.key === ' ' && target.tagName === 'BUTTON') return;
    event.preventDefault();
    actions[command]();
  };

  // The queue's keys work from the moment it opens, wherever the focus is on the screen, except
  // in a text box or field, a dialog, or a widget that has arrow keys of its own. Inside the list
  // the list's own handler has them.
  const keyHandler = useRef(onKey);
  keyHandler.current = onKey;
  useEffect(() => {
    const onWindowKey = (event: globalThis.KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : document.body;
      if (event.defaultPrevented || list.current?.contains(target)) return;
      if (
        target.closest(
          'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role=dialog], [role=alertdialog], [role=menu], [role=listbox]',
        )
      )
        return;
      if (target.closest('[role=tablist], [role=radiogroup], [role=grid]') && /^(Arrow|Home|End|Page)/.test(event.key)) return;
      // Space and Enter press the button or link they are on.
      if ((event.key === ' ' || event.key === 'Enter') && target.closest('button, a, [role=button], [role=tab], summary')) return;
      keyHandler.current(event);
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, []);

  /** Where a tribute is in the list as read now, or undefined when it is not there. */
  const indexOf = (id: number): number | undefined => {
    const now = latest.current;
    for (let i = 0; i < (now.total ?? 0); i++) if (now.at(i)?.tribute.id === id) return i;
    return undefined;
  };

  const toggleOpen = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <LiveMessage visuallyHidden>{where}</LiveMessage>
      <div
        ref={list}
        role="feed"
        aria-label={props.label}
        aria-busy={data.loading || undefined}
        className={whole ? 'feed feed--whole' : 'feed'}
        onKeyDown={onKey}
        style={whole ? undefined : { height: `${virtualizer.getTotalSize()}px` }}
      >
        {rows.map((row) => {
          const item = data.at(row.index);
          const place = whole ? undefined : { transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` };
          const measure = whole ? undefined : virtualizer.measureElement;
          if (!item) {
            return (
              <div key={row.key} data-index={row.index} ref={measure} className="tribute-slot" style={place}>
                <p className="tribute tribute--loading">
                  <FormattedMessage {...words.loadingTribute} values={{ position: row.index + 1, total }} />
                </p>
              </div>
            );
          }
          const changes = props.changesOf(item.tribute.id);
          return (
            <div key={row.key} className="tribute-row" style={place}>
              <TributeItem
                index={row.index}
                measure={measure}
                item={item}
                filter={filter}
                position={row.index + 1}
                setSize={total}
                showMemorial={props.showMemorial}
                focused={row.index === focused}
                selected={props.selected.has(item.tribute.id)}
                waiting={changes.waiting}
                refused={changes.refused}
                open={open.has(item.tribute.id) || !isRefusedBySafety(item.tribute)}
                declining={declining === item.tribute.id}
                onToggleOpen={() => toggleOpen(item.tribute.id)}
                onSelect={(selected) => props.onSelect(item, selected)}
                onDecide={(decision, reason) => decide(item, decision, reason)}
                onStartDeclining={() => setDeclining(item.tribute.id)}
                onStopDeclining={() => {
                  setDeclining(null);
                  moveTo(row.index, false);
                }}
                onFocus={() => {
                  setFocusIndex(row.index);
                  focusedId.current = item.tribute.id;
                }}
              />
            </div>
          );
        })}
      </div>
    </>
  );
}
