/**
 * What every transport of the bridge shares: Electron IPC (electron/ipc.ts), browser mode's
 * WebSocket (electron/browser-mode/bridge-host.ts) and the phone's in-page call (mobile/web/in-page-bridge.ts)
 * each check who is asking, then hand the call to `callCore` here and carry its BridgeReply back.
 * The size cap on a call's arguments is here too, so all refuse alike. Runtime-neutral: no Node.
 */
import { isBridgeOperation, type BridgeEventName } from '../../shared/bridge';
import { BRIDGE_WORDS, bridgeError, toBridgeError, UNEXPECTED, type BridgeError } from '../../shared/bridge/error';
import { BridgeFailure, type AppCore } from '../app-core-types';
import { say } from '../../shared/i18n/words';

/** What crosses IPC, browser mode's socket and the phone's in-page bridge for one call: never an Error object. */
export type BridgeReply = { ok: true; result: unknown } | { ok: false; error: BridgeError };

/** What crosses for one event. */
export interface BridgeEventMessage {
  event: BridgeEventName;
  payload: unknown;
}

// Every event a transport forwards: the one list, kept with the bridge's names (shared/bridge/names.ts).
export { BRIDGE_EVENT_NAMES } from '../../shared/bridge/names';

/**
 * The largest call any transport accepts, in bytes of JSON: a name and a form's worth of
 * arguments (an obituary is 10,000 characters), with a wide margin. Browser mode caps its
 * WebSocket messages at this size; IPC and the phone's in-page bridge measure the arguments with
 * `exceedsBridgeLimit`.
 */
export const MAX_BRIDGE_MESSAGE_BYTES = 256 * 1024;

export const TOO_LARGE_MESSAGE = say(BRIDGE_WORDS.tooLarge).message;

/**
 * Runs one call on the core, whoever carried it: checks the operation's name (the core checks
 * its arguments) and turns every outcome into a BridgeReply.
 */
export async function callCore(core: AppCore, name: unknown, args: unknown): Promise<BridgeReply> {
  if (!isBridgeOperation(name)) {
    return { ok: false, error: bridgeError('invalid', say(BRIDGE_WORDS.unknownRequest)) };
  }
  try {
    return { ok: true, result: await core.handle(name, args) };
  } catch (error) {
    // Exactly the BridgeError's fields, so nothing else a failure carries can leak across.
    if (error instanceof BridgeFailure) return { ok: false, error: toBridgeError(error.error) };
    // The core promises BridgeFailures only; anything else is a bug, logged here and kept from the renderer.
    console.error(`bridge: unexpected failure in ${name}:`, error);
    return { ok: false, error: bridgeError('internal', UNEXPECTED) };
  }
}

/**
 * Whether a value, as IPC's structured clone delivers it, would take more than `maxBytes` as
 * JSON. It counts as it walks and stops at the limit: no string is built (JSON.stringify of a
 * 500 MB argument is the very thing the cap prevents), no recursion (a million nested arrays
 * cannot exhaust the stack), a sparse array's length is counted before its slots are visited,
 * and a value seen twice (structured clone keeps cycles) is counted once. What JSON cannot carry
 * and the bridge never takes (a BigInt) counts as too large.
 */
export function exceedsBridgeLimit(value: unknown, maxBytes: number = MAX_BRIDGE_MESSAGE_BYTES): boolean {
  let total = 0;
  const seen = new WeakSet<object>();
  const pending: unknown[] = [value];
  const add = (bytes: number) => (total += bytes) > maxBytes;
  while (pending.length > 0) {
    const item = pending.pop();
    switch (typeof item) {
      case 'string':
        // A UTF-8 byte for each UTF-16 unit at least: a string longer than what is left is too
        // long without counting it exactly.
        if (item.length > maxBytes - total || add(utf8Length(item) + 2)) return true;
        continue;
      case 'number':
        if (add(24)) return true;
        continue;
      case 'boolean':
      case 'undefined':
        if (add(5)) return true;
        continue;
      case 'object':
        break;
      default:
        // bigint, symbol, function: nothing the bridge takes.
        return true;
    }
    if (item === null) {
      if (add(4)) return true;
      continue;
    }
    if (seen.has(item)) continue;
    seen.add(item);
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer || (typeof SharedArrayBuffer !== 'undefined' && item instanceof SharedArrayBuffer)) {
      if (add(item.byteLength + 2)) return true;
      continue;
    }
    if (item instanceof Date || item instanceof RegExp) {
      if (add(32)) return true;
      continue;
    }
    if (Array.isArray(item)) {
      // A comma (or "null") per slot, before visiting any: `new Array(1e9)` stops here.
      if (add(2 + item.length)) return true;
      for (let i = 0; i < item.length; i++) pending.push(item[i]);
      continue;
    }
    if (item instanceof Map || item instanceof Set) {
      if (add(2 + item.size)) return true;
      for (const entry of item) pending.push(entry);
      continue;
    }
    if (add(2)) return true;
    for (const key in item) {
      if (!Object.hasOwn(item, key)) continue;
      if (key.length > maxBytes - total || add(utf8Length(key) + 4)) return true;
      pending.push((item as Record<string, unknown>)[key]);
    }
  }
  return false;
}

/**
 * A string's length in UTF-8 bytes, as Node's Buffer.byteLength counts it (a lone surrogate is
 * written as U+FFFD, three bytes), without Buffer: the phone's page has none.
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
