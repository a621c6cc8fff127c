/**
 * The contract's operations on the bridge: how the core carries each one (a read, a queued change, a
 * send), what the renderer may add to an operation's own inputs, and what it gets back.
 */
import { z } from 'zod';
import { operations, type OperationName, type Operations } from '../api';
import { ContributionStatus } from '../api/contributions';
import { UpdateMemorialBody } from '../api/memorials';
import { LIMITS } from '../limits';
import { lazy } from '../api/lazy';

/**
 * How the core carries each API operation the renderer may call:
 * - `read`: through the account's scheduler, coalesced with identical reads in flight;
 *   `background: true` marks a refresh the person did not ask for (it may be delayed or dropped).
 * - `queue`: a person's change, written to the durable outbox before the UI calls it queued,
 *   sent in order once the service can be reached; its result arrives as an `outbox` event.
 * - `send`: a person's request that needs its answer now (creating, exporting, sharing);
 *   sent ahead of background work, or refused at once with a plain reason when offline.
 * The device-flow operations are the core's own business and are not on the bridge.
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

/** The longest of a memorial's fields a change can set (the obituary). */
const LONGEST_MEMORIAL_FIELD = Math.max(
  LIMITS.deceasedName,
  LIMITS.title,
  LIMITS.subtitle,
  LIMITS.obituary,
  LIMITS.restingPlaceNotes,
  LIMITS.restingPlaceUrl,
  LIMITS.contentScope,
);
/** A memorial field's value as a form saw it. */
const FieldValue = lazy(() => z.union([z.string().max(LONGEST_MEMORIAL_FIELD), z.number(), z.boolean(), z.null()]));
/** A field a memorial's change can set: the contract's PATCH body names them all. */
const FieldName = lazy(() =>
  z.enum(Object.keys(UpdateMemorialBody.shape) as [keyof typeof UpdateMemorialBody.shape, ...(keyof typeof UpdateMemorialBody.shape)[]]),
);

/** What a person saw when they made a change: carried with it to the outbox, compared before it is sent. */
export const Seen = lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('tribute'), status: TributeStatus, pinned: z.boolean(), readAt: z.string().max(40) }),
    /** The memorial's fields the change sets, as the form started from them. */
    z.strictObject({ kind: z.literal('memorial'), fields: z.partialRecord(FieldName, FieldValue), readAt: z.string().max(40) }),
  ]),
);
export type Seen = z.infer<typeof Seen>;

/**
 * Why a change was not sent: what it was decided on changed on the service since the person saw it
 * (another computer, usually). The entry ends `refused` with code `changed_elsewhere`; this says
 * what it is now, so the screen can say "Already approved on another computer" and offer what
 * still makes sense (do it anyway, or leave it).
 */
export const ChangedElsewhere = lazy(() =>
  z.strictObject({
    /** When the core noticed (ISO). */
    noticedAt: z.string(),
    seen: Seen,
    now: z.discriminatedUnion('kind', [
      /** `gone`: the tribute is in none of the memorial's lists any more. */
      z.strictObject({ kind: z.literal('tribute'), status: z.union([TributeStatus, z.literal('gone')]), pinned: z.boolean() }),
      /** Only the fields that differ from what the person saw. */
      z.strictObject({ kind: z.literal('memorial'), fields: z.partialRecord(FieldName, FieldValue) }),
    ]),
  }),
);
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
  /** Queued changes only: words for the sync panel ("Approve June's tribute"); the core has a plain default. */
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
   * the memorial's fields as the form started from them). The core compares it with the service
   * before sending, and does not send over something changed since (see `ChangedElsewhere`).
   */
  seen?: Seen;
  /**
   * Queued changes only: the change's id, chosen by the screen as the person acted, so that Undo
   * can name it from that moment (issue 28). The core keeps it as the outbox entry's id.
   */
  changeId?: string;
  /**
   * The account the screen was showing when it asked. The core answers for that account, so an
   * answer that arrives after a switch is never filed under the other one. Default: the active one.
   */
  accountId?: string;
};

/** The service's answer to a read or send: the documented success status and its body. */
export interface ApiAnswer<N extends ApiBridgeName> {
  status: number;
  data: SuccessBody<N>;
  /**
   * Reads only: when the service gave this answer (ISO), which may be long ago when the core answered
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

/** Checks an API operation's arguments in the core (never trust the renderer). */
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
