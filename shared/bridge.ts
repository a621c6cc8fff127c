/**
 * The bridge: every operation the renderer may ask the main process for, and every event main
 * sends back. One typed map, read by the Electron preload, the IPC handlers and browser mode's
 * local host alike (after GitHub Desktop's ipc-shared.ts). The renderer never sees a token: it
 * names an operation, main adds the account's credentials.
 *
 * A handler map typed `BridgeHandlers` must have one handler per operation, or it does not compile.
 */
import { z } from 'zod';
import { operations, type OperationName, type Operations } from './api';
import { ContributionStatus } from './api/contributions';
import { OUTBOX_STATES } from './outbox-states';
import { COVER_EVENTS, COVER_OPERATIONS } from './bridge-cover';
import { PREMIUM_EVENTS, PREMIUM_OPERATIONS } from './bridge-premium';
import { INBOX_EVENTS, INBOX_OPERATIONS } from './bridge-inbox';
import { DESK_EVENTS, DESK_OPERATIONS } from './bridge-desk';
import { KEEPING_EVENTS, KEEPING_OPERATIONS } from './bridge-keeping';
import { LIMITS } from './limits';
import type { BRIDGE_EVENT_NAMES } from './bridge-names';

// How a failed call reaches the renderer, in a file of its own; named here too, with the bridge.
export { BridgeError, bridgeError, toBridgeError, UNEXPECTED_MESSAGE, type BridgeErrorKind } from './bridge-error';

/**
 * How main carries each API operation the renderer may call:
 * - `read`: through the account's scheduler, coalesced with identical reads in flight;
 *   `background: true` marks a refresh the person did not ask for (it may be delayed or dropped).
 * - `queue`: a person's change, written to the durable outbox before the UI calls it queued,
 *   sent in order once the service can be reached; its result arrives as an `outbox` event.
 * - `send`: a person's request that needs its answer now (creating, exporting, sharing);
 *   sent ahead of background work, or refused at once with a plain reason when offline.
 * The device-flow operations are main's own business and are not on the bridge.
 */
export const API_MODES = {
  ping: 'read',
  listTemplates: 'read',
  getOrganization: 'read',
  listOwners: 'read',
  listMemorials: 'read',
  provisionMemorial: 'send',
  getMemorial: 'read',
  resendInvitation: 'send',
  listMyMemorials: 'read',
  createMyMemorial: 'send',
  getMyMemorial: 'read',
  updateMyMemorial: 'queue',
  deleteMyMemorial: 'send',
  getMyMemorialStatus: 'read',
  getDraft: 'read',
  getVisits: 'read',
  createUploadGrant: 'send',
  getFund: 'read',
  saveFund: 'queue',
  deleteFund: 'queue',
  listBroadcasts: 'read',
  createBroadcast: 'queue',
  listRsvps: 'read',
  createShareLink: 'send',
  listContributions: 'read',
  approveContribution: 'queue',
  rejectContribution: 'queue',
  hideContribution: 'queue',
  restoreContribution: 'queue',
  pinContribution: 'queue',
  unpinContribution: 'queue',
  startExport: 'send',
  getExport: 'read',
} as const satisfies Record<Exclude<OperationName, 'requestDeviceCode' | 'exchangeDeviceCode'>, 'read' | 'queue' | 'send'>;

export type ApiBridgeName = keyof typeof API_MODES;
export type ApiMode = (typeof API_MODES)[ApiBridgeName];
type OfMode<M extends ApiMode> = { [N in ApiBridgeName]: (typeof API_MODES)[N] extends M ? N : never }[ApiBridgeName];
/** Reads: cached, coalesced, droppable when in the background. */
export type ReadName = OfMode<'read'>;
/** A person's changes, through the durable outbox. */
export type QueuedName = OfMode<'queue'>;
/** A person's requests that need their answer now. */
export type SendName = OfMode<'send'>;

export const QUEUED_NAMES = (Object.keys(API_MODES) as ApiBridgeName[]).filter((name): name is QueuedName => API_MODES[name] === 'queue');
export const READ_NAMES = (Object.keys(API_MODES) as ApiBridgeName[]).filter((name): name is ReadName => API_MODES[name] === 'read');

/** A tribute's status, the contract's (the `deleted` list holds the hidden ones). */
export const TributeStatus = ContributionStatus;
export type TributeStatus = ContributionStatus;

/** A memorial field's value as a form saw it. */
const FieldValue = z.union([z.string().max(10_000), z.number(), z.boolean(), z.null()]);

/** What a person saw when they made a change: carried with it to the outbox, compared before it is sent. */
export const Seen = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('tribute'), status: TributeStatus, pinned: z.boolean(), readAt: z.string().max(40) }),
  /** The memorial's fields the change sets, as the form started from them. */
  z.strictObject({ kind: z.literal('memorial'), fields: z.record(z.string().max(40), FieldValue), readAt: z.string().max(40) }),
]);
export type Seen = z.infer<typeof Seen>;

/**
 * Why a change was not sent: what it was decided on changed on the service since the person saw it
 * (another computer, usually). The entry ends `refused` with code `changed_elsewhere`; this says
 * what it is now, so the screen can say "Already approved on another computer" and offer what
 * still makes sense (do it anyway, or leave it).
 */
export const ChangedElsewhere = z.strictObject({
  /** When main noticed (ISO). */
  noticedAt: z.string(),
  seen: Seen,
  now: z.discriminatedUnion('kind', [
    /** `gone`: the tribute is in none of the memorial's lists any more. */
    z.strictObject({ kind: z.literal('tribute'), status: z.union([TributeStatus, z.literal('gone')]), pinned: z.boolean() }),
    /** Only the fields that differ from what the person saw. */
    z.strictObject({ kind: z.literal('memorial'), fields: z.record(z.string().max(40), FieldValue) }),
  ]),
});
export type ChangedElsewhere = z.infer<typeof ChangedElsewhere>;

/** The outbox code of a change held back because what it was decided on changed elsewhere. */
export const CHANGED_ELSEWHERE = 'changed_elsewhere';

/** What the renderer sends for an API operation: the operation's own inputs, nothing else. */
export type ApiInput<N extends ApiBridgeName> = {
  params?: z.input<Operations[N]['params']>;
  query?: z.input<Operations[N]['query']>;
  body?: z.input<Operations[N]['body']>;
  /** Reads only: a refresh nobody asked for, which may wait behind a person's actions. */
  background?: boolean;
  /** Reads only: the person asked to check now, so the service's answer, not the one kept. */
  fresh?: boolean;
  /**
   * Reads only: a screen following something under way (a safety check, an export being
   * prepared) on its own backing-off pace: the service is asked, in the background lane.
   */
  follow?: boolean;
  /** Queued changes only: words for the sync panel ("Approve June's tribute"); main has a plain default. */
  label?: string;
  /**
   * Queued changes to a tribute: the memorial it belongs to (a tribute's address does not say),
   * so the change shows on that memorial and can be checked through its lists.
   */
  memorialId?: number;
  /** Queued changes only: keep it back this long (ms) before sending, so the person can undo it. */
  holdMs?: number;
  /**
   * Queued changes only: what the person saw when they decided (the tribute's status and pin, or
   * the memorial's fields as the form started from them). Main compares it with the service
   * before sending, and does not send over something changed since (see `ChangedElsewhere`).
   */
  seen?: Seen;
  /**
   * Queued changes only: the change's id, chosen by the screen as the person acted, so that Undo
   * can name it from that moment (issue 28). Main keeps it as the outbox entry's id.
   */
  changeId?: string;
  /**
   * The account the screen was showing when it asked. Main answers for that account, so an
   * answer that arrives after a switch is never filed under the other one. Default: the active one.
   */
  accountId?: string;
};

/** The service's answer to a read or send: the documented success status and its body. */
export interface ApiAnswer<N extends ApiBridgeName> {
  status: number;
  data: SuccessBody<N>;
  /**
   * Reads only: when the service gave this answer (ISO), which may be long ago when main answered
   * from what it kept (offline, or still fresh), and the read's name among the kept answers, which
   * `replica` events use when a newer answer arrives.
   */
  readAt?: string;
  inputKey?: string;
  /** Reads only: how long such an answer counts as fresh (ms); a screen showing one older says how old it is. */
  freshMs?: number;
}

type SuccessStatus<N extends ApiBridgeName> = Extract<keyof Operations[N]['responses'], 200 | 201 | 202>;
export type SuccessBody<N extends ApiBridgeName> = z.output<Operations[N]['responses'][SuccessStatus<N>]>;

/** Checks an API operation's arguments in main (never trust the renderer). */
export function apiArgsSchema(name: ApiBridgeName) {
  const op = operations[name];
  return z.strictObject({
    params: op.params.optional(),
    query: op.query.optional(),
    body: op.body.optional(),
    background: z.boolean().optional(),
    fresh: z.boolean().optional(),
    follow: z.boolean().optional(),
    label: z.string().max(200).optional(),
    memorialId: z.number().int().positive().optional(),
    holdMs: z.number().int().min(0).max(30_000).optional(),
    seen: Seen.optional(),
    changeId: z.uuid().optional(),
    accountId: z.string().min(1).max(100).optional(),
  });
}

// ---------------------------------------------------------------------------------------------
// App operations and the records they return.

export const AccountInfo = z.strictObject({
  id: z.string(),
  kind: z.enum(['personal', 'business']),
  /** The person's or organization's name as the person knows it. */
  name: z.string(),
  /** False when the secret is gone (session-only sign-in after a restart, or the keychain lost it). */
  signedIn: z.boolean(),
});
export type AccountInfo = z.infer<typeof AccountInfo>;

export const AccountsState = z.strictObject({
  accounts: z.array(AccountInfo),
  activeId: z.string().nullable(),
});
export type AccountsState = z.infer<typeof AccountsState>;

export const AppStatus = z.strictObject({
  /**
   * Whether the service answered lately: true, false, or null while nothing has been asked yet
   * (no account signed in), so the app never claims a connection it has not seen.
   */
  online: z.boolean().nullable(),
  /**
   * Since when the service has not answered (ISO), while `online` is false. Screens say "Offline"
   * only once this is some seconds old, so a short drop does not flash.
   */
  offlineSince: z.string().nullable(),
  /** A person's changes written to disk and not yet answered by the service. */
  waiting: z.number().int(),
  /** While the rate limit holds traffic back: when it lifts (ISO time). */
  rateLimitedUntil: z.string().nullable(),
  serviceUrl: z.string(),
  demo: z.boolean(),
  /** `os`: tokens in the OS keychain. `session`: no keychain here; sign-ins last until the app closes. */
  secretStorage: z.enum(['os', 'session']),
  /** A plain explanation when secretStorage is `session`. */
  secretStorageNote: z.string().nullable(),
  /**
   * The operating system's regional format (BCP 47, "en-AU"), for dates and numbers: Electron's
   * app.getSystemLocale(). Null in browser mode, where the browser's own report stands for it.
   */
  locale: z.string().max(100).nullable().optional(),
});
export type AppStatus = z.infer<typeof AppStatus>;

export const OutboxEntry = z.strictObject({
  id: z.string(),
  accountId: z.string(),
  operation: z.string(),
  label: z.string(),
  /** The memorial and the tribute the change is about, so each screen can show it where it belongs. */
  memorialId: z.number().int().nullable(),
  contributionId: z.number().int().nullable(),
  /** The reads the change alters (operation names): refreshed when it ends. */
  touches: z.array(z.string()),
  /** While the person may still take it back (Undo): it is not sent before this time (ISO). */
  holdUntil: z.string().nullable(),
  /** What the person asked for (the request's body: their own words and settings), to show while it waits. */
  body: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  /**
   * queued: written, waiting its turn. sending: on the wire. checking: a send's outcome was lost
   * (timeout, cut connection), so the resource is read before anything is sent again.
   * done: the service accepted it. refused: the service said no, in its own words (`message`).
   */
  state: z.enum(OUTBOX_STATES),
  /**
   * While queued, what it waits for, and until about when (ISO; null when nobody can say): the
   * minute's request limit, the connection, the five-minute pause between wording changes, or a
   * sign-in. Null when it is simply next. `sending` is said only while it is on the wire.
   */
  waiting: z
    .strictObject({
      reason: z.enum(['limit', 'network', 'wording', 'signed-out']),
      until: z.string().nullable(),
    })
    .nullable(),
  attempts: z.number().int(),
  message: z.string().nullable(),
  code: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** With code `changed_elsewhere`: what changed on the service since the person saw it. */
  conflict: ChangedElsewhere.optional(),
});
export type OutboxEntry = z.infer<typeof OutboxEntry>;

export const OutboxState = z.strictObject({ entries: z.array(OutboxEntry) });
export type OutboxState = z.infer<typeof OutboxState>;

export const DeviceSignIn = z.strictObject({
  flowId: z.string(),
  state: z.enum(['waiting', 'approved', 'denied', 'expired', 'cancelled', 'failed']),
  /** The short code the person types or checks. The device_code never leaves main. */
  userCode: z.string(),
  verificationUri: z.string(),
  /** The link to open in the browser (it carries the user code, nothing secret). */
  verificationUriComplete: z.string(),
  expiresAt: z.string(),
  /** What to tell the person now, in plain words. */
  message: z.string(),
  account: AccountInfo.nullable(),
});
export type DeviceSignIn = z.infer<typeof DeviceSignIn>;

export const BusinessSignInResult = z.strictObject({
  account: AccountInfo,
  organization: z.strictObject({
    name: z.string(),
    displayName: z.string().nullable(),
    brandColor: z.string(),
    logoUrl: z.string().nullable(),
  }),
});

export const Settings = z.strictObject({
  serviceUrl: z.string(),
  /** Desktop notifications of new tributes waiting for approval (never of the person's own actions). */
  notifications: z.boolean(),
  /** Settings this computer's administrator set in the machine-wide file: shown, not changeable. */
  locked: z.array(z.string()),
  /** That file's path, or null when nothing is locked. */
  lockedBy: z.string().nullable(),
});
export type Settings = z.infer<typeof Settings>;

/**
 * What the screens remember between starts, kept by main (browser mode's address changes each
 * start, so the page's own storage would forget): the place the person was, and notes dismissed.
 */
export const UiMemory = z.strictObject({
  /** The router's path and search of the last place ("/memorials/12/tributes?status=pending"). */
  place: z
    .string()
    .max(500)
    .regex(/^\/[^\s]*$/)
    .nullable(),
  /** The account that place belongs to, so a restart reopens it with that account (not another kind's). */
  placeAccountId: z.string().min(1).max(100).nullable().optional(),
  sessionNoteDismissed: z.boolean(),
});
export type UiMemory = z.infer<typeof UiMemory>;

const Empty = z.strictObject({});
const AccountId = z.strictObject({ id: z.string().min(1).max(100) });

export const APP_OPERATIONS = {
  'app.status': { args: Empty, result: AppStatus },
  /** Opens an http(s) address in the system browser; anything else is refused. */
  'app.openExternal': {
    args: z.strictObject({ url: z.url({ protocol: /^https?$/ }).max(4000) }),
    result: z.strictObject({ opened: z.boolean() }),
  },
  'accounts.list': { args: Empty, result: AccountsState },
  'accounts.switch': { args: AccountId, result: AccountsState },
  'accounts.signOut': { args: AccountId, result: AccountsState },
  /** The person's own name for an account ("Mum's memorials"); empty goes back to the default. */
  'accounts.rename': {
    args: z.strictObject({
      id: z.string().min(1).max(100),
      name: z
        .string()
        .trim()
        .max(LIMITS.app.accountName, { message: `Please keep the name to ${LIMITS.app.accountName} characters or fewer.` }),
    }),
    result: AccountsState,
  },
  /** Demo only: signs in to the demo world's family and funeral home afresh. */
  'signIn.demo': { args: Empty, result: AccountsState },
  /** `again`: a family account whose sign-in is gone; the new sign-in goes back into it. */
  'signIn.device.start': { args: z.strictObject({ again: z.string().min(1).max(100).optional() }), result: DeviceSignIn },
  'signIn.device.get': { args: z.strictObject({ flowId: z.string().min(1).max(100) }), result: DeviceSignIn },
  'signIn.device.cancel': { args: z.strictObject({ flowId: z.string().min(1).max(100) }), result: DeviceSignIn },
  /** The one time a token crosses the bridge: pasted by the person, on its way into the keychain. */
  'signIn.business': {
    args: z.strictObject({
      token: z
        .string()
        .trim()
        .min(1, { message: 'Please paste the business token.' })
        .max(500)
        .regex(/^(bearer\s+)?[\x21-\x7e]+$/i, { message: 'That does not look like a token: it has spaces or unusual characters. Please copy it again.' }),
    }),
    result: BusinessSignInResult,
  },
  'settings.get': { args: Empty, result: Settings },
  'settings.set': {
    args: z.strictObject({
      serviceUrl: z
        .url({ protocol: /^https?$/, error: 'That is not a web address: it should start with https://, like https://memorials.example.org/api/v1.' })
        .max(LIMITS.app.serviceUrl, { error: `That address is too long (${LIMITS.app.serviceUrl} characters at most).` })
        .optional(),
      notifications: z.boolean().optional(),
    }),
    result: Settings,
  },
  'ui.get': { args: Empty, result: UiMemory },
  'ui.set': { args: UiMemory.partial().strict(), result: UiMemory },
  'outbox.list': { args: Empty, result: OutboxState },
  /** Undo: take back a change that has not gone out yet (refused, in plain words, once it has). */
  'outbox.cancel': { args: z.strictObject({ id: z.string().min(1).max(100) }), result: OutboxState },
  /** Forget a finished entry (done or refused) once the person has seen it. */
  'outbox.dismiss': { args: z.strictObject({ id: z.string().min(1).max(100) }), result: OutboxState },
  ...COVER_OPERATIONS,
  ...PREMIUM_OPERATIONS,
  ...INBOX_OPERATIONS,
  ...DESK_OPERATIONS,
  ...KEEPING_OPERATIONS,
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

/** Main's side: one handler per operation, or the map does not compile. */
export type BridgeHandlers = {
  [N in BridgeOperationName]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>>;
};

/** Events main pushes to the renderer. */
export const BRIDGE_EVENTS = {
  status: AppStatus,
  accounts: AccountsState,
  outbox: OutboxState,
  deviceSignIn: DeviceSignIn,
  /**
   * A kept answer changed (or was read again unchanged, when `data` is absent): screens showing
   * that read follow it without asking.
   */
  replica: z.strictObject({
    accountId: z.string(),
    operation: z.string(),
    inputKey: z.string(),
    status: z.number().int(),
    data: z.unknown().optional(),
    readAt: z.string(),
  }),
  /** Go to a place in the app (a `memorialdesk://` link the system handed to the desktop app). */
  navigate: z.strictObject({
    path: z
      .string()
      .max(500)
      .regex(/^\/[A-Za-z0-9/_?=&.-]*$/),
  }),
  ...COVER_EVENTS,
  ...PREMIUM_EVENTS,
  ...INBOX_EVENTS,
  ...DESK_EVENTS,
  ...KEEPING_EVENTS,
} as const;
export type BridgeEventName = keyof typeof BRIDGE_EVENTS;
export type BridgeEvent<E extends BridgeEventName> = z.output<(typeof BRIDGE_EVENTS)[E]>;
export type BridgeEvents = { [E in BridgeEventName]: BridgeEvent<E> };

export { BRIDGE_EVENT_NAMES, EVENT_SNAPSHOTS } from './bridge-names';
/** The event names the renderer knows without the schemas (bridge-names.ts) are exactly these. */
const EVENT_NAMES_AGREE: [BridgeEventName] extends [(typeof BRIDGE_EVENT_NAMES)[number]]
  ? [(typeof BRIDGE_EVENT_NAMES)[number]] extends [BridgeEventName]
    ? true
    : never
  : never = true;
void EVENT_NAMES_AGREE;

/** The renderer's view of the bridge (preload in Electron, a WebSocket in browser mode). */
export interface Bridge {
  call<N extends BridgeOperationName>(name: N, args: BridgeArgs<N>): Promise<BridgeResult<N>>;
  subscribe<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void;
}
