/**
 * The sandboxed preload: the renderer's only door to main. It exposes two functions, `call` for
 * named bridge operations and `subscribe` for named events; never ipcRenderer, never a channel.
 * Bundled into one CommonJS file (a sandboxed preload cannot load modules of its own).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_EVENTS, isBridgeOperation, type BridgeEventName } from '../shared/bridge';
import { bridgeError } from '../shared/bridge/error';
import { Listeners } from '../shared/listeners';
import { BRIDGE_CALL_CHANNEL, BRIDGE_EVENT_CHANNEL } from './channels';
import type { BridgeEventMessage, BridgeReply } from '../core';

function isBridgeEventName(name: unknown): name is BridgeEventName {
  return typeof name === 'string' && Object.hasOwn(BRIDGE_EVENTS, name);
}

const listeners = new Listeners<Record<BridgeEventName, unknown>>((_event, error) => console.error('Memorial Desk: an event listener failed', error));

// One IPC listener for all events; the IpcRendererEvent (which reaches ipcRenderer) stays here.
ipcRenderer.on(BRIDGE_EVENT_CHANNEL, (_event, message: BridgeEventMessage) => listeners.emit(message.event, message.payload));

async function call(name: unknown, args: unknown): Promise<unknown> {
  // Errors crossing contextBridge lose every property but the message, so a failed call rejects
  // with a plain object carrying the BridgeError's fields; the renderer's bridge turns it back.
  if (!isBridgeOperation(name)) {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- see above
    return Promise.reject(bridgeError('invalid', 'Memorial Desk does not know that request, so it did nothing.'));
  }
  const reply = (await ipcRenderer.invoke(BRIDGE_CALL_CHANNEL, name, args)) as BridgeReply;
  if (reply.ok) return reply.result;
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- see above
  return Promise.reject({ ...reply.error });
}

function subscribe(event: unknown, listener: unknown): () => void {
  if (!isBridgeEventName(event)) throw new Error(`Memorial Desk has no event called "${String(event)}".`);
  if (typeof listener !== 'function') throw new Error('subscribe needs a function to call.');
  return listeners.on(event, listener as (payload: unknown) => void);
}

contextBridge.exposeInMainWorld('memorialDesk', { call, subscribe });
