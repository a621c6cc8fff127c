/**
 * Browser mode's local host: the built renderer over HTTP and the bridge over a WebSocket, on
 * 127.0.0.1 only, for the one person who holds this launch's secret. The door (the secret and its
 * cookie, the Host check, the headers, the files, the close) is the loopback host's
 * (hosts/node/loopback-host.ts); this host adds only its own:
 *
 * - the app's Content-Security-Policy on every answer, with this host's WebSocket in connect-src;
 * - `/bridge`, where everything private is: a WebSocket that needs the secret itself
 *   (`/bridge?secret=`), which never travels in a cookie, plus the cookie and an Origin of exactly
 *   this host. Nothing but the app's files and `/bridge` is served.
 */
import type { Socket } from 'node:net';
import { WebSocketServer, WebSocket, type RawData } from 'ws';
import { BRIDGE_EVENT_NAMES, MAX_BRIDGE_MESSAGE_BYTES, callCore, type AppCore } from '../../core';
import { BRIDGE_WORDS, bridgeError } from '../../shared/bridge/error';
import { say } from '../../shared/i18n/words';
import { refuseUpgrade, startLoopbackHost, type RunningLoopbackHost } from '../../hosts/node/loopback-host';
import { contentSecurityPolicy } from '../window';

export interface WebHostOptions {
  core: AppCore;
  /** 0 picks a free port. */
  port?: number;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  /** The largest bridge message accepted, in bytes. */
  maxMessageBytes?: number;
  /**
   * The languages of the browser the app is open in (its Accept-Language, as the page connects):
   * in browser mode the browser stands for the system, for the core as for the page.
   */
  onBrowserLanguages?: (languages: string[]) => void;
}

export type RunningWebHost = RunningLoopbackHost;

export const BRIDGE_PATH = '/bridge';
/** The same cap as Electron IPC's (see core/bridge/transport.ts). */
export const DEFAULT_MAX_MESSAGE_BYTES = MAX_BRIDGE_MESSAGE_BYTES;
const MAX_ID_LENGTH = 100;

export async function startWebHost(options: WebHostOptions): Promise<RunningWebHost> {
  const { core } = options;
  const maxPayload = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const wss = new WebSocketServer({ noServer: true, maxPayload });

  function onConnection(ws: WebSocket) {
    const send = (message: unknown) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    };
    const stops = BRIDGE_EVENT_NAMES.map((event) => core.on(event, (payload) => send({ event, payload })));
    ws.on('close', () => {
      for (const stop of stops) stop();
    });
    ws.on('error', () => ws.terminate());
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        ws.close(1003, 'Text messages only');
        return;
      }
      let message: unknown;
      try {
        message = JSON.parse(rawText(data));
      } catch {
        send({ id: null, ok: false, error: bridgeError('invalid', say(BRIDGE_WORDS.unreadableRequest)) });
        return;
      }
      const id = messageId(message);
      if (id === undefined) {
        send({ id: null, ok: false, error: bridgeError('invalid', say(BRIDGE_WORDS.unreadableRequest)) });
        return;
      }
      const { name, args } = message as { name?: unknown; args?: unknown };
      void callCore(core, name, args).then((reply) => send({ id, ...reply }));
    });
  }

  return startLoopbackHost({
    port: options.port,
    name: 'Memorial Desk',
    cookiePrefix: 'memorial_desk',
    forbiddenText:
      'This is the private address of Memorial Desk running on this computer. Open the address it printed when it started (the one with ?secret= in it).',
    notBuilt: {
      title: 'Memorial Desk is not built yet',
      text: 'Its screens have not been built on this computer. Run npm run build, then start it again.',
    },
    headers: (host) => ({ 'Content-Security-Policy': contentSecurityPolicy([`ws://${host}`]) }),
    files: options.staticDir,
    route: ({ url, sendPage }) => {
      if (url.pathname !== BRIDGE_PATH) return Promise.resolve(false);
      sendPage(426, 'Not a page', 'This address is for Memorial Desk’s own connection.', { Upgrade: 'websocket' });
      return Promise.resolve(true);
    },
    upgrade({ req, host, url, hasSession, isSecret }, socket: Socket, head) {
      if (url.pathname !== BRIDGE_PATH) return refuseUpgrade(socket, 404, 'Not Found');
      const withSecret = isSecret(url.searchParams.get('secret') ?? undefined);
      if (req.headers.origin !== `http://${host}` || !hasSession() || !withSecret) return refuseUpgrade(socket, 403, 'Forbidden');
      const languages = acceptedLanguages(req.headers['accept-language']);
      if (languages.length > 0) options.onBrowserLanguages?.(languages);
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws));
    },
    onClose() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  });
}

/** An Accept-Language header's languages, most wanted first ("es-ES,es;q=0.9,en;q=0.8" → es-ES, es, en); at most ten. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header || header.length > 500) return [];
  const weighed = header.split(',').flatMap((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((param) => param.trim().startsWith('q=')) ?? '')?.[1] ?? '1');
    try {
      const canonical = tag === '*' ? [] : Intl.getCanonicalLocales(tag);
      return canonical.length > 0 && q > 0 ? [{ tag: canonical[0]!, q, index }] : [];
    } catch {
      return [];
    }
  });
  return weighed
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 10)
    .map((entry) => entry.tag);
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

/** A call's id: a short string or a whole number, chosen by the renderer to match the answer. */
function messageId(message: unknown): string | number | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { id } = message as { id?: unknown };
  if (typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return undefined;
}
