/**
 * How a failed call reaches the renderer: the service's own words when it answered, or a plain
 * sentence from the core. `kind` lets the UI choose what to show next to the message.
 *
 * One constructor (`bridgeError`) makes one; one function (`toBridgeError`) reads one out of
 * whatever a failure is: the core's typed errors (each says its `kind`, core/service/client.ts),
 * a BridgeFailure, what crossed IPC or the socket. Nothing else a failure carries comes along.
 */
import { z } from 'zod';

export const BridgeError = z.strictObject({
  kind: z.enum(['service', 'offline', 'rate-limited', 'signed-out', 'invalid', 'internal']),
  message: z.string(),
  status: z.number().int().nullable(),
  code: z.string().nullable(),
  retryAfter: z.number().nullable(),
  /** Field name → messages, for showing each next to its field. */
  fields: z.record(z.string(), z.array(z.string())).nullable(),
});
export type BridgeError = z.infer<typeof BridgeError>;
export type BridgeErrorKind = BridgeError['kind'];

/** The words for a failure nobody planned for: the detail goes to a log, never to the person. */
export const UNEXPECTED_MESSAGE = 'Something went wrong inside Memorial Desk. Please try again.';

/** A BridgeError of that kind, in those words, with whatever else is known (the rest null). */
export function bridgeError(kind: BridgeErrorKind, message: string, details: Partial<Omit<BridgeError, 'kind' | 'message'>> = {}): BridgeError {
  return {
    kind,
    message,
    status: details.status ?? null,
    code: details.code ?? null,
    retryAfter: details.retryAfter ?? null,
    fields: details.fields ?? null,
  };
}

/**
 * Whatever a failure carries, as a BridgeError: exactly its BridgeError fields when it has them
 * (an Error that says its kind, a plain object, one wrapped as `error`), else a failure nobody
 * planned for, in the app's own words (never an exception's technical text).
 */
export function toBridgeError(value: unknown): BridgeError {
  const parsed = BridgeError.safeParse(pickBridgeError(value));
  return parsed.success ? parsed.data : bridgeError('internal', UNEXPECTED_MESSAGE);
}

/** The BridgeError fields of a value (an Error carrying them, or an object with `error`), nothing else. */
function pickBridgeError(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const v = value as Record<string, unknown>;
  if (typeof v.kind !== 'string' && typeof v.error === 'object') return pickBridgeError(v.error);
  return {
    kind: v.kind,
    message: v.message,
    status: typeof v.status === 'number' ? v.status : null,
    code: typeof v.code === 'string' ? v.code : null,
    retryAfter: typeof v.retryAfter === 'number' ? v.retryAfter : null,
    fields: typeof v.fields === 'object' && v.fields !== null ? v.fields : null,
  };
}
