import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { z } from 'zod';
import type { AnyOperation, StatusOf } from '../shared/api/operation';
import type { SandboxContext } from './context';
import { findCaller, type Caller } from './tokens';

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

export const notFound = (message = "We couldn't find that. It may have been removed, or it isn't yours to see.") =>
  new HttpError(404, { message });

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
  c: Context;
}

type Handler<O extends AnyOperation> = (input: RequestInput<O>) => Reply<O> | Promise<Reply<O>>;

const MESSAGES = {
  unauthenticated: 'Your sign-in has ended or is not valid. Please sign in again.',
  wrongKind: {
    personal: 'This needs a personal access token, the kind a person gets by signing in. A business token cannot do this.',
    business: "This needs your organization's business token. A personal token cannot do this.",
  },
  rateLimited: (seconds: number) =>
    `Too many requests in a short time. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
};

/**
 * Mounts one operation of the contract on the app: checks the token (401, rate limit, 403),
 * parses path, query and body with the operation's schemas (422 in plain words), runs the handler
 * and checks what it answers against the strict response schema, so the sandbox can only emit
 * what the spec lists.
 */
export function route<O extends AnyOperation>(app: Hono, ctx: SandboxContext, op: O, handler: NoInfer<Handler<O>>): void {
  const path = `/api/v1${op.path.replace(/\{(\w+)\}/g, ':$1')}`;
  app.on(op.method, path, async (c) => {
    const extraHeaders: Record<string, string> = {};
    try {
      let caller: Caller | null = null;
      if (op.token !== 'none') {
        caller = findCaller(ctx.db, c.req.header('authorization'));
        if (!caller) throw new HttpError(401, { message: MESSAGES.unauthenticated });
        const perMinute = ctx.settings.get().rate_limits[caller.kind];
        const taken = ctx.rateLimiter.take(caller.tokenId, perMinute);
        extraHeaders['X-RateLimit-Limit'] = String(perMinute);
        if (!taken.allowed) {
          extraHeaders['X-RateLimit-Remaining'] = '0';
          throw new HttpError(
            429,
            { code: 'rate_limited', message: MESSAGES.rateLimited(taken.retryAfter), retry_after: taken.retryAfter },
            { 'Retry-After': String(taken.retryAfter) },
          );
        }
        extraHeaders['X-RateLimit-Remaining'] = String(taken.remaining);
        if (op.token !== 'any' && op.token !== caller.kind) {
          throw new HttpError(403, { message: MESSAGES.wrongKind[op.token] });
        }
      }
      const params = parse(op.params, c.req.param()) as z.output<O['params']>;
      const query = parse(op.query, c.req.query()) as z.output<O['query']>;
      const body = (op.method === 'GET' ? {} : parse(op.body, await readBody(c))) as z.output<O['body']>;
      const reply = await handler({ params, query, body, caller: caller as RequestInput<O>['caller'], address: addressOf(c), c });
      return send(c, op, reply.status, reply.body, { ...extraHeaders, ...reply.headers });
    } catch (error) {
      if (error instanceof HttpError) return send(c, op, error.status, error.body, { ...extraHeaders, ...error.headers });
      throw error;
    }
  });
}

function send(c: Context, op: AnyOperation, status: number, body: unknown, headers: Record<string, string>): Response {
  const schema = op.responses[status];
  const checked = schema?.safeParse(body);
  if (!checked?.success) {
    // A sandbox bug: it tried to say something the contract does not allow. Say so loudly.
    console.error(`sandbox: ${op.name} answered ${status} outside the contract`, checked?.error?.issues ?? 'undocumented status', body);
    return c.json({ message: 'The sandbox made a mistake answering this request. It has been logged.' }, 500);
  }
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return c.json(body as object, status as 200);
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

export function addressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Request bodies are JSON; POST /auth/token also takes the form encoding RFC 8628 clients send. */
async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(422, { message: "The request body isn't valid JSON.", errors: { body: ["The request body isn't valid JSON."] } });
  }
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
