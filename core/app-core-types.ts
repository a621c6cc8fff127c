import type { BridgeEvent, BridgeEventName, BridgeOperationName, BridgeResult } from '../shared/bridge';
import type { BridgeError } from '../shared/bridge/error';
import type { DemoTokens } from './accounts/accounts';
import type { CoreIntl } from './i18n/core-intl';
import type { CoreHome } from './ports';

/**
 * The core's whole service, behind the bridge. Electron's IPC handlers and browser mode's
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
  /**
   * The app's language as the core resolved it (the person's choice, else the system's), with its
   * formatter: what the home shows of its own (Electron's menu and dialogs, the phone's share
   * sheet) speaks as the screens and the core's files do, and follows a change of language.
   */
  readonly words: Pick<CoreIntl, 'locale' | 'intl' | 'onChange'>;
  close(): Promise<void>;
}

/** The one error type that crosses the bridge: a BridgeError and nothing else (no stack, no token). */
export class BridgeFailure extends Error {
  constructor(readonly error: BridgeError) {
    super(error.message);
    this.name = 'BridgeFailure';
  }
}

/** What createAppCore (app-core.ts) is started with: its home, and how this run was started. */
export interface CoreOptions {
  /** The ports (core/ports.ts): the home's SQLite, files, keychain, clock and ways. */
  home: CoreHome;
  /** Overrides the saved address for this run (`--service`, `MEMORIAL_API_URL`, the demo sandbox). */
  serviceUrl?: string | undefined;
  demo: boolean;
  /**
   * What accounts are bound to, when the service's address is not stable (the embedded demo
   * sandbox takes a new port each start). Used only while the app talks to that first address.
   */
  serviceIdentity?: string;
  /**
   * The demo world's accounts (`--demo`): fresh tokens from the embedded sandbox. The app signs in
   * to them at every start, and again when the person asks after signing out of one, so the demo
   * always opens ready and no token is ever printed.
   */
  demoTokens?: (() => DemoTokens | null) | null;
  /**
   * Settings this computer's administrator set in the machine-wide file (machine-settings.ts):
   * reported by `settings.get`, refused by `settings.set`. Their values arrive as the options above.
   */
  lockedSettings?: { names: readonly string[]; file: string } | null;
}
