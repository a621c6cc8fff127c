/**
 * The names of the events the core pushes, and the operation that reads each one's state, without
 * their schemas. The renderer's first screen needs only these; the schemas stay in index.ts and,
 * with them, every operation's, out of the JavaScript loaded before the first screen (the startup
 * bench counts it). index.ts checks that the names are exactly its events' and the snapshots its
 * operations'; this file imports nothing, so the check runs one way.
 */
export const BRIDGE_EVENT_NAMES = [
  'status',
  'accounts',
  'outbox',
  'deviceSignIn',
  'replica',
  'navigate',
  'coverProgress',
  'download',
  'inbox',
  'newTributes',
  'deskWaiting',
  'listSave',
  'copy',
] as const;

/**
 * The state each event carries can also be read: after a lost connection, or at the start, the
 * renderer reads these rather than wait for the next event.
 */
export const EVENT_SNAPSHOTS = {
  accounts: 'accounts.list',
  status: 'app.status',
  outbox: 'outbox.list',
  inbox: 'inbox.get',
} as const;

/**
 * How much longer the core is asked to hold a queued change than the screen offers Undo
 * (renderer/data/held-changes.ts): an Undo pressed at the screen's last moment still reaches the core
 * while the change is held.
 */
export const HOLD_GRACE_MS = 1_000;

/** The longest first look kept (app.keepFirstLook), in UTF-8 bytes (and so in characters too): well inside a bridge message (256 KB); a long list of memorials fits. */
export const FIRST_LOOK_MAX_CHARS = 200_000;
/** How long a screen stays as it is before it is pictured for the first look: a list that just arrived is still settling. */
export const FIRST_LOOK_PICTURE_AFTER_MS = 1_000;
