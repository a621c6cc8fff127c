import type { Context, Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { SandboxContext } from '../context';
import type { Caller } from '../auth/tokens';
import { authenticate, callEndpoint, errorAnswer, HttpError, requireKind, spendBudget, type Answer, type Endpoint } from './endpoint';

/** The path Hono matches for an operation: base_url's /api/v1, `{name}` as `:name`. */
export function apiPath(path: string): string {
  return `/api/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * Serves an endpoint over HTTP: the token (401), the rate limit (429) and the kind of token (403),
 * then `callEndpoint` (422 for bad input, the endpoint's own answer, checked against the contract).
 */
export function mount(app: Hono, ctx: SandboxContext, e: Endpoint): void {
  const { operation } = e;
  app.on(operation.method, apiPath(operation.path), async (c) => {
    let caller: Caller | null = null;
    let headers: Record<string, string> = {};
    let answer: Answer;
    try {
      if (operation.token !== 'none') {
        caller = authenticate(ctx, c.req.header('authorization'));
        headers = spendBudget(ctx, caller);
        requireKind(operation, caller);
      }
      answer = await callEndpoint(e, { caller, address: addressOf(c), params: c.req.param(), query: c.req.query(), readBody: () => readBody(c), headers });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      answer = errorAnswer(operation, error, headers);
    }
    for (const [name, value] of Object.entries(answer.headers)) c.header(name, value);
    return c.json(answer.body, answer.status as 200);
  });
}

export function addressOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Request bodies are JSON (guards.ts refused any other type already); POST /auth/token also takes
 * the form encoding RFC 8628 clients send.
 */
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
