/**
 * The renderer's only way to the core: each kind of bridge call, typed by the bridge. Components use
 * the hooks built on these (reads, queued changes, sends), never the bridge itself.
 */
import type {
  ApiAnswer,
  ApiInput,
  AppOperationName,
  BridgeArgs,
  BridgeEvent,
  BridgeEventName,
  BridgeResult,
  OutboxEntry,
  QueuedName,
  ReadName,
  SendName,
  SuccessBody,
} from '../../shared/bridge';
import { getBridge } from '../bridge';
import { noteAnswer } from './kept-answers';
import { messageInLanguage } from './message-format';

/**
 * A read through the core, which answers from what it kept or asks the service: the body of the
 * answer. `shownBy` (a query's hash) is the query that shows it, so it follows newer answers and
 * is dated by the service's time.
 */
export async function read<N extends ReadName>(name: N, input: ApiInput<N>, shownBy?: { accountId: string; queryHash: string }): Promise<SuccessBody<N>> {
  // For a read, BridgeArgs<N> is ApiInput<N> and BridgeResult<N> is ApiAnswer<N>; TypeScript
  // cannot see through the conditional types while N is still generic.
  const answer = (await getBridge().call(name, input as BridgeArgs<N>)) as ApiAnswer<N>;
  if (shownBy) noteAnswer(answer, shownBy.accountId, name, shownBy.queryHash);
  return answer.data;
}

/** A person's change, written to the core's outbox: resolves once it is on disk, with its entry. */
export async function queue<N extends QueuedName>(name: N, input: ApiInput<N>): Promise<OutboxEntry> {
  const answer = (await getBridge().call(name, input as BridgeArgs<N>)) as { queued: OutboxEntry };
  return answer.queued;
}

/** A request that needs its answer now (or a plain refusal when the service cannot be reached). */
export async function send<N extends SendName>(name: N, input: ApiInput<N>): Promise<ApiAnswer<N>> {
  return (await getBridge().call(name, input as BridgeArgs<N>)) as ApiAnswer<N>;
}

/** One of the core's own operations (accounts, sign-in, settings, the outbox, the screens' memory). */
export function appCall<N extends AppOperationName>(name: N, args: BridgeArgs<N>): Promise<BridgeResult<N>> {
  // The core's own words in its answer (a saved file, a sign-in's state) in the person's language.
  return getBridge().call(name, args).then(messageInLanguage);
}

export function subscribe<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void {
  return getBridge().subscribe(event, (payload) => listener(messageInLanguage(payload)));
}

/**
 * Opens an http(s) address in the person's browser. In Electron the core does it; in browser mode
 * the core cannot reach this browser, says so with `opened: false`, and the page opens a new tab.
 */
export async function openExternal(url: string): Promise<void> {
  const { opened } = await appCall('app.openExternal', { url });
  if (!opened) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * Offers a link to the system's share sheet, where the app has one (the phone; `status.canShare`):
 * true once the person chose where it goes, false when they closed the sheet.
 */
export async function shareLink(title: string, url: string): Promise<boolean> {
  const { shared } = await appCall('app.share', { title, url });
  return shared;
}

export { isDesktopWindow } from '../bridge';
