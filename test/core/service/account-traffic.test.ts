import { say } from '../../../shared/i18n/words';
import { SERVICE_WORDS } from '../../../core/service/service-words';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Accounts } from '../../../core/accounts/accounts';
import { AccountTraffic } from '../../../core/service/account-traffic';
import { LocalError, OfflineError, ServiceError, type ServiceClient } from '../../../core/service/client';
import { RequestBudgets } from '../../../core/service/request-budget';
import { operations, type AnyOperation } from '../../../shared/api';
import { FakeClock } from '../../helpers/fake-clock';
import { useTestState, type TestState } from '../../helpers/state-store';

/**
 * Every account's traffic: one scheduler per account, made at its first call, each call taking the
 * account's token and its service's address together, and the connection as the status line tells
 * it. The service client and the accounts are stand-ins; the schedulers and budgets are real.
 */
const openState = useTestState();
let home: TestState;
beforeEach(async () => {
  home = await openState();
});

const SERVICE = 'https://memorials.example.org/api/v1';

async function traffic(reply: (op: AnyOperation) => Promise<unknown> = () => Promise.resolve({ status: 200, data: {}, headers: new Headers() })) {
  const clock = new FakeClock();
  const signedIn = new Set(['family', 'home']);
  const log: string[] = [];
  const client = {
    call: (op: AnyOperation, _input: unknown, token: string, baseUrl: string) => {
      log.push(`${op.name} ${token} ${baseUrl}`);
      return reply(op);
    },
  } as unknown as ServiceClient;
  const accounts = {
    get: (id: string) => (signedIn.has(id) ? { id, kind: id === 'home' ? 'business' : 'personal' } : null),
    credentialsFor: (id: string) => (signedIn.has(id) ? { token: `mdp_${id}`, baseUrl: SERVICE } : null),
    rejected: (id: string) => {
      log.push(`rejected ${id}`);
      signedIn.delete(id);
      return Promise.resolve();
    },
  } as unknown as Pick<Accounts, 'get' | 'credentialsFor' | 'rejected'>;
  const backOnline: string[] = [];
  const made = new AccountTraffic({
    budgets: await RequestBudgets.open(home.state, { clock }),
    clock,
    client,
    accounts,
    onBackOnline: (id) => backOnline.push(id),
    onChange: () => undefined,
  });
  return { made, clock, log, signedIn, backOnline };
}

describe('an account’s traffic', () => {
  it('sends nothing for an account that is signed out, and makes it no scheduler', async () => {
    const { made, log } = await traffic();
    await expect(made.call('gone', operations.ping, {}, { lane: 'person', whenOffline: 'fail' })).rejects.toMatchObject(
      new LocalError('signed-out', say(SERVICE_WORDS.signedOut)),
    );
    expect(log).toEqual([]);
    expect(made.existing('gone')).toBeUndefined();
  });

  it('takes the token and its service’s address together, and tells the caller just before the request leaves', async () => {
    const { made, log } = await traffic();
    await made.call('family', operations.ping, {}, { lane: 'change', whenOffline: 'fail', onSend: () => void log.push('on the wire') });
    expect(log).toEqual(['on the wire', `ping mdp_family ${SERVICE}`]);
    expect(made.existing('family')).toBeDefined();
    made.closeAll();
  });

  it('marks the account signed out the moment the service stops accepting its sign-in (401), and still tells the caller', async () => {
    const refused = new ServiceError(401, 'Please sign in again.', null, null, null, null);
    const { made, log } = await traffic(() => Promise.reject(refused));
    await expect(made.call('family', operations.ping, {}, { lane: 'person', whenOffline: 'fail' })).rejects.toBe(refused);
    expect(log).toEqual([`ping mdp_family ${SERVICE}`, 'rejected family']);
    made.closeAll();
  });

  it('a refusal of another kind (403) leaves the sign-in alone', async () => {
    const forbidden = new ServiceError(403, 'This needs a business token.', null, null, null, null);
    const { made, log } = await traffic(() => Promise.reject(forbidden));
    await expect(made.call('family', operations.ping, {}, { lane: 'person', whenOffline: 'fail' })).rejects.toBe(forbidden);
    expect(log).not.toContain('rejected family');
    made.closeAll();
  });

  it('tells the connection: nothing before the service answered; then what the active account found, or any other', async () => {
    const { made } = await traffic();
    expect(made.connection('family')).toEqual({ online: null, offlineSince: null, offlineSinceStart: false, rateLimitedUntil: null });
    // A scheduler made but nothing asked yet: still not "online" on hope alone.
    made.schedulerFor('family');
    expect(made.connection('family')).toEqual({ online: null, offlineSince: null, offlineSinceStart: false, rateLimitedUntil: null });
    await made.call('home', operations.ping, {}, { lane: 'person', whenOffline: 'fail' });
    // Just switched to an account that has asked nothing yet: the other's answer stands for it.
    expect(made.connection('family').online).toBe(true);
    expect(made.connection(null).online).toBe(true);
    expect(made.changesWaitUntil('family')).toBeNull();
    made.closeAll();
  });

  it('says since when the service could not be reached, and wakes the account’s outbox once it answers again', async () => {
    let reachable = false;
    const { made, clock, backOnline } = await traffic(() =>
      reachable ? Promise.resolve({ status: 200, data: {}, headers: new Headers() }) : Promise.reject(new OfflineError('ECONNREFUSED')),
    );
    const since = clock.now();
    await expect(made.call('family', operations.ping, {}, { lane: 'person', whenOffline: 'fail' })).rejects.toBeInstanceOf(OfflineError);
    // Nothing answered since the start: offline from the start, no short drop to wait out.
    expect(made.connection('family')).toMatchObject({ online: false, offlineSince: since, offlineSinceStart: true });
    reachable = true;
    await clock.advance(120_000);
    expect(made.connection('family').online).toBe(true);
    expect(backOnline).toEqual(['family']);
    made.closeAll();
  });

  it('a drop after the service answered in this run is no start without the network, whichever account heard the answer', async () => {
    let reachable = true;
    const { made } = await traffic(() =>
      reachable ? Promise.resolve({ status: 200, data: {}, headers: new Headers() }) : Promise.reject(new OfflineError('ECONNREFUSED')),
    );
    await made.call('home', operations.ping, {}, { lane: 'person', whenOffline: 'fail' });
    reachable = false;
    await expect(made.call('family', operations.ping, {}, { lane: 'person', whenOffline: 'fail' })).rejects.toBeInstanceOf(OfflineError);
    expect(made.connection('family')).toMatchObject({ online: false, offlineSinceStart: false });
    made.closeAll();
  });

  it('an account first used after the service answered another is never called unreachable for a slow first answer', async () => {
    let slow = false;
    const { made, clock } = await traffic(() =>
      slow
        ? new Promise((resolve) => clock.setTimeout(() => resolve({ status: 200, data: {}, headers: new Headers() }), 5_000))
        : Promise.resolve({ status: 200, data: {}, headers: new Headers() }),
    );
    await made.call('home', operations.ping, {}, { lane: 'person', whenOffline: 'wait' });
    slow = true;
    const answered = made.call('family', operations.ping, {}, { lane: 'person', whenOffline: 'wait' });
    await clock.advance(2_500);
    expect(made.connection('family').online).not.toBe(false);
    // What cannot wait is still sent, not refused as offline.
    const now = made.call('family', operations.ping, {}, { lane: 'person', whenOffline: 'fail' });
    await clock.advance(5_000);
    await expect(answered).resolves.toMatchObject({ status: 200 });
    await expect(now).resolves.toMatchObject({ status: 200 });
    expect(made.connection('family').online).toBe(true);
    made.closeAll();
  });

  it('stops the traffic of every account but those named', async () => {
    const { made } = await traffic();
    await made.call('family', operations.ping, {}, { lane: 'person', whenOffline: 'fail' });
    await made.call('home', operations.ping, {}, { lane: 'person', whenOffline: 'fail' });
    made.closeAll(new Set(['home']));
    expect(made.existing('family')).toBeUndefined();
    expect(made.existing('home')).toBeDefined();
    made.closeAll();
    expect(made.existing('home')).toBeUndefined();
  });
});
