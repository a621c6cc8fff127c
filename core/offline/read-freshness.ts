/**
 * Every read the renderer may ask for, described once (beside queued-operations.ts, which does the
 * same for changes): how long a kept answer counts as fresh, so the core answers from the replica and
 * reads the service again only when an answer is older than that; and whether an answer may be
 * kept on disk at all.
 *
 * Typed against the bridge's reads: a read added to the bridge without an entry does not compile.
 */
import type { ReadName, SendName } from '../../shared/bridge';

export interface ReadFreshness {
  /** An answer younger than this is served as it is, with no request. */
  freshMs: number;
  /**
   * `disk`: kept in the replica, shown again offline and after a restart. `memory`: the answer
   * carries something secret (a token, a signed download address), so it is kept only in memory,
   * only to join identical reads, and never written down.
   */
  keep: 'disk' | 'memory';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The answers joined when asked again this soon, whatever the read: two screens (or a screen and
 * a sweep) asking the same thing within a few seconds cost one request.
 */
export const JOIN_MS = 5 * SECOND;

/**
 * A read the person asked to be checked now (Check again, the lists a change of theirs touched)
 * joins only one in flight or answered this instant: they ask because something may have changed.
 */
export const FRESH_JOIN_MS = SECOND;

export const READ_FRESHNESS: { readonly [N in ReadName]: ReadFreshness } = {
  // The token's abilities and the token itself: never kept.
  ping: { freshMs: JOIN_MS, keep: 'memory' },
  // The catalogue of designs changes with the service's releases, not with the person's day.
  listTemplates: { freshMs: 24 * 60 * MINUTE, keep: 'disk' },
  getOrganization: { freshMs: 10 * MINUTE, keep: 'disk' },
  listOwners: { freshMs: MINUTE, keep: 'disk' },
  listMemorials: { freshMs: MINUTE, keep: 'disk' },
  getMemorial: { freshMs: MINUTE, keep: 'disk' },
  listMyMemorials: { freshMs: MINUTE, keep: 'disk' },
  getMyMemorial: { freshMs: 30 * SECOND, keep: 'disk' },
  // Followed while a memorial is being prepared or checked: the screens ask every few seconds.
  getMyMemorialStatus: { freshMs: JOIN_MS, keep: 'disk' },
  getDraft: { freshMs: JOIN_MS, keep: 'disk' },
  // Counted by the service once a day at most matters here; the history is written down apart.
  getVisits: { freshMs: 10 * MINUTE, keep: 'disk' },
  getFund: { freshMs: MINUTE, keep: 'disk' },
  listBroadcasts: { freshMs: MINUTE, keep: 'disk' },
  listRsvps: { freshMs: MINUTE, keep: 'disk' },
  // The inbox sweep reads the waiting tributes on its own pace; a screen's list is as fresh as that.
  listContributions: { freshMs: 30 * SECOND, keep: 'disk' },
  // A ready export carries a signed download address: a credential, never written down.
  getExport: { freshMs: JOIN_MS, keep: 'memory' },
};

/**
 * The reads each of the person's sends alters (of its memorial, or the account's lists): their kept
 * answers are old once the send is answered, so the next look asks the service. The queued
 * changes say the same in queued-operations.ts.
 */
export const SEND_TOUCHES: { readonly [N in SendName]: readonly ReadName[] } = {
  provisionMemorial: ['listMemorials', 'getOrganization'],
  resendInvitation: ['listMemorials', 'getMemorial'],
  createMyMemorial: ['listMyMemorials'],
  deleteMyMemorial: ['listMyMemorials', 'getMyMemorial', 'getMyMemorialStatus'],
  createUploadGrant: [],
  createShareLink: [],
  startExport: ['getExport'],
};
