/**
 * The bridge: every operation the renderer may ask the core for, and every event the core sends
 * back, assembled here from one file per area (shared/bridge/<area>.ts, the same name as
 * core/features/<area>/ and renderer/features/<area>/). One typed map, read by the Electron
 * preload, the IPC handlers, browser mode's local host and the phone's in-page bridge alike (after
 * GitHub Desktop's ipc-shared.ts). The renderer never sees a token: it names an operation, the
 * core adds the account's credentials.
 *
 * A handler map typed `BridgeHandlers` must have one handler per operation, or it does not compile.
 */
import { z } from 'zod';
import { ACCOUNTS_OPERATIONS, AccountsState, DeviceSignIn } from './accounts';
import { API_MODES, type ApiAnswer, type ApiBridgeName, type ApiInput } from './api';
import { APP_OPERATIONS_OF_APP, AppStatus } from './app';
import { DESK_EVENTS, DESK_OPERATIONS } from './desk';
import { EXPORTS_EVENTS, EXPORTS_OPERATIONS } from './exports';
import { MEMORIALS_EVENTS, MEMORIALS_OPERATIONS } from './memorials';
import { MODERATION_EVENTS, MODERATION_OPERATIONS } from './moderation';
import { OUTBOX_OPERATIONS, OutboxState, type OutboxEntry } from './outbox';
import { POSTS_OPERATIONS } from './posts';
import { SETTINGS_OPERATIONS } from './settings';
import { VISITS_OPERATIONS } from './visits';
import { EVENT_SNAPSHOTS, type BRIDGE_EVENT_NAMES } from './names';
import { lazy } from '../api/lazy';

export * from './accounts';
export * from './api';
export * from './app';
export * from './outbox';
export * from './settings';
// How a failed call reaches the renderer, in a file of its own; named here too, with the bridge.
export { bridgeError, toBridgeError, UNEXPECTED_MESSAGE, type BridgeError, type BridgeErrorKind } from './error';

export const APP_OPERATIONS = {
  ...APP_OPERATIONS_OF_APP,
  ...ACCOUNTS_OPERATIONS,
  ...SETTINGS_OPERATIONS,
  ...OUTBOX_OPERATIONS,
  ...MEMORIALS_OPERATIONS,
  ...MODERATION_OPERATIONS,
  ...VISITS_OPERATIONS,
  ...EXPORTS_OPERATIONS,
  ...POSTS_OPERATIONS,
  ...DESK_OPERATIONS,
} as const;

export type AppOperationName = keyof typeof APP_OPERATIONS;
export type BridgeOperationName = ApiBridgeName | AppOperationName;

export type BridgeArgs<N extends BridgeOperationName> = N extends AppOperationName
  ? z.input<(typeof APP_OPERATIONS)[N]['args']>
  : N extends ApiBridgeName
    ? ApiInput<N>
    : never;

export type BridgeResult<N extends BridgeOperationName> = N extends AppOperationName
  ? z.output<(typeof APP_OPERATIONS)[N]['result']>
  : N extends ApiBridgeName
    ? (typeof API_MODES)[N] extends 'queue'
      ? { queued: OutboxEntry }
      : ApiAnswer<N>
    : never;

export const BRIDGE_OPERATION_NAMES: readonly BridgeOperationName[] = [
  ...(Object.keys(API_MODES) as ApiBridgeName[]),
  ...(Object.keys(APP_OPERATIONS) as AppOperationName[]),
];

export function isBridgeOperation(name: unknown): name is BridgeOperationName {
  return typeof name === 'string' && (BRIDGE_OPERATION_NAMES as readonly string[]).includes(name);
}

/** The core's side: one handler per operation, or the map does not compile. */
export type BridgeHandlers = {
  [N in BridgeOperationName]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>>;
};

/** Events the core pushes to the renderer. */
export const BRIDGE_EVENTS = {
  status: AppStatus,
  accounts: AccountsState,
  outbox: OutboxState,
  deviceSignIn: DeviceSignIn,
  /**
   * A kept answer changed (or was read again unchanged, when `data` is absent): screens showing
   * that read follow it without asking.
   */
  replica: lazy(() =>
    z.strictObject({
      accountId: z.string(),
      operation: z.string(),
      inputKey: z.string(),
      status: z.number().int(),
      data: z.unknown().optional(),
      readAt: z.string(),
    }),
  ),
  /** Go to a place in the app (a `memorialdesk://` link the system handed to the desktop app). */
  navigate: lazy(() =>
    z.strictObject({
      path: z
        .string()
        .max(500)
        .regex(/^\/[A-Za-z0-9/_?=&.-]*$/),
    }),
  ),
  ...MEMORIALS_EVENTS,
  ...MODERATION_EVENTS,
  ...EXPORTS_EVENTS,
  ...DESK_EVENTS,
} as const;
export type BridgeEventName = keyof typeof BRIDGE_EVENTS;
export type BridgeEvent<E extends BridgeEventName> = z.output<(typeof BRIDGE_EVENTS)[E]>;
export type BridgeEvents = { [E in BridgeEventName]: BridgeEvent<E> };

export { BRIDGE_EVENT_NAMES, EVENT_SNAPSHOTS } from './names';
/** The event names the renderer knows without the schemas (names.ts) are exactly these. */
const EVENT_NAMES_AGREE: [BridgeEventName] extends [(typeof BRIDGE_EVENT_NAMES)[number]]
  ? [(typeof BRIDGE_EVENT_NAMES)[number]] extends [BridgeEventName]
    ? true
    : never
  : never = true;
void EVENT_NAMES_AGREE;
/** Each snapshot (names.ts, which imports nothing of this file) pairs an event with an operation that reads its state. */
const SNAPSHOT_EVENTS_AGREE: [keyof typeof EVENT_SNAPSHOTS] extends [BridgeEventName] ? true : never = true;
void SNAPSHOT_EVENTS_AGREE;
void (EVENT_SNAPSHOTS satisfies Partial<Record<BridgeEventName, AppOperationName>>);

/** The renderer's view of the bridge (preload in Electron, a WebSocket in browser mode). */
export interface Bridge {
  call<N extends BridgeOperationName>(name: N, args: BridgeArgs<N>): Promise<BridgeResult<N>>;
  subscribe<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void;
}
