/**
 * The renderer's bridge to the core: the preload's `window.memorialDesk` in Electron, a WebSocket
 * to the same origin's `/bridge` in browser mode, a call in the same page on the phone
 * (mobile/web/in-page-bridge.ts). Whichever, a failed call rejects with a `BridgeCallError`: an
 * Error carrying the BridgeError's fields ({ kind, message, ... }). The entry gives the bridge to
 * startApp (renderer/start.tsx).
 */
import { BRIDGE_EVENT_NAMES, EVENT_SNAPSHOTS } from '../shared/bridge/names';
import type { Bridge, BridgeArgs, BridgeEvent, BridgeEventName, BridgeEvents, BridgeOperationName, BridgeResult } from '../shared/bridge';
import { bridgeError, toBridgeError, type BridgeError, type FieldWords } from '../shared/bridge/error';
import { Listeners } from '../shared/listeners';
import { defineMessages } from 'react-intl';
import { coreMessages, sayText, type Words } from '../shared/i18n/words';

/** What the Electron preload exposes (electron/preload.ts). */
export interface MemorialDeskApi {
  call(name: string, args: unknown): Promise<unknown>;
  subscribe(event: string, listener: (payload: unknown) => void): () => void;
}

declare global {
  interface Window {
    memorialDesk?: MemorialDeskApi;
  }
}

export class BridgeCallError extends Error implements BridgeError {
  readonly kind: BridgeError['kind'];
  readonly status: number | null;
  readonly code: string | null;
  readonly retryAfter: number | null;
  readonly fields: Record<string, string[]> | null;
  readonly words?: Words | null;
  readonly fieldWords?: FieldWords;

  constructor(error: BridgeError) {
    super(error.message);
    this.name = 'BridgeCallError';
    this.kind = error.kind;
    this.status = error.status;
    this.code = error.code;
    this.retryAfter = error.retryAfter;
    this.fields = error.fields;
    if (error.words) this.words = error.words;
    if (error.fieldWords) this.fieldWords = error.fieldWords;
  }
}

/** Whatever a call rejected with, as a BridgeCallError (a BridgeError's fields are kept). */
export function toBridgeCallError(value: unknown): BridgeCallError {
  return value instanceof BridgeCallError ? value : new BridgeCallError(toBridgeError(value));
}

/** Electron: the preload does the work; this only types it and shapes its failures. */
export function preloadBridge(api: MemorialDeskApi): Bridge {
  return {
    async call<N extends BridgeOperationName>(name: N, args: BridgeArgs<N>): Promise<BridgeResult<N>> {
      try {
        return (await api.call(name, args)) as BridgeResult<N>;
      } catch (error) {
        throw toBridgeCallError(error);
      }
    },
    subscribe<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void {
      return api.subscribe(event, (payload) => listener(payload as BridgeEvent<E>));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Browser mode: the same bridge over a WebSocket.

/** The part of the DOM's WebSocket the bridge uses (tests hand in their own). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export interface SocketBridgeOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** The first wait before reconnecting; it doubles up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** How long a call waits for the connection before it fails. */
  waitLimitMs?: number;
}

const LOST_WORDS = coreMessages(
  defineMessages({
    connection: {
      id: 'bridge.lost.connection',
      defaultMessage: 'Memorial Desk lost its connection to its own background service. If you closed it, start it again; this page reconnects by itself.',
      description: 'Browser mode: the page lost its connection to the app’s background part (the program that runs behind the page). It reconnects by itself.',
    },
    answer: {
      id: 'bridge.lost.answer',
      defaultMessage: 'Memorial Desk lost its connection to its own background service before the answer came. Check whether it was done before trying again.',
      description:
        'Browser mode: the page lost its connection to the app’s background part after asking for something, so it is not known whether it was done.',
    },
  }),
);
// As text that keeps its words (bridgeError finds them), so the failures show in the person's language.
export const LOST_CONNECTION = sayText(LOST_WORDS.connection);
export const LOST_ANSWER = sayText(LOST_WORDS.answer);

interface PendingCall {
  message: string;
  resolve: (result: unknown) => void;
  reject: (error: BridgeCallError) => void;
  sent: boolean;
  timer: ReturnType<typeof setTimeout> | null;
}

export interface SocketBridge extends Bridge {
  /** Whether Memorial Desk's background part answers: false from a lost connection until it is back. */
  onConnection(listener: (connected: boolean) => void): () => void;
  /** Stops reconnecting and fails what is still waiting. */
  close(): void;
}

export function socketBridge(options: SocketBridgeOptions): SocketBridge {
  const createSocket = options.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const minDelay = options.minDelayMs ?? 250;
  const maxDelay = options.maxDelayMs ?? 5000;
  const waitLimit = options.waitLimitMs ?? 15_000;

  const pending = new Map<number, PendingCall>();
  const listeners = new Listeners<BridgeEvents>((event, error) => console.error(`Memorial Desk: a listener of ${event} failed`, error));
  const connection = new Listeners<{ change: boolean }>((_event, error) => console.error('Memorial Desk: a connection listener failed', error));
  let nextId = 1;
  let socket: SocketLike | null = null;
  let open = false;
  let everOpened = false;
  let attempts = 0;
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;

  function fail(id: number, error: BridgeError) {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    if (call.timer) clearTimeout(call.timer);
    call.reject(new BridgeCallError(error));
  }

  function send(call: PendingCall) {
    if (!socket || !open) return;
    socket.send(call.message);
    call.sent = true;
    if (call.timer) clearTimeout(call.timer);
    call.timer = null;
  }

  function onMessage(data: unknown) {
    let message: { id?: unknown; ok?: unknown; result?: unknown; error?: unknown; event?: unknown; payload?: unknown };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return;
    }
    if (typeof message.event === 'string') {
      deliver(message.event, message.payload);
      return;
    }
    if (typeof message.id !== 'number') return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok === true) call.resolve(message.result);
    else call.reject(toBridgeCallError(message.error));
  }

  /**
   * Events the core sent while the connection was down are gone: after reconnecting, read the state
   * they carry and hand it to the listeners as if it had just been sent.
   */
  function catchUp() {
    for (const [event, name] of Object.entries(EVENT_SNAPSHOTS) as [keyof typeof EVENT_SNAPSHOTS, BridgeOperationName][]) {
      if (!listeners.has(event)) continue;
      const id = nextId++;
      pending.set(id, {
        message: JSON.stringify({ id, name, args: {} }),
        resolve: (payload) => deliver(event, payload),
        reject: () => undefined,
        sent: false,
        timer: null,
      });
      send(pending.get(id)!);
    }
  }

  function deliver(event: string, payload: unknown) {
    // The core sends only its own event names; anything else is ignored.
    if (isEventName(event)) listeners.emit(event, payload as BridgeEvents[typeof event]);
  }

  function connect() {
    if (closed) return;
    const s = createSocket(options.url);
    socket = s;
    s.onopen = () => {
      const reconnected = everOpened;
      everOpened = true;
      open = true;
      attempts = 0;
      for (const call of pending.values()) if (!call.sent) send(call);
      if (reconnected) {
        catchUp();
        connection.emit('change', true);
      }
    };
    s.onmessage = (event) => onMessage(event.data);
    s.onerror = () => {
      // onclose follows; reconnecting happens there.
    };
    s.onclose = () => {
      if (socket !== s) return;
      socket = null;
      const wasOpen = open;
      open = false;
      if (wasOpen) connection.emit('change', false);
      // A call already sent may or may not have been done: say so rather than send it again.
      for (const [id, call] of pending) if (call.sent) fail(id, bridgeError('offline', LOST_ANSWER));
      if (closed) return;
      const delay = Math.min(maxDelay, minDelay * 2 ** attempts);
      attempts += 1;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = null;
        connect();
      }, delay);
    };
  }

  connect();

  return {
    call<N extends BridgeOperationName>(name: N, args: BridgeArgs<N>): Promise<BridgeResult<N>> {
      if (closed) return Promise.reject(new BridgeCallError(bridgeError('offline', LOST_CONNECTION)));
      const id = nextId++;
      return new Promise<BridgeResult<N>>((resolve, reject) => {
        const call: PendingCall = {
          message: JSON.stringify({ id, name, args }),
          resolve: (result) => resolve(result as BridgeResult<N>),
          reject,
          sent: false,
          timer: null,
        };
        pending.set(id, call);
        if (open) send(call);
        else call.timer = setTimeout(() => fail(id, bridgeError('offline', LOST_CONNECTION)), waitLimit);
      });
    },
    subscribe<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void {
      return listeners.on(event, listener);
    },
    onConnection(listener) {
      return connection.on('change', listener);
    },
    close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      for (const id of [...pending.keys()]) fail(id, bridgeError('offline', LOST_CONNECTION));
      socket?.close();
    },
  };
}

function isEventName(name: string): name is BridgeEventName {
  return (BRIDGE_EVENT_NAMES as readonly string[]).includes(name);
}

/** ws://host/bridge for an http page, wss:// for https. */
const SECRET_KEY = 'memorial-desk-secret';

/**
 * Browser mode's bridge address. The launch secret arrives in the address's fragment (never sent
 * to any server); it is kept for this tab only and taken out of the address bar, then given to
 * the bridge, which refuses to open without it.
 */
export function sameOriginBridgeUrl(
  location: Pick<Location, 'protocol' | 'host' | 'hash' | 'pathname' | 'search'> = window.location,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  history: Pick<History, 'replaceState'> = window.history,
): string {
  const fromAddress = /(?:^#|&)secret=([A-Za-z0-9_-]+)/.exec(location.hash)?.[1];
  if (fromAddress) {
    storage.setItem(SECRET_KEY, fromAddress);
    history.replaceState(null, '', `${location.pathname}${location.search}`);
  }
  const secret = fromAddress ?? storage.getItem(SECRET_KEY) ?? '';
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/bridge?secret=${encodeURIComponent(secret)}`;
}

/** A bridge, and where it can be lost (browser mode's socket), a way to follow the connection. */
export type AppBridge = Bridge & Partial<Pick<SocketBridge, 'onConnection'>>;

let current: AppBridge | null = null;

/**
 * The desktop's bridge: the preload's in Electron, the socket in browser mode (which takes the
 * launch secret out of the address, so make it before the router reads the address). The phone
 * makes its own (an in-page call) and never this one: browser mode's secret is kept in the tab's
 * sessionStorage, which the phone's page may not name.
 */
export function desktopBridge(): AppBridge {
  return window.memorialDesk ? preloadBridge(window.memorialDesk) : socketBridge({ url: sameOriginBridgeUrl() });
}

/** The app's bridge, given at the start (renderer/start.tsx's startApp). */
export function getBridge(): AppBridge {
  if (!current) throw new Error('Memorial Desk was started without its bridge (startApp gives it).');
  return current;
}

/** Follows the connection to the core where it can be lost (browser mode); Electron's never is. */
export function subscribeConnection(listener: (connected: boolean) => void): () => void {
  return getBridge().onConnection?.(listener) ?? (() => undefined);
}

/** Whether this window is Electron's (the browser's own back and forward buttons are not there). */
export function isDesktopWindow(): boolean {
  return window.memorialDesk !== undefined;
}

/** The app's bridge from now on: startApp gives it; tests put their own in place (null: none). */
export function setBridge(bridge: AppBridge | null): void {
  current = bridge;
}
