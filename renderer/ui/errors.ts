import type { BridgeError } from '../../shared/bridge';

const KINDS: ReadonlySet<string> = new Set(['service', 'offline', 'rate-limited', 'signed-out', 'invalid', 'internal']);

/** Words for a failure that did not come through the bridge as a BridgeError (a bug, not the service). */
export const UNEXPECTED_MESSAGE = 'Something went wrong inside Memorial Desk. Please try again.';

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
