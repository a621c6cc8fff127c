/**
 * The bridge over Electron IPC: one channel for calls, one for events. The logic is plain
 * functions (tested without Electron); the Electron-typed glue at the bottom only wires them up.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { BRIDGE_EVENTS, isBridgeOperation, type BridgeError, type BridgeEventName } from '../shared/bridge';
import { BridgeFailure, internalBridgeError, type AppCore } from './services/app-core-types';
import { BRIDGE_CALL_CHANNEL, BRIDGE_EVENT_CHANNEL } from './channels';
import { isAppUrl } from './window';

/** What crosses IPC (and browser mode's socket) for one call: never an Error object. */
export type BridgeReply = { ok: true; result: unknown } | { ok: false; error: BridgeError };

/** What crosses for one event. */
export interface BridgeEventMessage {
  event: BridgeEventName;
  payload: unknown;
}

export const BRIDGE_EVENT_NAMES = Object.keys(BRIDGE_EVENTS) as BridgeEventName[];

export function invalidBridgeError(message: string): BridgeError {
  return { kind: 'invalid', message, status: null, code: null, retryAfter: null, fields: null };
}

/** Copies exactly the BridgeError fields, so nothing else a failure carries can leak across. */
function wireError(error: BridgeError): BridgeError {
  return {
    kind: error.kind,
    message: error.message,
    status: error.status,
    code: error.code,
    retryAfter: error.retryAfter,
    fields: error.fields,
  };
}

/**
 * Runs one call on the core, whoever carried it: checks the operation's name (the core checks
 * its arguments) and turns every outcome into a BridgeReply.
 */
export async function callCore(core: AppCore, name: unknown, args: unknown): Promise<BridgeReply> {
  if (!isBridgeOperation(name)) {
    return { ok: false, error: invalidBridgeError('Memorial Desk does not know that request, so it did nothing.') };
  }
  try {
    return { ok: true, result: await core.handle(name, args) };
  } catch (error) {
    if (error instanceof BridgeFailure) return { ok: false, error: wireError(error.error) };
    // The core promises BridgeFailures only; anything else is a bug, logged here and kept from the renderer.
    console.error(`bridge: unexpected failure in ${name}:`, error);
    return { ok: false, error: internalBridgeError() };
  }
}

/** The frame a call came from, as Electron reports it. */
export interface SenderFrame {
  url: string;
  isMainFrame: boolean;
}

export type SenderCheck = (sender: SenderFrame) => boolean;

/** The app's own page, in the window's top frame; never a subframe, never another address. */
export function isTrustedSenderUrl(url: string, appUrl: string): boolean {
  return isAppUrl(url, appUrl);
}

export function trustedAppSender(appUrl: string): SenderCheck {
  return (sender) => sender.isMainFrame && isTrustedSenderUrl(sender.url, appUrl);
}

/** One IPC call: the sender first, then the operation. `sender` is null when the frame is gone. */
export async function handleBridgeCall(
  core: AppCore,
  isTrustedSender: SenderCheck,
  sender: SenderFrame | null,
  name: unknown,
  args: unknown,
): Promise<BridgeReply> {
  if (!sender || !isTrustedSender(sender)) {
    console.warn(`bridge: refused a call from ${sender ? `${sender.isMainFrame ? 'the top frame' : 'a subframe'} at ${sender.url}` : 'a frame that is gone'}`);
    return { ok: false, error: invalidBridgeError("This request did not come from Memorial Desk's own window, so it was refused.") };
  }
  return callCore(core, name, args);
}

/** Where events go: a window's webContents, or anything else that can carry a message. */
export interface EventSink {
  send(channel: string, message: BridgeEventMessage): void;
  isDestroyed(): boolean;
  getURL(): string;
}

/**
 * Sends every core event to one window while it shows the app's own page. Returns a stop
 * function; call it when the window closes.
 */
export function forwardBridgeEvents(core: AppCore, target: EventSink, appUrl: string): () => void {
  const stops = BRIDGE_EVENT_NAMES.map((event) =>
    core.on(event, (payload) => {
      if (target.isDestroyed() || !isTrustedSenderUrl(target.getURL(), appUrl)) return;
      target.send(BRIDGE_EVENT_CHANNEL, { event, payload });
    }),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

function senderFrameOf(event: IpcMainInvokeEvent): SenderFrame | null {
  const frame = event.senderFrame;
  if (!frame) return null;
  return { url: frame.url, isMainFrame: frame.parent === null };
}

/** Registers the one call handler. Returns a function that removes it. */
export function registerBridgeIpc(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, core: AppCore, isTrustedSender: SenderCheck): () => void {
  ipcMain.handle(BRIDGE_CALL_CHANNEL, (event, name: unknown, args: unknown) =>
    handleBridgeCall(core, isTrustedSender, senderFrameOf(event), name, args),
  );
  return () => ipcMain.removeHandler(BRIDGE_CALL_CHANNEL);
}
