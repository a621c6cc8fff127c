/**
 * The phone's bridge: the renderer and the core live in one page, so the transport is a call in
 * that page instead of Electron's IPC or browser mode's WebSocket. It keeps what those give:
 *
 * - Nothing is shared. Arguments are copied before the core sees them and answers and events
 *   before the renderer does (structuredClone, the algorithm IPC uses), so the renderer never holds
 *   one of the core's objects and the core never one of the renderer's.
 * - Never at once. A call reaches the core a microtask later, and an event reaches the renderer
 *   as a microtask, copied when it was sent: the core's work never runs inside a renderer's
 *   handler, nor the renderer's inside the core's, and events keep their order.
 * - The same checks and the same failures: an unknown operation or event, arguments over the
 *   size cap (core/bridge/transport.ts), and whatever the core refuses, each a BridgeCallError
 *   carrying exactly a BridgeError's fields; a failure nobody planned for is logged (its name, never
 *   its arguments: a share link or a sign-in code is a credential) and said in plain words.
 */
import { callCore, exceedsBridgeLimit, MAX_BRIDGE_MESSAGE_BYTES, TOO_LARGE_MESSAGE, type AppCore } from '../../core';
import { BridgeCallError } from '../../renderer/bridge';
import {
  BRIDGE_EVENTS,
  isBridgeOperation,
  type Bridge,
  type BridgeArgs,
  type BridgeEvent,
  type BridgeEventName,
  type BridgeOperationName,
  type BridgeResult,
} from '../../shared/bridge';
import { BRIDGE_WORDS, bridgeError, UNEXPECTED_MESSAGE } from '../../shared/bridge/error';
import { say } from '../../shared/i18n/words';

export const UNKNOWN_REQUEST = say(BRIDGE_WORDS.unknownRequest).message;
export const UNREADABLE_REQUEST = say(BRIDGE_WORDS.unreadableRequest).message;

export interface InPageBridgeOptions {
  /** The largest call accepted, in bytes of JSON (IPC's and browser mode's cap by default). */
  maxArgsBytes?: number;
}

/** A copy that shares nothing with `value`; throws a DataCloneError for what cannot be copied (a function). */
function copy<T>(value: T): T {
  return structuredClone(value);
}

function isEventName(name: unknown): name is BridgeEventName {
  return typeof name === 'string' && Object.hasOwn(BRIDGE_EVENTS, name);
}

export function inPageBridge(core: Pick<AppCore, 'handle' | 'on'>, options: InPageBridgeOptions = {}): Bridge {
  const maxArgsBytes = options.maxArgsBytes ?? MAX_BRIDGE_MESSAGE_BYTES;

  return {
    async call<N extends BridgeOperationName>(name: N, args: BridgeArgs<N>): Promise<BridgeResult<N>> {
      if (!isBridgeOperation(name)) throw new BridgeCallError(bridgeError('invalid', UNKNOWN_REQUEST));
      let sent: unknown;
      try {
        sent = copy(args);
      } catch {
        throw new BridgeCallError(bridgeError('invalid', UNREADABLE_REQUEST));
      }
      if (exceedsBridgeLimit(sent, maxArgsBytes)) throw new BridgeCallError(bridgeError('invalid', TOO_LARGE_MESSAGE));
      // As over IPC: the core starts on the call once the caller's own code has run to its end.
      await Promise.resolve();
      const reply = await callCore(core as AppCore, name, sent);
      if (!reply.ok) throw new BridgeCallError(reply.error);
      try {
        return copy(reply.result) as BridgeResult<N>;
      } catch (error) {
        console.error(`bridge: the answer to ${name} could not be copied:`, error instanceof Error ? error.name : 'unknown error');
        throw new BridgeCallError(bridgeError('internal', UNEXPECTED_MESSAGE));
      }
    },

    subscribe<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void {
      if (!isEventName(event)) throw new Error(`Memorial Desk has no event called "${String(event)}".`);
      if (typeof listener !== 'function') throw new Error('subscribe needs a function to call.');
      let listening = true;
      const stop = core.on(event, (payload) => {
        if (!listening) return;
        let delivered: BridgeEvent<E>;
        try {
          delivered = copy(payload);
        } catch (error) {
          console.error(`bridge: a ${event} event could not be copied:`, error instanceof Error ? error.name : 'unknown error');
          return;
        }
        queueMicrotask(() => {
          // Unsubscribed in the meantime: as with IPC, nothing more arrives once the listener is gone.
          if (!listening) return;
          try {
            listener(delivered);
          } catch (error) {
            console.error(`Memorial Desk: a listener of ${event} failed`, error);
          }
        });
      });
      return () => {
        listening = false;
        stop();
      };
    },
  };
}

/**
 * The core as the screens reach it while it is still being made: each call waits for it, each event
 * is listened for once it is there. So the screens are drawn, and their code and words fetched,
 * while the core opens its store, rather than after it (issue 33: a phone's start offline).
 */
export function coreToCome(coming: Promise<AppCore>): Pick<AppCore, 'handle' | 'on'> {
  return {
    handle: async (name, args) => (await coming).handle(name, args),
    on(event, listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      coming.then(
        (core) => {
          if (!stopped) stop = core.on(event, listener);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
