/**
 * The news of main's inbox sweep: the tribute lists on screen are refreshed from it (screens do
 * not poll on their own), and new tributes are told to the person.
 */
import type { QueryClient } from '@tanstack/react-query';
import { newTributesWords, type InboxState, type NewTributes } from '../../shared/bridge-inbox';
import { isDesktopWindow } from '../bridge';
import { useAppStore } from './app-state';
import { accountKey, isTouched } from './keys';

/** The waiting tributes of each memorial, as "account:memorial" → their ids. */
function waitingIds(inbox: InboxState): Map<string, string> {
  const ids = new Map<string, string>();
  for (const account of inbox.accounts) {
    for (const memorial of account.memorials) ids.set(`${account.accountId}:${memorial.memorialId}`, memorial.tributes.map((t) => t.id).join(','));
  }
  return ids;
}

/** Reads the tribute lists of the memorials whose waiting tributes changed since the last sweep. */
export async function refreshChangedQueues(queryClient: QueryClient, before: InboxState, after: InboxState): Promise<void> {
  const was = waitingIds(before);
  const changed = [...waitingIds(after)].filter(([key, ids]) => was.has(key) && was.get(key) !== ids).map(([key]) => key.split(':'));
  await Promise.all(
    changed.map(([accountId, memorial]) =>
      queryClient.invalidateQueries({
        queryKey: accountKey(accountId!),
        predicate: (query) => isTouched(query.queryKey, accountId!, 'listContributions', Number(memorial)),
      }),
    ),
  );
}

/**
 * Says it in the app (politely, to a screen reader too). In the desktop app main shows the
 * system's notification; in a browser the page shows one itself, when the person allowed it.
 * Clicking it opens that memorial's waiting tributes.
 */
export function tellOfNewTributes(found: NewTributes): void {
  const store = useAppStore.getState();
  const words = newTributesWords(found);
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
