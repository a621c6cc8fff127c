/**
 * HTTP to the Memorial Service: one call per contract operation. Adds the bearer token (the core is
 * the only place that holds it), reads answers through the tolerant view of the contract, and
 * turns every failure into one of a few typed errors the scheduler, the outbox and the bridge
 * understand. No error message or field ever carries the token.
 */
import type { z } from 'zod';
import { buildPath, tolerant, type AnyOperation } from '../../shared/api/operation';
import { saidFields, type BridgeErrorKind, type FieldWords } from '../../shared/bridge/error';
import { say, type Spoken, type Words } from '../../shared/i18n/words';
import { SERVICE_WORDS } from './service-words';

/** An operation's inputs, typed by the contract (an AnyOperation takes any object). */
export interface CallInput<O extends AnyOperation = AnyOperation> {
  params?: z.input<O['params']>;
  query?: z.input<O['query']>;
  body?: z.input<O['body']>;
}

type SuccessStatus<O extends AnyOperation> = Extract<keyof O['responses'], 200 | 201 | 202 | 204>;

export interface CallAnswer<O extends AnyOperation = AnyOperation> {
  status: number;
  data: z.output<O['responses'][SuccessStatus<O>] & z.ZodType>;
  headers: Headers;
}

export interface ServiceClientOptions {
  /** Read on every call, so a changed setting applies at once. Ends in /api/v1. */
  baseUrl: () => string;
  fetch?: typeof fetch;
  /** The whole exchange, headers and body. Default 30 s. */
  timeoutMs?: number;
}

// ---------------------------------------------------------------------------------------------
// Errors: each says the `kind` it reaches the renderer as, so shared/bridge/error.ts's
// `toBridgeError` carries any of them across (the service's own words when it answered; else the
// core's, as `words` with their English as `message`).

/** A message said (`say`) or text: its English and its Words (none for text, which is the service's). */
function spokenParts(message: string | Spoken): { text: string; words: Words | null } {
  return typeof message === 'string' ? { text: message, words: null } : { text: message.message, words: message.words };
}

/** The service answered with a status other than 2xx. `message` is the service's own words when it gave some. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  /** The core's words when the service gave none (null: `message` is the service's own). */
  readonly words: Words | null;
  constructor(
    readonly status: number,
    message: string | Spoken,
    readonly code: string | null,
    /** Seconds, from the body's `retry_after` or the Retry-After header. */
    readonly retryAfter: number | null,
    readonly fields: Record<string, string[]> | null,
    readonly body: unknown,
  ) {
    const { text, words } = spokenParts(message);
    super(text);
    this.words = words;
  }

  get kind(): BridgeErrorKind {
    return this.status === 401 ? 'signed-out' : this.status === 422 ? 'invalid' : this.status === 429 ? 'rate-limited' : 'service';
  }
}

/** The connection failed, before the service answered. */
abstract class ConnectionError extends Error {
  readonly kind = 'offline';
  readonly words: Words | null;
  constructor(
    /** The system's reason (ECONNREFUSED, ENOTFOUND, TIMEOUT ...), for logs. */
    readonly reason: string | null,
    message: string | Spoken,
  ) {
    const { text, words } = spokenParts(message);
    super(text);
    this.words = words;
  }
}

/** The request never reached the service (refused, no such host, no network, bad certificate). */
export class OfflineError extends ConnectionError {
  override readonly name = 'OfflineError';
  constructor(reason: string | null = null, message: string | Spoken = say(SERVICE_WORDS.offline)) {
    super(reason, message);
  }
}

/**
 * A change may have reached the service but no answer came back (timeout after sending, connection
 * cut). Only non-GET calls end this way: a read that ends so is simply an OfflineError.
 */
export class UncertainError extends ConnectionError {
  override readonly name = 'UncertainError';
  constructor(reason: string | null = null, message: string | Spoken = say(SERVICE_WORDS.uncertain)) {
    super(reason, message);
  }
}

/** A 2xx answer that does not match the contract (or could not be read). The service did act on it. */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
  readonly kind = 'service';
  readonly words: Words | null;
  constructor(
    readonly status: number,
    message: string | Spoken = say(SERVICE_WORDS.notUnderstood),
  ) {
    const { text, words } = spokenParts(message);
    super(text);
    this.words = words;
  }
}

/**
 * A failure the core describes in its own words (a skipped refresh, a closed scheduler): a catalog
 * message, `new LocalError('invalid', say(WORDS.thing, values))`, never English (the lint says so).
 * Text is taken only when it is the service's own words, passed on. A check about one field says
 * so in `fields` (`{ name: [say(WORDS.thing)] }`), shown next to that field in the person's language.
 */
export class LocalError extends Error {
  override readonly name = 'LocalError';
  readonly words: Words | null;
  /** Each field's messages in English, and their Words (shared/bridge/error.ts). */
  readonly fields: Record<string, string[]> | null = null;
  readonly fieldWords?: FieldWords;
  constructor(
    readonly kind: BridgeErrorKind,
    message: Spoken | string,
    readonly retryAfter: number | null = null,
    fields: Readonly<Record<string, readonly Spoken[]>> | null = null,
  ) {
    const { text, words } = spokenParts(message);
    super(text);
    this.words = words;
    if (fields) {
      const said = saidFields(fields);
      this.fields = said.fields;
      this.fieldWords = said.fieldWords;
    }
  }
}

/** The per-token rate limit, as opposed to a 429 with its own meaning (the five-minute wording throttle). */
export function isRateLimit(error: unknown): error is ServiceError {
  // Every 429 holds the whole token back except those whose code says they are about one thing.
  return error instanceof ServiceError && error.status === 429 && !SINGLE_THING_429.has(error.code ?? '');
}

/** 429s about one thing, not the token's budget: the wording throttle, the device-code limit. */
const SINGLE_THING_429 = new Set(['wording_change_too_soon', 'too_many_device_codes']);

// ---------------------------------------------------------------------------------------------
// The client

export class ServiceClient {
  private readonly baseUrl: () => string;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(opts: ServiceClientOptions) {
    this.baseUrl = opts.baseUrl;
    // Called through the platform's own fetch, never as a method of this object: a browser's
    // (the phone rig's page) refuses to run with another `this` ("Illegal invocation").
    this.fetch = opts.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.timeoutMs = opts.timeoutMs ?? 30_000;
  }

  /**
   * `baseUrl`: the service this call belongs to, fixed when its token was taken (an account's
   * token goes only to the service it signed in at, even if the setting changes while it waits).
   */
  async call<O extends AnyOperation>(op: O, input: CallInput<O>, token: string | null, baseUrl: string = this.baseUrl()): Promise<CallAnswer<O>> {
    const url = this.url(op, input, baseUrl);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== null && token !== '') headers.authorization = `Bearer ${token}`;
    let body: string | undefined;
    if (op.method !== 'GET') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body ?? {});
    }

    let response: Response;
    try {
      // Redirects are not followed: the contract has none, and the token must not travel on.
      response = await this.fetch(url, { method: op.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw transportError(op, error);
    }

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      // The status arrived, the body did not.
      if (op.method === 'GET') throw new OfflineError(reasonOf(error));
      if (isSuccess(response.status)) throw new UnexpectedAnswerError(response.status);
      throw new ServiceError(response.status, undocumentedMessage(response.status), null, null, null, null);
    }
    const json = parseJson(text);

    if (isSuccess(response.status)) {
      const data = parseSuccess(op, response.status, json);
      if (data === NOT_UNDERSTOOD) throw new UnexpectedAnswerError(response.status);
      return { status: response.status, data: data as CallAnswer<O>['data'], headers: response.headers };
    }
    throw serviceError(op, response, json);
  }

  /** The service's address now (the setting); a call fixes it when it takes its token. */
  currentBaseUrl(): string {
    return this.baseUrl();
  }

  private url(op: AnyOperation, input: CallInput, baseUrl: string): string {
    const path = buildPath(op.path, (input.params ?? {}) as Record<string, string | number>);
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
      if (value === undefined || value === null) continue;
      for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) search.append(name, String(one));
    }
    const query = search.toString();
    return `${baseUrl.replace(/\/+$/, '')}${path}${query ? `?${query}` : ''}`;
  }
}

const NOT_UNDERSTOOD = Symbol('not understood');

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The documented schema for this status; for an undocumented 2xx, any documented 2xx body will do. */
function parseSuccess(op: AnyOperation, status: number, json: unknown): unknown {
  const own = op.responses[status];
  const candidates = own
    ? [own]
    : Object.entries(op.responses)
        .filter(([s]) => isSuccess(Number(s)))
        .map(([, schema]) => schema);
  for (const schema of candidates) {
    const parsed = tolerant(schema).safeParse(json);
    if (parsed.success) return parsed.data;
  }
  return NOT_UNDERSTOOD;
}

function serviceError(op: AnyOperation, response: Response, json: unknown): ServiceError {
  const schema = op.responses[response.status];
  const parsed = schema ? tolerant(schema).safeParse(json) : null;
  // An undocumented or malformed error body is still read for what it plainly says.
  const body: unknown = parsed?.success ? parsed.data : json;
  const record = isRecord(body) ? body : {};
  const message: string | Spoken = typeof record.message === 'string' && record.message.trim() !== '' ? record.message : undocumentedMessage(response.status);
  const code = typeof record.code === 'string' ? record.code : typeof record.error === 'string' ? record.error : null;
  const retryAfter = typeof record.retry_after === 'number' ? record.retry_after : retryAfterHeader(response.headers.get('retry-after'));
  return new ServiceError(response.status, message, code, retryAfter, fieldMessages(record.errors), body);
}

function undocumentedMessage(status: number): Spoken {
  return say(status >= 500 ? SERVICE_WORDS.serverTrouble : SERVICE_WORDS.couldNot, { status });
}

function fieldMessages(value: unknown): Record<string, string[]> | null {
  if (!isRecord(value)) return null;
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[name] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') fields[name] = [messages];
  }
  return fields;
}

/** Retry-After is seconds or an HTTP date. */
function retryAfterHeader(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** System errors that happen before any byte of the request leaves this machine. */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_FAIL',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

function transportError(op: AnyOperation, error: unknown): Error {
  const reason = reasonOf(error);
  if (reason !== null && (NEVER_SENT.has(reason) || reason.startsWith('ERR_SSL_'))) return new OfflineError(reason);
  // Anything else (timeout, reset, socket closed) may have happened after the request went out.
  if (op.method === 'GET') return new OfflineError(reason);
  return new UncertainError(reason);
}

/** The system code of a fetch failure, looking through `cause` and AggregateError. */
function reasonOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (isRecord(e) || e instanceof Error) {
      const record = e as Record<string, unknown>;
      if (typeof record.code === 'string') return record.code;
      if (Array.isArray(record.errors) && isRecord(record.errors[0]) && typeof record.errors[0].code === 'string') return record.errors[0].code;
      if (record.name === 'TimeoutError') return 'TIMEOUT';
      e = record.cause;
    } else break;
  }
  return null;
}
