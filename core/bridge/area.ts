/**
 * The one shape of an area's bridge handlers (core/features/<area>/handlers.ts). Each area exports a factory
 * that takes one typed object of what it needs from the core (picked from `CoreServices`, plus its
 * own) and returns an `Area`: one handler per operation it owns, and how to stop what it runs.
 * app-core.ts makes each area once and spreads their handlers into one BridgeHandlers map, whose
 * type fails to compile while an operation has no handler; dispatch.ts runs a call on that map.
 */
import type { AnyOperation } from '../../shared/api';
import type { AppOperationName, BridgeArgs, BridgeEventName, BridgeEvents, BridgeOperationName, BridgeResult } from '../../shared/bridge';
import { LocalError, type CallAnswer, type CallInput } from '../service/client';
import type { Clock } from '../clock';
import type { CoreIntl } from '../i18n/core-intl';
import type { CoreHome, Files } from '../ports';
import type { Store } from '../store/store';
import type { Lane } from '../service/scheduler';
import { say, type Spoken } from '../../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from './bridge-words';

/** One handler per operation of `N`, typed by the bridge. */
export type AreaHandlers<N extends BridgeOperationName> = { [K in N]: (args: BridgeArgs<K>) => Promise<BridgeResult<K>> };

/** What every area's factory returns. */
export interface Area<N extends BridgeOperationName> {
  handlers: AreaHandlers<N>;
  /** Stops its timers and waits for its work under way (the app is closing). */
  close(): Promise<void>;
}

/** The app operations whose names begin with one of the prefixes ("accounts." → accounts.list, ...). */
export type OperationsOf<Prefix extends string> = Extract<AppOperationName, `${Prefix}${string}`>;

export type AccountKind = 'personal' | 'business';

/** What the core lends its areas; each area's dependencies are a `Pick` of these and its own. */
export interface CoreServices {
  /** The data folder and the folders the person chose (core/ports.ts). */
  files: Files;
  /** What this home can do with files the person asked for (dialogs, a file manager, a share sheet), and its Downloads folder. */
  person: CoreHome['person'];
  /** What must never be lost (core/store/state.ts: state.sqlite). */
  state: Store;
  clock: Clock;
  /** For what areas fetch themselves (a logo, an export, a cover upload); the service's calls go through `call`. */
  fetch: typeof fetch | undefined;
  /** The account a request is for (the one named, else the active one), or a plain refusal. */
  accountFor(requested: string | undefined): { id: string; kind: AccountKind };
  /**
   * One API call for an account, through its scheduler, in the lane given. Offline it fails at
   * once: a person waiting at the screen hears so, only the outbox waits for the connection.
   */
  call<O extends AnyOperation>(accountId: string, op: O, input: CallInput<O>, run: { lane: Lane; key?: string }): Promise<CallAnswer<O>>;
  /** The app's language and its formatter, for what the core writes or shows for a person (files, notifications). */
  words: Pick<CoreIntl, 'intl' | 'locale'>;
  /** An event for the renderer. */
  emit<E extends BridgeEventName>(event: E, payload: BridgeEvents[E]): void;
}

const FOR_KIND: Record<AccountKind, Spoken> = {
  personal: say(CORE_BRIDGE_WORDS.forFamilies),
  business: say(CORE_BRIDGE_WORDS.forFuneralHomes),
};

/** The account a request is for, when only accounts of one kind may ask; the other kind hears so plainly. */
export function accountOfKind(
  accountFor: CoreServices['accountFor'],
  requested: string | undefined,
  kind: AccountKind,
  refusal: Spoken | string = FOR_KIND[kind],
): string {
  const account = accountFor(requested);
  if (account.kind !== kind) throw new LocalError('invalid', refusal);
  return account.id;
}

/** An operation the contract keeps for one kind of token, asked by an account of the other: refused in plain words. */
export function refuseOtherKind(token: AnyOperation['token'], kind: AccountKind): void {
  if (token !== 'any' && token !== kind) throw new LocalError('invalid', FOR_KIND[token === 'personal' ? 'personal' : 'business']);
}

/** An area with nothing of its own to stop. */
export const nothingToClose = (): Promise<void> => Promise.resolve();

/**
 * An area whose code is loaded just after the start instead of with it (the phone's first screen,
 * where the core runs in the page, does without it): its loading begins once `begin` settles (the
 * home's next idle moment, after the first screen; at once by default), or at its first call if
 * that comes sooner. Each call waits for it, and closing waits for it too. A load that fails fails
 * each call with it, and is heard again on the next call rather than kept.
 */
export interface AreaLoadedLater<N extends BridgeOperationName> extends Area<N> {
  /**
   * Settles once the area has loaded and done what it does at its start, trying again first when
   * an earlier load failed (or once it could not load): forgetting an account waits for it, so an
   * older version's files are never carried in for an account already forgotten.
   */
  settled(): Promise<void>;
}

export function areaLoadedLater<N extends BridgeOperationName>(
  names: readonly N[],
  load: () => Promise<Area<N>>,
  begin: Promise<void> = Promise.resolve(),
): AreaLoadedLater<N> {
  let loading: Promise<Area<N>> | null = null;
  const loaded = (): Promise<Area<N>> => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  // Begun soon after the start, so that what the area does at its start (a sweep, an older version's files) happens soon.
  let closed = false;
  const go = () =>
    closed
      ? undefined
      : loaded().catch((error: unknown) => console.error('memorial-desk: an area could not be loaded', error instanceof Error ? error.message : error));
  // A home whose idle moment fails to come gets its areas loaded then all the same.
  void begin.then(go, go);
  const handlers = Object.fromEntries(
    names.map((name) => [name, async (args: BridgeArgs<N>) => (await loaded()).handlers[name](args)]),
  ) as unknown as AreaHandlers<N>;
  return {
    handlers,
    settled: async () => {
      await loaded().catch(() => null);
    },
    async close() {
      closed = true;
      const area = await loading?.catch(() => null);
      await area?.close();
    },
  };
}
