import type { BridgeEvent, BridgeEventName, BridgeOperationName, BridgeResult } from '../shared/bridge';
import type { BridgeError } from '../shared/bridge/error';
import type { DemoTokens } from './accounts/accounts';
import type { Clock } from './clock';
import type { DesktopFiles } from './files/saved-files';
import type { SecretStore } from './accounts/secrets';

/**
 * The main process's whole service, behind the bridge. Electron's IPC handlers and browser mode's
 * local host are two thin transports over one AppCore: they check who is asking, hand the
 * operation name and the raw arguments here, and carry the answer or the BridgeError back.
 */
export interface AppCore {
  /**
   * Runs one bridge operation. `args` is untrusted: it is checked against the operation's schema
   * here. Fails only with a BridgeFailure.
   */
  handle<N extends BridgeOperationName>(name: N, args: unknown): Promise<BridgeResult<N>>;
  /** Events for the renderer (status, accounts, outbox, deviceSignIn). Returns an unsubscribe. */
  on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void;
  /**
   * Tells the renderer to go to a place (`/memorials/12/tributes`), as a `navigate` event: a
   * `memorialdesk://` link opened on this computer. A path the event's schema refuses is dropped.
   */
  emitNavigate(path: string): void;
  close(): Promise<void>;
}

/** The one error type that crosses the bridge: a BridgeError and nothing else (no stack, no token). */
export class BridgeFailure extends Error {
  constructor(readonly error: BridgeError) {
    super(error.message);
    this.name = 'BridgeFailure';
  }
}

/** What createAppCore (app-core.ts) is started with. */
export interface AppCoreOptions {
  dataDir: string;
  /** Overrides the saved address for this run (`--service`, `MEMORIAL_API_URL`, the demo sandbox). */
  serviceUrl?: string | undefined;
  demo: boolean;
  /**
   * What accounts are bound to, when the service's address is not stable (the embedded demo
   * sandbox takes a new port each start). Used only while the app talks to that first address.
   */
  serviceIdentity?: string;
  /** Opens an http(s) address in the system browser; false when this host cannot (browser mode). */
  openExternal: (url: string) => Promise<boolean>;
  /**
   * The demo world's accounts (`--demo`): fresh tokens from the embedded sandbox. The app signs in
   * to them at every start, and again when the person asks after signing out of one, so the demo
   * always opens ready and no token is ever printed.
   */
  demoTokens?: (() => DemoTokens | null) | null;
  /** The operating system's regional format ("en-AU"), from Electron; browser mode has none. */
  locale?: string | null;
  /** The OS keychain by default; tests pass a session-only store. */
  secrets?: SecretStore;
  clock?: Clock;
  fetch?: typeof fetch;
  /**
   * Settings this computer's administrator set in the machine-wide file (machine-settings.ts):
   * reported by `settings.get`, refused by `settings.set`. Their values arrive as the options above.
   */
  lockedSettings?: { names: readonly string[]; file: string } | null;
  /** The desktop's folder chooser, save dialog, file manager and Downloads folder (saved-files.ts). */
  desktop?: DesktopFiles;
  /**
   * Shows a desktop notification of new tributes (Electron's Notification); clicking it should
   * open `place`. Without it (browser mode) the page shows its own, from the `newTributes` event.
   */
  notify?: (note: { title: string; body: string; place: string }) => void;
  /** The count of tributes waiting for approval, on the app's icon (dock or taskbar badge). */
  setBadge?: (count: number) => void;
}
