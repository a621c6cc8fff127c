/**
 * The news of the core's inbox sweep: the tribute lists on screen are refreshed from it (screens do
 * not poll on their own), and new tributes are told to the person.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { InboxState, NewTributes } from '../../shared/bridge/moderation';
import { newTributesSaid } from '../../shared/inbox-words';
import { isDesktopWindow } from '../bridge';
import { useAppStore } from './app-state';
import { appCall } from './calls';
import { accountKey, isTouched, memorialKey } from './keys';
import { LATER_AFTER_CHANGES } from './use-read';
import { formatWords } from './message-format';

/** The waiting tributes of each memorial, as "account:memorial" → their ids. */
function waitingIds(inbox: InboxState): Map<string, string> {
  const ids = new Map<string, string>();
  for (const account of inbox.accounts) {
    for (const memorial of account.memorials) ids.set(`${account.accountId}:${memorial.memorialId}`, memorial.tributes.map((t) => t.id).join(','));
  }
  return ids;
}

/** The first page of a memorial's Waiting list as a screen reads it (a hundred, newest first): the sweep's own read. */
export function isSweptPage(key: readonly unknown[]): boolean {
  const input = key[5] as { query?: { status?: unknown; per_page?: unknown; page?: unknown } } | undefined;
  const query = input?.query;
  return key[4] === 'listContributions' && query?.status === 'pending' && query.per_page === 100 && (query.page === undefined || query.page === 1);
}

type ListPage = { data: unknown[]; links: unknown; meta: { total: number; last_page: number; to: number | null; from: number | null } };

/**
 * The tribute lists of the memorials whose waiting tributes changed since the last sweep: the
 * Waiting list's first page takes the sweep's own answer at once (no request of its own, so a
 * tribute decided on another computer leaves it as soon as the sweep sees it), the other reads of
 * that memorial's tributes (other pages, the other lists' counts) are read again.
 */
export async function refreshChangedQueues(queryClient: QueryClient, before: InboxState, after: InboxState): Promise<void> {
  const was = waitingIds(before);
  const changed = [...waitingIds(after)].filter(([key, ids]) => was.has(key) && was.get(key) !== ids).map(([key]) => key.split(':'));
  await Promise.all(
    changed.map(([accountId, memorial]) => {
      const swept = after.accounts.find((a) => a.accountId === accountId)?.memorials.find((m) => m.memorialId === Number(memorial));
      const filled = new Set<unknown>();
      if (swept) {
        for (const query of queryClient.getQueryCache().findAll({ queryKey: memorialKey(accountId!, Number(memorial)) })) {
          const old = query.state.data as ListPage | undefined;
          if (!isSweptPage(query.queryKey) || !old) continue;
          const total = swept.pending;
          queryClient.setQueryData<ListPage>(query.queryKey, {
            ...old,
            data: swept.tributes,
            meta: { ...old.meta, total, last_page: Math.max(1, Math.ceil(total / 100)), from: total > 0 ? 1 : null, to: swept.tributes.length || null },
          });
          filled.add(query);
        }
      }
      const others = (query: Query) => !filled.has(query) && isTouched(query.queryKey, accountId!, 'listContributions', Number(memorial));
      // A count that waits for its screen to be shown again (it lays the person's decisions over itself) is only marked old.
      const later = (query: Query) => query.meta?.[LATER_AFTER_CHANGES] === true;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKey(accountId!), predicate: (query) => others(query) && !later(query) }),
        queryClient.invalidateQueries({ queryKey: accountKey(accountId!), predicate: (query) => others(query) && later(query), refetchType: 'none' }),
      ]);
    }),
  );
}

/**
 * Says it in the app (politely, to a screen reader too). In the desktop app the core shows the
 * system's notification; in a browser the page shows one itself, when the person allowed it.
 * Clicking it opens that memorial's waiting tributes.
 */
export function tellOfNewTributes(found: NewTributes): void {
  const store = useAppStore.getState();
  const said = newTributesSaid(found);
  const words = { title: formatWords(said.title.words, said.title.message), body: formatWords(said.body.words, said.body.message) };
  store.announce(`${words.title}. ${words.body}`);
  if (isDesktopWindow() || store.settings?.notifications === false) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const note = new Notification(words.title, { body: words.body, tag: `tributes-${found.accountId}-${found.memorialId}` });
  note.onclick = () => {
    window.focus();
    // The hash is the router's address (hash history): setting it goes there.
    window.location.hash = `#/memorials/${found.memorialId}/tributes?status=pending`;
  };
}

/** Whether the window is the one in front and showing (not behind others, minimised or on another desktop tab). */
function inFront(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}

/**
 * Tells the core what the person is looking at while this screen is up and the window is in front: a
 * memorial's queue (its id) or the combined inbox (`all`). The core looks at it first and most often
 * (issue 28); when the window goes behind others, or the screen closes, the sweep's usual pace
 * returns.
 */
export function useWatchTributes(accountId: string, watching: number | 'all'): void {
  useEffect(() => {
    let said: number | 'all' | null | undefined;
    const tell = () => {
      const now = inFront() ? watching : null;
      if (now === said) return;
      said = now;
      void appCall('inbox.watch', { accountId, watching: now }).catch(() => undefined);
    };
    tell();
    const events = ['focus', 'blur'] as const;
    for (const event of events) window.addEventListener(event, tell);
    document.addEventListener('visibilitychange', tell);
    return () => {
      for (const event of events) window.removeEventListener(event, tell);
      document.removeEventListener('visibilitychange', tell);
      if (said !== null) void appCall('inbox.watch', { accountId, watching: null }).catch(() => undefined);
    };
  }, [accountId, watching]);
}
