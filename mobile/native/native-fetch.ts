/**
 * The core's `fetch` on the phone: every request goes through Capacitor's native HTTP plugin
 * (CapacitorHttp: OkHttp-backed HttpURLConnection on Android, URLSession on iOS), so the service
 * needs no CORS and the WebView itself never talks to the network.
 *
 * Why not the global fetch that `CapacitorHttp: { enabled: true }` patches? That patch follows
 * redirects natively whatever the caller asks (`redirect: 'manual'` is ignored), so a token sent
 * to the service could follow a redirect to another host; it also lets any script in the page
 * reach the network past the page's Content-Security-Policy. Here the plugin is called directly
 * with `disableRedirects: true`: a 3xx comes back to the caller as it is (`manual`, as in Node, which
 * the core's client uses), or is followed here (`follow`), with the Authorization header dropped
 * when the redirect leaves the origin, as browsers do. The global patch stays off (capacitor.config.ts).
 */
import type { HttpOptions, HttpResponse } from '@capacitor/core';
import { base64ToBytes, bytesToBase64 } from '../../shared/bytes';

/** The one method of the native HTTP plugin this needs (CapacitorHttp from @capacitor/core). */
export interface NativeHttp {
  request(options: HttpOptions): Promise<HttpResponse>;
}

export interface NativeFetchOptions {
  /** Seconds of silence before the native side gives up (iOS: its request timeout). Default 60. */
  readTimeoutSeconds?: number;
  /** Redirects followed in `follow` mode before giving up. Default 20, as in the Fetch standard. */
  maxRedirects?: number;
}

const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Android's native errors, by Java class (the plugin passes it as the rejection's `code`), as the
 * system codes the core's client knows (core/service/client.ts): these mean nothing was sent, so
 * a change can safely go again. iOS passes only an error domain, so its failures stay "maybe sent".
 */
const ANDROID_NEVER_SENT: Record<string, string> = {
  UnknownHostException: 'ENOTFOUND',
  ConnectException: 'ECONNREFUSED',
  NoRouteToHostException: 'EHOSTUNREACH',
  PortUnreachableException: 'ECONNREFUSED',
  SSLHandshakeException: 'ERR_SSL_HANDSHAKE_FAILURE',
  SSLPeerUnverifiedException: 'ERR_SSL_PEER_UNVERIFIED',
};

/** A `fetch` for the core that goes through `http` (CapacitorHttp in the app). */
export function createNativeFetch(http: NativeHttp, options: NativeFetchOptions = {}): typeof fetch {
  const readTimeout = (options.readTimeoutSeconds ?? 60) * 1000;
  const maxRedirects = options.maxRedirects ?? 20;

  return async function nativeFetch(input: Parameters<typeof fetch>[0], init?: RequestInit): Promise<Response> {
    const request = input instanceof Request ? input : null;
    let url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(request?.headers);
    new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
    const redirect = init?.redirect ?? request?.redirect ?? 'follow';
    const signal = init?.signal ?? request?.signal ?? null;
    signal?.throwIfAborted();

    let body = await bodyOf(init?.body ?? (request && request.body !== null ? await request.arrayBuffer() : null), headers);
    if (body !== null && (method === 'GET' || method === 'HEAD')) throw new TypeError(`A ${method} request cannot have a body.`);

    for (let redirects = 0; ; redirects++) {
      const answer = await untilAborted(http.request(nativeRequest(url, method, headers, body, readTimeout)), signal).catch((error: unknown) => {
        throw fetchFailure(error, signal);
      });
      const response = responseOf(answer, method, url);
      const location = response.headers.get('location');
      if (!REDIRECT_STATUSES.has(response.status) || location === null || redirect === 'manual') return response;
      if (redirect === 'error') throw new TypeError(`${url} redirected, and this request does not follow redirects.`);
      if (redirects >= maxRedirects) throw new TypeError(`${url}: too many redirects.`);

      const next = new URL(location, url);
      if (next.protocol !== 'https:' && next.protocol !== 'http:') throw new TypeError(`${url} redirected to a ${next.protocol} address.`);
      // The Fetch standard's rules: a 303, or a 301/302 after a POST, becomes a GET without a body.
      if (response.status === 303 ? method !== 'HEAD' : (response.status === 301 || response.status === 302) && method === 'POST') {
        method = 'GET';
        body = null;
        for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location']) headers.delete(name);
      }
      // A sign-in never leaves the origin it was given for.
      if (next.origin !== new URL(url).origin) {
        for (const name of ['authorization', 'cookie', 'proxy-authorization']) headers.delete(name);
      }
      url = next.href;
    }
  };
}

/** A request body as the bridge carries it: text as it is, anything else as base64 bytes. */
interface BridgeBody {
  data: string;
  bytes: boolean;
}

async function bodyOf(body: RequestInit['body'] | ArrayBuffer, headers: Headers): Promise<BridgeBody | null> {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') {
    if (!headers.has('content-type')) headers.set('content-type', 'text/plain;charset=UTF-8');
    return { data: body, bytes: false };
  }
  // Whatever else fetch accepts (bytes, Blob, FormData, URLSearchParams, a stream), read the way
  // fetch itself reads it, with the content type it would give (a multipart boundary, say).
  const encoded = new Response(body);
  const contentType = encoded.headers.get('content-type');
  if (!headers.has('content-type')) headers.set('content-type', contentType ?? 'application/octet-stream');
  return { data: bytesToBase64(new Uint8Array(await encoded.arrayBuffer())), bytes: true };
}

function nativeRequest(url: string, method: string, headers: Headers, body: BridgeBody | null, readTimeout: number): HttpOptions {
  const options: HttpOptions = {
    url,
    method,
    headers: Object.fromEntries(headers),
    // Bytes as base64, not text, for anything not JSON (see responseOf).
    responseType: 'arraybuffer',
    disableRedirects: true,
    readTimeout,
  };
  if (body !== null) {
    options.data = body.data;
    // 'file' is the plugin's word for "these are base64 bytes, send them as they are".
    if (body.bytes) options.dataType = 'file';
  }
  return options;
}

/**
 * The plugin's answer as a Response. Its body comes back in one of three shapes: a JSON body
 * already parsed (for any application/json answer), the text of an Android error answer (4xx or
 * 5xx, marked `error`), or otherwise base64 bytes (responseType 'arraybuffer').
 */
function responseOf(answer: HttpResponse & { error?: unknown }, method: string, requestedUrl: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers ?? {})) {
    try {
      headers.append(name, String(value));
    } catch {
      // A name the platform's HTTP stack lets through and fetch's Headers does not: dropped.
    }
  }
  const status = answer.status;
  let body: RequestInit['body'] = null;
  if (!NULL_BODY_STATUSES.has(status) && method !== 'HEAD') {
    const data: unknown = answer.data;
    const json = /^application\/([\w.+-]+\+)?json\b/i.test(headers.get('content-type') ?? '');
    if (typeof data !== 'string') body = data === undefined ? null : JSON.stringify(data);
    else if (json) body = isJsonText(data) ? data : JSON.stringify(data);
    else if (answer.error === true) body = data;
    else body = bytesOrText(data);
  }
  const response = new Response(body, { status, headers });
  Object.defineProperty(response, 'url', { value: typeof answer.url === 'string' && answer.url !== '' ? answer.url : requestedUrl });
  return response;
}

function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function bytesOrText(data: string): Uint8Array<ArrayBuffer> | string {
  try {
    return base64ToBytes(data) as Uint8Array<ArrayBuffer>;
  } catch {
    return data;
  }
}

/** The plugin's promise, or the signal's reason as soon as it aborts (the native request is then left to finish unread). */
function untilAborted<T>(pending: Promise<T>, signal: AbortSignal | null): Promise<T> {
  if (signal === null) return pending;
  let abort = (): void => undefined;
  const aborted = new Promise<never>((_, reject) => {
    abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
  return Promise.race([pending, aborted]).finally(() => signal.removeEventListener('abort', abort));
}

/** A failure as fetch reports one: the abort's own reason, else a TypeError whose cause carries a system code. */
function fetchFailure(error: unknown, signal: AbortSignal | null): unknown {
  if (signal?.aborted && error === signal.reason) return error;
  const record = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {};
  const message = typeof record.message === 'string' ? record.message : String(error);
  const javaClass = typeof record.code === 'string' ? record.code : '';
  let code = ANDROID_NEVER_SENT[javaClass] ?? (javaClass === '' ? undefined : javaClass);
  // Android's connect timeout ("failed to connect to … after 10000ms") also means nothing went out.
  if (javaClass === 'SocketTimeoutException' && /failed to connect/i.test(message)) code = 'UND_ERR_CONNECT_TIMEOUT';
  return new TypeError('fetch failed', { cause: Object.assign(new Error(message), code === undefined ? {} : { code }) });
}
