import { describe, expect, it } from 'vitest';
import { LocalError, OfflineError, ServiceError, UncertainError, UnexpectedAnswerError } from '../../../core/service/client';
import { NotSentError } from '../../../core/service/scheduler';
import { SERVICE_WORDS } from '../../../core/service/service-words';
import { say } from '../../../shared/i18n/words';
// The contract, loaded as in every core (its schemas not built): its sentences are written when a refusal asks.
import '../../../shared/api';
import { MAX_TROUBLES, outcomeOfCheck, outcomeOfFailure, type FailureStage } from '../../../core/offline/outbox-outcome';

const service = (status: number, code: string | null = null, retryAfter: number | null = null) =>
  new ServiceError(status, `The service said ${status}.`, code, retryAfter, null, null);

/** Every kind of failure the outbox meets, by name. */
const FAILURES = {
  'unreadable 2xx': new UnexpectedAnswerError(200),
  'unreadable 4xx': new UnexpectedAnswerError(418),
  'rate limit 429': service(429, 'rate_limited', 20),
  '429 without Retry-After': service(429, null, null),
  'wording pause 429': service(429, 'wording_change_too_soon', 240),
  offline: new OfflineError('ECONNREFUSED'),
  '401': service(401, 'unauthenticated'),
  'stopped here': new LocalError('internal', 'This was stopped.'),
  '404': service(404, 'not_found'),
  '422': service(422, 'awaiting_verification'),
  '500': service(500),
  'lost answer': new UncertainError('UND_ERR_SOCKET'),
  'something unforeseen': new TypeError('x is undefined'),
  'taken back': new NotSentError(),
} as const;

type Name = keyof typeof FAILURES;

const table = (stage: FailureStage) =>
  Object.fromEntries(Object.entries(FAILURES).map(([name, error]) => [name, outcomeOfFailure(error, stage)])) as Record<Name, unknown>;

describe('what a failure means for a queued change', () => {
  it('after a send that may have left: done, wait, retry, hold, refuse or check, and nothing unclear is ever sent again blindly', () => {
    expect(table('on-wire')).toEqual({
      'unreadable 2xx': { kind: 'done' },
      'unreadable 4xx': { kind: 'check', unexplained: true },
      'rate limit 429': { kind: 'wait', for: 'limit', ms: 20_000 },
      '429 without Retry-After': { kind: 'wait', for: 'limit', ms: 60_000 },
      'wording pause 429': { kind: 'wait', for: 'wording', ms: 240_000 },
      offline: { kind: 'retry', offline: true },
      '401': { kind: 'hold', signedOut: { message: 'The service said 401.', code: 'unauthenticated' } },
      'stopped here': { kind: 'hold', signedOut: null },
      '404': { kind: 'refuse', message: 'The service said 404.', code: 'not_found' },
      '422': { kind: 'refuse', message: 'The service said 422.', code: 'awaiting_verification' },
      '500': { kind: 'check', unexplained: true },
      'lost answer': { kind: 'check', unexplained: false },
      'something unforeseen': { kind: 'check', unexplained: true },
      'taken back': { kind: 'retry', offline: false },
    });
  });

  it('before the request left: what did not come from the wire or the service is retried, never checked', () => {
    const before = table('before-wire');
    const onWire = table('on-wire');
    expect(before['something unforeseen']).toEqual({ kind: 'retry', offline: false });
    expect(before['lost answer']).toEqual({ kind: 'retry', offline: false });
    expect(before['unreadable 2xx']).toEqual({ kind: 'retry', offline: false });
    // What the service or the scheduler said means the same wherever it came.
    for (const name of ['rate limit 429', 'wording pause 429', 'offline', '401', 'stopped here', '404', '500'] as const)
      expect(before[name], name).toEqual(onWire[name]);
  });

  it('after the check before acting: a read that fails changes nothing, so it is retried, or refused when what it was about is gone', () => {
    expect(table('check-before-send')).toEqual({
      'unreadable 2xx': { kind: 'retry', offline: false },
      'unreadable 4xx': { kind: 'retry', offline: false },
      'rate limit 429': { kind: 'wait', for: 'limit', ms: 20_000 },
      '429 without Retry-After': { kind: 'wait', for: 'limit', ms: 60_000 },
      'wording pause 429': { kind: 'wait', for: 'wording', ms: 240_000 },
      offline: { kind: 'retry', offline: true },
      '401': { kind: 'hold', signedOut: { message: 'The service said 401.', code: 'unauthenticated' } },
      'stopped here': { kind: 'hold', signedOut: null },
      '404': { kind: 'refuse', message: 'The service said 404.', code: 'not_found' },
      '422': { kind: 'refuse', message: 'The service said 422.', code: 'awaiting_verification' },
      '500': { kind: 'retry', offline: false },
      'lost answer': { kind: 'retry', offline: false },
      'something unforeseen': { kind: 'retry', offline: false },
      'taken back': { kind: 'retry', offline: false },
    });
  });

  it('refuses in the core’s own words, with their Words, when the service gave none', () => {
    const wordless = new ServiceError(404, say(SERVICE_WORDS.couldNot, { status: 404 }), null, null, null, null);
    expect(outcomeOfFailure(wordless, 'on-wire')).toEqual({
      kind: 'refuse',
      message: 'The memorial service could not do this (error 404).',
      words: { id: 'core.service.couldNot', values: { status: 404 } },
      code: null,
    });
  });

  it('refuses in the service’s own words, with their Words when they are one of the contract’s checks', () => {
    const refused = new ServiceError(422, 'The title can be at most 255 characters.', null, null, null, null);
    expect(outcomeOfFailure(refused, 'on-wire')).toEqual({
      kind: 'refuse',
      message: 'The title can be at most 255 characters.',
      words: { id: 'api.check.tooLong', values: { label: { id: 'api.field.title' }, max: 255 } },
      code: null,
    });
    const own = new ServiceError(422, 'The service has its own reasons.', null, null, null, null);
    expect(outcomeOfFailure(own, 'on-wire')).toEqual({ kind: 'refuse', message: 'The service has its own reasons.', code: null });
  });

  it('waits at least a second, whatever Retry-After says', () => {
    expect(outcomeOfFailure(service(429, 'rate_limited', 0), 'on-wire')).toEqual({ kind: 'wait', for: 'limit', ms: 1_000 });
  });
});

describe('what the check of a lost outcome means', () => {
  it('done when it took effect, sent again when it did not, checked again while unknown', () => {
    expect(outcomeOfCheck('applied', 0)).toEqual({ kind: 'done' });
    expect(outcomeOfCheck('applied', MAX_TROUBLES + 3)).toEqual({ kind: 'done' });
    expect(outcomeOfCheck('not-applied', 0)).toEqual({ kind: 'send-again' });
    expect(outcomeOfCheck('not-applied', MAX_TROUBLES - 1)).toEqual({ kind: 'send-again' });
    expect(outcomeOfCheck('unknown', MAX_TROUBLES)).toEqual({ kind: 'check-again' });
  });

  it('gives up a change that kept failing without a clear answer once the check finds it did not take effect', () => {
    expect(outcomeOfCheck('not-applied', MAX_TROUBLES)).toEqual({ kind: 'give-up' });
  });
});
