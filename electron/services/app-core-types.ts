import type { BridgeEvent, BridgeEventName, BridgeOperationName, BridgeResult } from '../../shared/bridge';
import type { BridgeError } from '../../shared/bridge-error';

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
