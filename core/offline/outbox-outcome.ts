/**
 * What a failure means for a queued change: the outbox's decisions, apart from the outbox that
 * carries them out (outbox.ts). Pure: an error and where it happened in, an outcome out; no clock,
 * no list, no disk. One table to read when asking "is this ever sent twice?".
 *
 * | What failed                                      | Outcome                                         |
 * |--------------------------------------------------|-------------------------------------------------|
 * | a 2xx whose answer could not be read             | done: the service accepted it                   |
 * | 429 (the limit, or the five-minute wording pause)| wait out Retry-After (60 s when it says none)   |
 * | the service could not be reached                 | retry (backoff), waiting for the connection     |
 * | 401                                              | hold until the account signs in again           |
 * | stopped here before it was sent (LocalError)     | hold until told to go on                        |
 * | any other 4xx                                    | refuse, in the service's own words              |
 * | 5xx, timeout, cut connection, anything else      | check: read the resource before sending again   |
 * | taken back, or failed before it left             | retry: nothing can have arrived                 |
 *
 * The check before acting (decision-check.ts) reads, it does not change: a read that fails for a
 * reason the send itself would meet (offline, 401, 429, stopped) is treated as that; another 4xx
 * refuses the change (its tribute or memorial is gone); anything else is retried, never checked.
 */
import { isRateLimit, LocalError, OfflineError, ServiceError, UncertainError, UnexpectedAnswerError } from '../service/client';
import { NotSentError } from '../service/scheduler';
import { wordsOfServiceText, type Words } from '../../shared/i18n/words';

/** Where the failure happened. */
export type FailureStage =
  /** The send failed and its request may have left (the outbox wrote it `sending`). */
  | 'on-wire'
  /** The send failed before its request left (taken back while it waited, or failed at its turn). */
  | 'before-wire'
  /** The read of the check before acting failed; nothing was sent. */
  | 'check-before-send';

export type FailureOutcome =
  /** The service accepted it; only its answer was unreadable. */
  | { kind: 'done' }
  /** Not a refusal: wait this long, then send. `wording`: the pause is about this change alone; `limit`: the whole account's. */
  | { kind: 'wait'; for: 'limit' | 'wording'; ms: number }
  /** Nothing can have arrived: back off and send again; `offline` when it waits for the connection. */
  | { kind: 'retry'; offline: boolean }
  /** Held until the account is told to go on (signed in again, or its traffic started again). */
  | { kind: 'hold'; signedOut: { message: string; words?: Words; code: string | null } | null }
  /** The service said no: the change ends refused, in its words (or the core's, `words`, when it gave none). */
  | { kind: 'refuse'; message: string; words?: Words; code: string | null }
  /** It may have taken effect: read the resource before anything is sent again. `unexplained`: a failure with no clear cause (counted, and logged). */
  | { kind: 'check'; unexplained: boolean };

export function outcomeOfFailure(error: unknown, stage: FailureStage): FailureOutcome {
  if (error instanceof NotSentError) return { kind: 'retry', offline: false };
  if (stage === 'check-before-send') {
    if (error instanceof OfflineError || error instanceof LocalError || (error instanceof ServiceError && (error.status === 401 || error.status === 429))) {
      return outcomeOfSendFailure(error);
    }
    if (error instanceof ServiceError && error.status < 500) return { kind: 'refuse', ...saidOf(error), code: error.code };
    // A read that failed changed nothing: try it again later.
    return { kind: 'retry', offline: false };
  }
  // Failed before anything left (the task never ran): nothing can have arrived.
  if (stage === 'before-wire' && !(error instanceof ServiceError) && !(error instanceof OfflineError) && !(error instanceof LocalError)) {
    return { kind: 'retry', offline: false };
  }
  return outcomeOfSendFailure(error);
}

function outcomeOfSendFailure(error: unknown): FailureOutcome {
  if (error instanceof UnexpectedAnswerError && error.status >= 200 && error.status < 300) return { kind: 'done' };
  if (error instanceof ServiceError && error.status === 429) {
    // The rate limit holds the whole account; the wording throttle is about this change alone.
    return { kind: 'wait', for: isRateLimit(error) ? 'limit' : 'wording', ms: Math.max(1, error.retryAfter ?? 60) * 1000 };
  }
  // Never reached the service: sending again is safe.
  if (error instanceof OfflineError) return { kind: 'retry', offline: true };
  // Not a refusal of the change: the sign-in ended.
  if (error instanceof ServiceError && error.status === 401) return { kind: 'hold', signedOut: { ...saidOf(error), code: error.code } };
  // The core stopped it (the account's scheduler closed) before it was sent.
  if (error instanceof LocalError) return { kind: 'hold', signedOut: null };
  if (error instanceof ServiceError && error.status < 500) return { kind: 'refuse', ...saidOf(error), code: error.code };
  // Timeout, cut connection, a 5xx, or something unforeseen: it may have taken effect.
  return { kind: 'check', unexplained: !(error instanceof UncertainError) };
}

/** What `verify` found about a change whose outcome was lost. */
export type CheckVerdict = 'applied' | 'not-applied' | 'unknown';

export type CheckOutcome =
  | { kind: 'done' }
  /** It did not take effect: queued, to be sent again at once. */
  | { kind: 'send-again' }
  /** It did not take effect after repeated failures of unknown outcome: stop trying. */
  | { kind: 'give-up' }
  /** Still unknown: check again after a backoff. */
  | { kind: 'check-again' };

/** After this many failures of unknown outcome, a change verify says did not take effect is refused. */
export const MAX_TROUBLES = 5;

export function outcomeOfCheck(verdict: CheckVerdict, troubles: number): CheckOutcome {
  if (verdict === 'applied') return { kind: 'done' };
  if (verdict === 'not-applied') return troubles >= MAX_TROUBLES ? { kind: 'give-up' } : { kind: 'send-again' };
  return { kind: 'check-again' };
}

/**
 * What a refusal says: the core's words (with their Words) when the service gave none; else the
 * service's own, with their Words when they are one of the contract's sentences (a field's check,
 * which the service's stand-in writes as the contract does), so the person reads it in their language.
 */
function saidOf(error: ServiceError): { message: string; words?: Words } {
  const words = error.words ?? wordsOfServiceText(error.message);
  return words ? { message: error.message, words } : { message: error.message };
}
