/**
 * The bridge over Electron IPC: one channel for calls, one for events. The logic is plain
 * functions (tested without Electron); the Electron-typed glue at the bottom only wires them up.
 * What browser mode's host and the phone's in-page bridge share with this transport is in core/bridge/transport.ts.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import {
  BRIDGE_EVENT_NAMES,
  MAX_BRIDGE_MESSAGE_BYTES,
  TOO_LARGE_MESSAGE,
  callCore,
  exceedsBridgeLimit,
  type BridgeEventMessage,
  type AppCore,
  type BridgeReply,
} from '../core';
import { bridgeError } from '../shared/bridge/error';
import { BRIDGE_CALL_CHANNEL, BRIDGE_EVENT_CHANNEL } from './channels';
import { isAppUrl } from './window';

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

/**
 * One IPC call: the sender first, then the size of its arguments (as browser mode caps its
 * messages: a compromised renderer must not be able to make main parse, copy or log hundreds of
 * megabytes), then the operation. `sender` is null when the frame is gone.
 */
export async function handleBridgeCall(
  core: AppCore,
  isTrustedSender: SenderCheck,
  sender: SenderFrame | null,
  name: unknown,
  args: unknown,
  maxArgsBytes: number = MAX_BRIDGE_MESSAGE_BYTES,
): Promise<BridgeReply> {
  if (!sender || !isTrustedSender(sender)) {
    console.warn(`bridge: refused a call from ${sender ? `${sender.isMainFrame ? 'the top frame' : 'a subframe'} at ${sender.url}` : 'a frame that is gone'}`);
    return { ok: false, error: bridgeError('invalid', "This request did not come from Memorial Desk's own window, so it was refused.") };
  }
  if (exceedsBridgeLimit(args, maxArgsBytes)) return { ok: false, error: bridgeError('invalid', TOO_LARGE_MESSAGE) };
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
  ipcMain.handle(BRIDGE_CALL_CHANNEL, (event, name: unknown, args: unknown) => handleBridgeCall(core, isTrustedSender, senderFrameOf(event), name, args));
  return () => ipcMain.removeHandler(BRIDGE_CALL_CHANNEL);
}

/**
 * main.ts's wiring, with Electron's own ipcMain: named in this file only (lint keeps ipcMain and
 * ipcRenderer to this file and the preload), and imported when called, so the logic above stays
 * testable without Electron.
 */
export async function registerMainBridgeIpc(core: AppCore, isTrustedSender: SenderCheck): Promise<() => void> {
  const { ipcMain } = await import('electron');
  return registerBridgeIpc(ipcMain, core, isTrustedSender);
}
