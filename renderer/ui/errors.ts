import type { BridgeError } from '../../shared/bridge';

const KINDS: ReadonlySet<string> = new Set(['service', 'offline', 'rate-limited', 'signed-out', 'invalid', 'internal']);

/** Words for a failure that did not come through the bridge as a BridgeError (a bug, not the service). */
export const UNEXPECTED_MESSAGE = 'Something went wrong inside Memorial Desk. Please try again.';

/**
 * The app's own words when a sign-in cannot reach the service. Main's offline message promises
 * that it "keeps trying", which is true of queued changes but not of a sign-in: nothing retries
 * it, the person does.
 */
export const CANT_REACH_SERVICE = "Memorial Desk can't reach the memorial service right now. Please check the connection and try again.";

export function isBridgeError(value: unknown): value is BridgeError {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { kind?: unknown; message?: unknown };
  return typeof candidate.kind === 'string' && KINDS.has(candidate.kind) && typeof candidate.message === 'string';
}

/**
 * The BridgeError behind a rejected bridge call. The transport may reject with the BridgeError
 * itself or with an Error that carries it as `error`; anything else is our own fault, and its
 * technical text is not what a grieving family should read.
 */
export function toBridgeError(value: unknown): BridgeError {
  if (isBridgeError(value)) return value;
  if (typeof value === 'object' && value !== null && 'error' in value && isBridgeError(value.error)) return value.error;
  return { kind: 'internal', message: UNEXPECTED_MESSAGE, status: null, code: null, retryAfter: null, fields: null };
}

/** The first message the service gave for one field, else its overall message. */
export function fieldMessage(error: BridgeError, field: string): string {
  return error.fields?.[field]?.[0] ?? error.message;
}

/** What to tell the person when a sign-in step failed: the app's words when offline, else main's or the service's. */
export function signInFailureWords(error: BridgeError): string {
  return error.kind === 'offline' ? CANT_REACH_SERVICE : error.message;
}
