import { describe, expect, it, vi } from 'vitest';
import type { AnyOperation } from '../../../shared/api/operation';
import type { AccountInfo, DeviceSignIn } from '../../../shared/bridge';
import { LocalError, OfflineError, ServiceClient, ServiceError, UncertainError, type CallInput } from '../../../core/service/client';
import { FakeClock } from '../../helpers/fake-clock';
import { DEVICE_GRANT_TYPE, DEVICE_MESSAGES, startDeviceSignIn, type CallService } from '../../../core/accounts/device-flow';
import { useSandbox } from '../../sandbox/harness';

const DEVICE_CODE = 'mdd_the-secret-device-code';
const CODE = {
  device_code: DEVICE_CODE,
  user_code: 'BCDF-GHJK',
  verification_uri: 'http://service.test/device',
  verification_uri_complete: 'http://service.test/device?user_code=BCDF-GHJK',
  expires_in: 900,
  interval: 5,
  message: 'Open the link and enter the code BCDF-GHJK to let Memorial Desk act for you. The code works for 15 minutes.',
};
const TOKEN = { access_token: 'mdp_the-access-token', token_type: 'Bearer', scope: 'memorials:read' };

type Answer = { data: unknown } | { error: Error } | { pending: Promise<unknown> };
const poll = (error: string) => ({ error: new ServiceError(400, `Service says ${error}`, error, null, null, { error, message: '' }) });
const pending = () => poll('authorization_pending');

/**
 * A scripted stand-in for the service client: the device code once, then one scripted answer per
 * poll (authorization_pending when the script runs out). Records when each call was made.
 */
function scriptedClient(clock: FakeClock, polls: Answer[], start: Answer = { data: CODE }) {
  const calls: { op: string; at: number; input: CallInput; token: string | null }[] = [];
  const client: CallService = {
    call: (async (op: AnyOperation, input: CallInput, token: string | null) => {
      calls.push({ op: op.name, at: clock.now() - t0, input, token });
      const answer = op.name === 'requestDeviceCode' ? start : (polls.shift() ?? pending());
      if ('error' in answer) throw answer.error;
      if ('pending' in answer) return { status: 200, data: await answer.pending, headers: new Headers() };
      return { status: op.name === 'requestDeviceCode' ? 201 : 200, data: answer.data, headers: new Headers() };
    }) as CallService['call'],
  };
  const t0 = clock.now();
  const pollTimes = () => calls.filter((c) => c.op === 'exchangeDeviceCode').map((c) => c.at / 1000);
  return { client, calls, pollTimes };
}

async function started(polls: Answer[], options: { keep?: (token: string) => Promise<AccountInfo>; code?: Partial<typeof CODE> } = {}) {
  const clock = new FakeClock();
  const script = scriptedClient(clock, polls, { data: { ...CODE, ...options.code } });
  const changes: DeviceSignIn[] = [];
  const flow = await startDeviceSignIn({ client: script.client, clock, onChange: (s) => changes.push(s), keep: options.keep });
  let result: string | null | undefined;
  void flow.done.then((token) => (result = token));
  return { clock, flow, changes, ...script, result: () => result };
}

const ACCOUNT: AccountInfo = { id: 'acc-1', kind: 'personal', name: 'Personal account', signedIn: true };

describe('startDeviceSignIn (RFC 8628 poller, fake clock)', () => {
  it('asks for a code as Memorial Desk without a token, and shows the person everything but the device code', async () => {
    const { flow, calls, clock } = await started([]);
    expect(calls).toEqual([{ op: 'requestDeviceCode', at: 0, input: { body: { client_name: 'Memorial Desk' } }, token: null }]);
    expect(flow.state()).toEqual({
      flowId: flow.id,
      state: 'waiting',
      userCode: 'BCDF-GHJK',
      verificationUri: CODE.verification_uri,
      verificationUriComplete: CODE.verification_uri_complete,
      expiresAt: new Date(clock.now() + 900_000).toISOString(),
      message: CODE.message,
      account: null,
    });
    expect(JSON.stringify(flow.state())).not.toContain(DEVICE_CODE);
    flow.cancel();
  });

  it('polls POST /auth/token with the device code, no sooner than the interval after each answer', async () => {
    const { flow, clock, calls, pollTimes } = await started([pending(), pending(), pending()]);
    await clock.advance(4_999);
    expect(pollTimes()).toEqual([]);
    await clock.advance(1);
    expect(pollTimes()).toEqual([5]);
    expect(calls[1]).toMatchObject({ input: { body: { device_code: DEVICE_CODE, grant_type: DEVICE_GRANT_TYPE } }, token: null });
    await clock.advance(15_000);
    expect(pollTimes()).toEqual([5, 10, 15, 20]);
    expect(flow.state().state).toBe('waiting');
    flow.cancel();
  });

  it('waits the interval from the answer, not from the question, when an answer is slow', async () => {
    let refuse: (error: Error) => void = () => {};
    const { flow, clock, pollTimes } = await started([{ pending: new Promise((_, reject) => (refuse = reject)) }, { data: TOKEN }]);
    await clock.advance(5_000);
    await clock.advance(3_000);
    refuse(pending().error);
    await clock.advance(4_999);
    expect(pollTimes()).toEqual([5]);
    await clock.advance(1);
    expect(pollTimes()).toEqual([5, 13]);
    expect(flow.state().state).toBe('approved');
  });

  it('adds five seconds on every slow_down and keeps the longer interval', async () => {
    const { flow, clock, pollTimes } = await started([pending(), poll('slow_down'), pending(), poll('slow_down'), pending(), pending()]);
    await clock.advance(70_000);
    expect(pollTimes()).toEqual([5, 10, 20, 30, 45, 60]);
    expect(flow.state()).toMatchObject({ state: 'waiting', message: CODE.message });
    flow.cancel();
  });

  it('stops at expires_in: expired, a plain message, nothing more asked', async () => {
    const { flow, clock, pollTimes, result, changes } = await started([], { code: { expires_in: 30 } });
    await clock.advance(29_999);
    expect(flow.state().state).toBe('waiting');
    await clock.advance(1);
    expect(flow.state()).toMatchObject({ state: 'expired', message: DEVICE_MESSAGES.expired });
    expect(changes.map((c) => c.state)).toEqual(['expired']);
    expect(result()).toBeNull();
    const asked = pollTimes().length;
    await clock.advance(60_000);
    expect(pollTimes()).toHaveLength(asked);
    expect(clock.pending()).toBe(0);
  });

  it.each([
    ['access_denied', 'denied', 'Service says access_denied'],
    ['expired_token', 'expired', 'Service says expired_token'],
    ['invalid_grant', 'failed', 'Service says invalid_grant'],
  ])('ends on %s as %s, in the service’s own words', async (error, state, message) => {
    const { flow, clock, pollTimes, result } = await started([pending(), poll(error)]);
    await clock.advance(10_000);
    expect(flow.state()).toMatchObject({ state, message, account: null });
    expect(result()).toBeNull();
    await clock.advance(60_000);
    expect(pollTimes()).toEqual([5, 10]);
    expect(clock.pending()).toBe(0);
  });

  it('keeps the token with `keep`, then reports approved with the account', async () => {
    const kept: string[] = [];
    const keep = (token: string) => {
      kept.push(token);
      return Promise.resolve(ACCOUNT);
    };
    const { flow, clock, result, changes } = await started([pending(), { data: TOKEN }], { keep });
    await clock.advance(10_000);
    expect(kept).toEqual([TOKEN.access_token]);
    expect(flow.state()).toMatchObject({ state: 'approved', account: ACCOUNT, message: DEVICE_MESSAGES.approved(ACCOUNT.name) });
    expect(changes.map((c) => c.state)).toEqual(['approved']);
    expect(result()).toBe(TOKEN.access_token);
    expect(JSON.stringify(changes)).not.toContain(TOKEN.access_token);
    expect(clock.pending()).toBe(0);
  });

  it('fails in plain words when the token could not be kept', async () => {
    const { flow, clock, result } = await started([{ data: TOKEN }], { keep: () => Promise.reject(new LocalError('internal', 'No keychain today.')) });
    await clock.advance(5_000);
    expect(flow.state()).toMatchObject({ state: 'failed', message: 'No keychain today.' });
    expect(result()).toBeNull();

    const other = await started([{ data: TOKEN }], { keep: () => Promise.reject(new Error(`secret ${TOKEN.access_token}`)) });
    await other.clock.advance(5_000);
    expect(other.flow.state()).toMatchObject({ state: 'failed', message: DEVICE_MESSAGES.notKept });
  });

  it('keeps trying at the same pace while the service cannot be reached, and says it is waiting for the connection', async () => {
    const { flow, clock, pollTimes, changes } = await started([
      { error: new OfflineError('ECONNREFUSED') },
      { error: new UncertainError('ECONNRESET') },
      { error: new ServiceError(503, 'Down for maintenance', null, null, null, null) },
      pending(),
      { data: TOKEN },
    ]);
    await clock.advance(5_000);
    expect(flow.state().state).toBe('waiting');
    expect(flow.state().message).toMatch(/^Waiting for the connection/);
    expect(flow.state().message).toContain('about 15 more minutes');
    await clock.advance(15_000);
    expect(flow.state().message).toBe(CODE.message);
    await clock.advance(5_000);
    expect(pollTimes()).toEqual([5, 10, 15, 20, 25]);
    expect(flow.state().state).toBe('approved');
    expect(changes.map((c) => [c.state, c.message.slice(0, 11)])).toEqual([
      ['waiting', 'Waiting for'],
      ['waiting', CODE.message.slice(0, 11)],
      ['approved', "You're sign"],
    ]);
  });

  it('gives up offline only when the code expires', async () => {
    const offline = Array.from({ length: 10 }, () => ({ error: new OfflineError('ENOTFOUND') }));
    const { flow, clock, pollTimes } = await started(offline, { code: { expires_in: 30 } });
    await clock.advance(60_000);
    expect(pollTimes()).toEqual([5, 10, 15, 20, 25]);
    expect(flow.state()).toMatchObject({ state: 'expired', message: DEVICE_MESSAGES.expired });
  });

  it('waits out a Retry-After longer than the interval', async () => {
    const { flow, clock, pollTimes } = await started([{ error: new ServiceError(429, 'Too many', 'rate_limited', 12, null, null) }, pending()]);
    await clock.advance(30_000);
    expect(pollTimes()).toEqual([5, 17, 22, 27]);
    flow.cancel();
  });

  it('ends on any other refusal instead of polling on', async () => {
    const { flow, clock, pollTimes } = await started([{ error: new ServiceError(422, 'Bad request', null, null, null, null) }]);
    await clock.advance(30_000);
    expect(flow.state()).toMatchObject({ state: 'failed', message: DEVICE_MESSAGES.failed });
    expect(pollTimes()).toEqual([5]);
  });

  it('cancels: no more polls, done is null, and cancelling again changes nothing', async () => {
    const { flow, clock, pollTimes, result, changes } = await started([pending()]);
    await clock.advance(5_000);
    expect(flow.cancel()).toMatchObject({ state: 'cancelled', message: DEVICE_MESSAGES.cancelled });
    await clock.advance(60_000);
    expect(pollTimes()).toEqual([5]);
    expect(result()).toBeNull();
    expect(flow.cancel().state).toBe('cancelled');
    expect(changes.map((c) => c.state)).toEqual(['cancelled']);
    expect(clock.pending()).toBe(0);
  });

  it('drops a token that arrives after the person cancelled', async () => {
    let answer: (value: unknown) => void = () => {};
    const keep = vi.fn(() => Promise.resolve(ACCOUNT));
    const { flow, clock, result } = await started([{ pending: new Promise((resolve) => (answer = resolve)) }], { keep });
    await clock.advance(5_000);
    flow.cancel();
    answer(TOKEN);
    await clock.flush();
    expect(flow.state().state).toBe('cancelled');
    expect(keep).not.toHaveBeenCalled();
    expect(result()).toBeNull();
  });

  it('cannot be cancelled once approved', async () => {
    const { flow, clock } = await started([{ data: TOKEN }]);
    await clock.advance(5_000);
    expect(flow.cancel().state).toBe('approved');
  });

  it('rejects with the service error when no code can be had', async () => {
    const clock = new FakeClock();
    const refusal = new ServiceError(429, 'Too many sign-ins were started from here. Please wait 60 seconds.', 'too_many_device_codes', 60, null, null);
    const { client } = scriptedClient(clock, [], { error: refusal });
    await expect(startDeviceSignIn({ client, clock })).rejects.toBe(refusal);
    expect(clock.pending()).toBe(0);
  });
});

describe('startDeviceSignIn against the sandbox', () => {
  const h = useSandbox();

  /** The real client, counting the answers to polls so the test knows when one has come back. */
  function countingClient() {
    const real = new ServiceClient({ baseUrl: () => h.baseUrl });
    const seen = { polls: 0, refusals: [] as (string | null)[] };
    const client: CallService = {
      call: (async (op: AnyOperation, input: CallInput, token: string | null) => {
        try {
          return await real.call(op, input, token);
        } catch (error) {
          if (error instanceof ServiceError) seen.refusals.push(error.code);
          throw error;
        } finally {
          if (op.name === 'exchangeDeviceCode') seen.polls++;
        }
      }) as CallService['call'],
    };
    return { client, seen };
  }

  it('is approved through the sandbox after a slow_down, and the token works', async () => {
    const clock = new FakeClock();
    const { client, seen } = countingClient();
    const flow = await startDeviceSignIn({ client, clock });
    const person = await h.person('June Hill');

    // First poll: pending (the sandbox never slows down a first poll).
    await clock.advance(5_000);
    await vi.waitFor(() => expect(seen.polls).toBe(1));
    expect(flow.state().state).toBe('waiting');

    // Second poll comes 5 s later on our clock, but the sandbox's clock has hardly moved: slow_down.
    await clock.advance(5_000);
    await vi.waitFor(() => expect(seen.polls).toBe(2));
    expect(seen.refusals).toEqual(['authorization_pending', 'slow_down']);

    const approval = await h.control('POST', '/__sandbox/device/approve', { user_code: flow.state().userCode, person_id: person.id });
    expect(approval.status).toBe(200);

    // The interval is now 10 s on both clocks; nothing is asked sooner.
    await h.advance(10);
    await clock.advance(9_999);
    expect(seen.polls).toBe(2);
    await clock.advance(1);
    await vi.waitFor(() => expect(seen.polls).toBe(3));
    const token = await flow.done;
    expect(flow.state().state).toBe('approved');
    expect(token).toMatch(/^mdp_/);
    expect(seen.refusals).toHaveLength(2);

    const ping = await h.api('GET', '/ping', { token: token! });
    expect(ping.status).toBe(200);
    expect(ping.body.token).toBe('Memorial Desk');
    expect((await h.api('GET', '/me/memorials', { token: token! })).status).toBe(200);
  });

  it('reports a decline made on the sandbox', async () => {
    const clock = new FakeClock();
    const { client, seen } = countingClient();
    const flow = await startDeviceSignIn({ client, clock });
    expect((await h.control('POST', '/__sandbox/device/deny', { user_code: flow.state().userCode })).status).toBe(200);
    await clock.advance(5_000);
    await vi.waitFor(() => expect(seen.polls).toBe(1));
    expect(await flow.done).toBeNull();
    // The service's own words, read aloud as they come.
    expect(flow.state()).toMatchObject({ state: 'denied', message: expect.stringMatching(/declined/i) });
  });
});
