import type { z } from 'zod';
import type { AnyOperation, StatusOf } from '../../shared/api/operation';
import { findCaller, type Caller } from '../auth/tokens';
import type { SandboxContext } from '../context';
import { plural } from '../wording/words';

/**
 * An endpoint: one operation of the contract (shared/api) with what the sandbox does for it.
 * Each area's routes.ts makes its endpoints; the HTTP API (mount.ts) and the MCP server
 * (mcp/tools.ts) serve the same ones, through the same steps (`callEndpoint`), so an answer is
 * the same whichever way it was asked for.
 */

/** Ends a request early with a documented answer (404, 409, 422 ...). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export const notFound = (message = "We couldn't find that. It may have been removed, or it isn't yours to see.") => new HttpError(404, { message });

/** A 422 about one field, in the same shape as schema failures. */
export function invalid(field: string, message: string): HttpError {
  return new HttpError(422, { message, errors: { [field]: [message] } });
}

export type Reply<O extends AnyOperation> = {
  [S in StatusOf<O>]: { status: S; body: z.input<O['responses'][S]>; headers?: Record<string, string> };
}[StatusOf<O>];

export interface RequestInput<O extends AnyOperation> {
  params: z.output<O['params']>;
  query: z.output<O['query']>;
  body: z.output<O['body']>;
  caller: O['token'] extends 'none' ? null : Caller;
  /** The caller's network address (for per-address limits). */
  address: string;
}

export type Handler<O extends AnyOperation> = (input: RequestInput<O>) => Reply<O> | Promise<Reply<O>>;

export interface Endpoint {
  readonly operation: AnyOperation;
  readonly handle: Handler<AnyOperation>;
}

/** What an operation does: parse (done for it), call the model, reply. */
export function endpoint<O extends AnyOperation>(operation: O, handle: NoInfer<Handler<O>>): Endpoint {
  return { operation, handle: handle as unknown as Handler<AnyOperation> };
}

/** An answer ready to send: checked against the operation's strict response schema. */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export const MESSAGES = {
  unauthenticated: 'Your sign-in has ended or is not valid. Please sign in again.',
  wrongKind: {
    personal: 'This needs a personal access token, the kind a person gets by signing in. A business token cannot do this.',
    business: "This needs your organization's business token. A personal token cannot do this.",
  },
  rateLimited: (seconds: number) => `Too many requests in a short time. Please wait ${plural(seconds, 'second', 'seconds')} and try again.`,
  sandboxMistake: 'The sandbox made a mistake answering this request. It has been logged.',
};

/** The caller behind an Authorization header, or 401. */
export function authenticate(ctx: SandboxContext, authorization: string | undefined): Caller {
  const caller = findCaller(ctx.db, authorization);
  if (!caller) throw new HttpError(401, { message: MESSAGES.unauthenticated });
  return caller;
}

/**
 * Spends one request of the token's budget (a sliding minute, spec 5.2 and 5.3), or 429. The
 * API and the MCP server spend from the same budget. Returns the rate-limit headers.
 */
export function spendBudget(ctx: SandboxContext, caller: Caller): Record<string, string> {
  const perMinute = ctx.settings.get().rate_limits[caller.kind];
  const taken = ctx.rateLimiter.take(caller.tokenId, perMinute);
  if (!taken.allowed) {
    throw new HttpError(
      429,
      { code: 'rate_limited', message: MESSAGES.rateLimited(taken.retryAfter), retry_after: taken.retryAfter },
      { 'Retry-After': String(taken.retryAfter), 'X-RateLimit-Limit': String(perMinute), 'X-RateLimit-Remaining': '0' },
    );
  }
  return { 'X-RateLimit-Limit': String(perMinute), 'X-RateLimit-Remaining': String(taken.remaining) };
}

/** 403 when the operation takes the other kind of token. */
export function requireKind(operation: AnyOperation, caller: Caller): void {
  if (operation.token !== 'any' && operation.token !== 'none' && operation.token !== caller.kind) {
    throw new HttpError(403, { message: MESSAGES.wrongKind[operation.token] });
  }
}

/**
 * Parses the call's inputs with the operation's schemas (422 in plain words), runs the endpoint
 * and checks its answer. The body is read last, and only when needed, so a bad path is named
 * before a bad body. An HttpError becomes its answer; anything else is a sandbox bug and is thrown.
 */
export async function callEndpoint(
  { operation, handle }: Endpoint,
  call: {
    caller: Caller | null;
    address: string;
    params: unknown;
    query: unknown;
    readBody: () => Promise<unknown>;
    /** Headers every answer carries (the rate-limit headers). */
    headers?: Record<string, string>;
  },
): Promise<Answer> {
  const headers = call.headers ?? {};
  try {
    const params = parse(operation.params, call.params);
    const query = parse(operation.query, call.query);
    const body = operation.method === 'GET' ? {} : parse(operation.body, await call.readBody());
    const reply = await handle({ params, query, body, caller: call.caller as Caller, address: call.address });
    return checkAnswer(operation, { status: reply.status, body: reply.body as Record<string, unknown>, headers: { ...headers, ...reply.headers } });
  } catch (error) {
    if (error instanceof HttpError) return errorAnswer(operation, error, headers);
    throw error;
  }
}

/** An HttpError as the operation's answer (checked like any other). */
export function errorAnswer(operation: AnyOperation, error: HttpError, headers: Record<string, string> = {}): Answer {
  return checkAnswer(operation, { status: error.status, body: error.body, headers: { ...headers, ...error.headers } });
}

/**
 * The sandbox can only say what the contract lists: an answer outside it is a sandbox bug, said
 * loudly in the log and answered 500.
 */
function checkAnswer(operation: AnyOperation, answer: Answer): Answer {
  const checked = operation.responses[answer.status]?.safeParse(answer.body);
  if (checked?.success) return answer;
  console.error(`sandbox: ${operation.name} answered ${answer.status} outside the contract`, checked?.error?.issues ?? 'undocumented status', answer.body);
  return { status: 500, body: { message: MESSAGES.sandboxMistake }, headers: {} };
}

/** Parses with a schema or throws a 422 whose message reads aloud and names each field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const text = issue.path.length === 0 && issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : issue.message;
    const key = issue.path.map(String).join('.') || 'body';
    (errors[key] ??= []).push(text);
  }
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message = more > 0 ? `${messages[0]} (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : messages[0]!;
  throw new HttpError(422, { message, errors });
}

/**
 * A positive whole number written plainly ("12"), or null: not "0x1", "1.0", " 1", "1e3" or
 * "+1", which Number() would all read as a number, so an address has exactly one spelling.
 */
export function strictId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}
