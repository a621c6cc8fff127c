import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../../shared/api';
import { toBridgeError, type BridgeError } from '../../../shared/bridge/error';
import { isRateLimit, LocalError, OfflineError, ServiceClient, ServiceError, UncertainError, UnexpectedAnswerError } from '../../../core/service/client';
import { realClock } from '../../../core/clock';
import { Outbox } from '../../../core/offline/outbox';
import { Scheduler } from '../../../core/service/scheduler';
import { useSandbox } from '../../sandbox/harness';

/** A BridgeError and nothing more: exactly its fields (what crosses the bridge). */
function exactlyABridgeError(value: BridgeError): BridgeError {
  // `words` when the words are the app's own (a catalog message), absent when they are the service's.
  expect(
    Object.keys(value)
      .filter((key) => key !== 'words')
      .sort(),
  ).toEqual(['code', 'fields', 'kind', 'message', 'retryAfter', 'status']);
  return value;
}
import { useTestState } from '../../helpers/state-store';

const h = useSandbox();
const openState = useTestState();
const client = () => new ServiceClient({ baseUrl: () => h.baseUrl });

/** Runs a call that must fail, and hands back the error. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

async function liveMemorial(token: string, name = 'Eleanor Rigby'): Promise<number> {
  const r = await client().call(operations.createMyMemorial, { body: { deceased_name: name } }, token);
  await h.settle();
  return r.data.id;
}

describe('the platform’s fetch', () => {
  it('is called as a browser requires, never as a method of the client (a browser refuses: "Illegal invocation")', async () => {
    const platform = globalThis.fetch;
    const asked: string[] = [];
    globalThis.fetch = function (this: unknown, input: Parameters<typeof fetch>[0]) {
      // A browser's fetch runs only on its own window (or with no `this`).
      if (this !== undefined && this !== globalThis) return Promise.reject(new TypeError('Illegal invocation'));
      asked.push(input instanceof Request ? input.url : input instanceof URL ? input.href : input);
      return Promise.resolve(Response.json({ status: 'ok', abilities: [], token: 'personal' }));
    };
    try {
      const ping = await new ServiceClient({ baseUrl: () => 'https://memorials.example/api/v1' }).call(operations.ping, {}, 'mdp_x');
      expect(ping.status).toBe(200);
      expect(asked).toEqual(['https://memorials.example/api/v1/ping']);
    } finally {
      globalThis.fetch = platform;
    }
  });
});

describe('answers', () => {
  it('200: sends the bearer token and reads the body through the contract', async () => {
    const p = await h.person();
    const ping = await client().call(operations.ping, {}, p.token);
    expect(ping.status).toBe(200);
    expect(ping.data).toEqual({ status: 'ok', abilities: expect.arrayContaining(['contributions:moderate']), token: expect.any(String) });
    expect(ping.headers.get('content-type')).toMatch(/json/);
  });

  it('202: a created memorial, then path parameters and a query string', async () => {
    const p = await h.person();
    const created = await client().call(operations.createMyMemorial, { body: { deceased_name: 'Margaret Hughes', title: null } }, p.token);
    expect(created.status).toBe(202);
    expect(created.data).toMatchObject({ id: expect.any(Number), status: 'generating', deceased_name: 'Margaret Hughes' });
    await h.settle();

    const one = await client().call(operations.getMyMemorial, { params: { memorial: created.data.id } }, p.token);
    expect(one.data.data.deceased_name).toBe('Margaret Hughes');
    await h.control('POST', `/__sandbox/memorials/${created.data.id}/contributions`, { body: 'Tea.', author_name: 'June', author_email: 'june@example.com' });
    await h.settle();
    const list = await client().call(
      operations.listContributions,
      { params: { memorial: created.data.id }, query: { status: 'pending', per_page: 10, page: undefined } },
      p.token,
    );
    expect(list.data.data).toHaveLength(1);
    expect(list.data.meta).toMatchObject({ per_page: 10 });
  });

  it('lets unknown fields through at every depth (the service only ever adds fields)', async () => {
    const p = await h.person();
    const id = await liveMemorial(p.token);
    const addFields: typeof fetch = async (input, init) => {
      const real = await fetch(input, init);
      const body = (await real.json()) as { data: Record<string, unknown> };
      const grown = { ...body, served_by: 'v1.6', data: { ...body.data, mood: 'calm', moderation: { ...(body.data.moderation as object), score: 0.1 } } };
      return new Response(JSON.stringify(grown), { status: real.status, headers: real.headers });
    };
    const r = await new ServiceClient({ baseUrl: () => h.baseUrl, fetch: addFields }).call(operations.getMyMemorial, { params: { memorial: id } }, p.token);
    expect(r.data.data.deceased_name).toBe('Eleanor Rigby');
    expect(r.data).toMatchObject({ served_by: 'v1.6', data: { mood: 'calm', moderation: { score: 0.1 } } });
  });

  it('calls a 2xx that breaks the contract an unexpected answer, not a failure of the change', async () => {
    const p = await h.person();
    const dropName: typeof fetch = async (input, init) => {
      const real = await fetch(input, init);
      const body = (await real.json()) as Record<string, unknown>;
      delete body.abilities;
      return new Response(JSON.stringify(body), { status: real.status, headers: real.headers });
    };
    const error = await failure(new ServiceClient({ baseUrl: () => h.baseUrl, fetch: dropName }).call(operations.ping, {}, p.token));
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(error).toMatchObject({ status: 200 });
    expect(toBridgeError(error)).toMatchObject({ kind: 'service', status: 200 });
  });
});

describe('the service’s refusals', () => {
  it('401: signed out, in the service’s words, never with the token', async () => {
    const token = 'mdp_this-is-not-a-valid-token-0123456789';
    const error = await failure(client().call(operations.ping, {}, token));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 401, message: expect.stringMatching(/sign in/i), code: null, retryAfter: null, fields: null });
    const bridged = toBridgeError(error);
    expect(exactlyABridgeError(bridged)).toMatchObject({ kind: 'signed-out', status: 401 });
    expect(JSON.stringify(bridged)).not.toContain(token);
    expect(String(error)).not.toContain(token);
    expect(JSON.stringify(error)).not.toContain(token);
  });

  it('403: the wrong kind of token', async () => {
    const org = await h.organization();
    const error = await failure(client().call(operations.listMyMemorials, {}, org.token));
    expect(error).toMatchObject({ status: 403, message: expect.stringMatching(/personal access token/) });
    expect(toBridgeError(error).kind).toBe('service');
  });

  it('404: not the caller’s', async () => {
    const p = await h.person();
    const error = await failure(client().call(operations.getMyMemorial, { params: { memorial: 999_999 } }, p.token));
    expect(error).toMatchObject({ status: 404, message: expect.stringMatching(/couldn't find/i) });
  });

  it('422: the message, and each field’s messages for showing next to the field', async () => {
    const p = await h.person();
    const error = await failure(client().call(operations.createMyMemorial, { body: { deceased_name: 'x'.repeat(256) } }, p.token));
    expect(error).toMatchObject({
      status: 422,
      message: 'The name can be at most 255 characters.',
      fields: { deceased_name: ['The name can be at most 255 characters.'] },
    });
    expect(toBridgeError(error)).toEqual({
      kind: 'invalid',
      message: 'The name can be at most 255 characters.',
      status: 422,
      code: null,
      retryAfter: null,
      fields: { deceased_name: ['The name can be at most 255 characters.'] },
    });
  });

  it('422 with a code: an approve the service refuses', async () => {
    const p = await h.person();
    const memorial = await liveMemorial(p.token);
    const t = await h.control('POST', `/__sandbox/memorials/${memorial}/contributions`, {
      body: 'A private note.',
      author_name: 'June',
      author_email: 'june@example.com',
      is_private: true,
    });
    await h.settle();
    const error = await failure(client().call(operations.approveContribution, { params: { contribution: t.body.id } }, p.token));
    expect(error).toMatchObject({ status: 422, code: expect.any(String), message: expect.any(String) });
    expect(toBridgeError(error)).toMatchObject({ kind: 'invalid', code: (error as ServiceError).code });
  });

  it('409: a creation limit, with its code and retry_after', async () => {
    const p = await h.person();
    for (let i = 0; i < 3; i++) await client().call(operations.createMyMemorial, { body: { deceased_name: `Person ${i}` } }, p.token);
    const error = await failure(client().call(operations.createMyMemorial, { body: { deceased_name: 'One too many' } }, p.token));
    expect(error).toMatchObject({ status: 409, code: 'daily_limit_reached', retryAfter: expect.any(Number) });
    expect(toBridgeError(error)).toMatchObject({ kind: 'service', code: 'daily_limit_reached', status: 409 });
  });

  it('429: the rate limit, with retry_after, told apart from the wording throttle', async () => {
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 2 } });
    const p = await h.person();
    await client().call(operations.ping, {}, p.token);
    await client().call(operations.ping, {}, p.token);
    const error = await failure(client().call(operations.ping, {}, p.token));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: expect.any(Number), message: expect.stringMatching(/wait \d+ second/) });
    expect((error as ServiceError).retryAfter).toBeGreaterThan(0);
    expect(isRateLimit(error)).toBe(true);
    expect(toBridgeError(error)).toMatchObject({ kind: 'rate-limited', retryAfter: (error as ServiceError).retryAfter });
  });

  it('429 from the five-minute wording throttle is not the rate limit', async () => {
    const p = await h.person();
    const id = await liveMemorial(p.token);
    await client().call(operations.updateMyMemorial, { params: { memorial: id }, body: { title: 'Beloved' } }, p.token);
    const error = await failure(client().call(operations.updateMyMemorial, { params: { memorial: id }, body: { title: 'Dearly beloved' } }, p.token));
    expect(error).toMatchObject({ status: 429, code: 'wording_change_too_soon', retryAfter: expect.any(Number) });
    expect(isRateLimit(error)).toBe(false);
  });
});

describe('when the service cannot be reached', () => {
  let closedPort: number;
  let cutting: Server;
  let silent: Server;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    // Reads the request, then cuts the connection without a word.
    cutting = createServer((socket) => socket.on('data', () => socket.destroy()));
    // Reads the request and never answers.
    silent = createServer((socket) => sockets.push(socket));
    await Promise.all([cutting, silent].map((s) => new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await Promise.all([cutting, silent].map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  const at = (server: Server, timeoutMs?: number) =>
    new ServiceClient({ baseUrl: () => `http://127.0.0.1:${(server.address() as { port: number }).port}/api/v1`, timeoutMs });

  it('a closed port: offline, for reads and changes alike (nothing was sent)', async () => {
    const offline = new ServiceClient({ baseUrl: () => `http://127.0.0.1:${closedPort}/api/v1` });
    const read = await failure(offline.call(operations.ping, {}, 'mdp_secret-token-for-this-test'));
    const change = await failure(offline.call(operations.approveContribution, { params: { contribution: 1 } }, 'mdp_secret-token-for-this-test'));
    for (const error of [read, change]) {
      expect(error).toBeInstanceOf(OfflineError);
      expect(error).toMatchObject({ reason: 'ECONNREFUSED' });
      expect(toBridgeError(error)).toMatchObject({ kind: 'offline', message: expect.stringMatching(/can't be reached/) });
      expect(JSON.stringify(toBridgeError(error))).not.toContain('mdp_');
    }
  });

  it('a connection cut after sending: a change’s outcome is uncertain; a read is simply offline', async () => {
    const change = await failure(at(cutting).call(operations.approveContribution, { params: { contribution: 1 } }, 'mdp_x'));
    expect(change).toBeInstanceOf(UncertainError);
    expect(toBridgeError(change).kind).toBe('offline');
    const read = await failure(at(cutting).call(operations.ping, {}, 'mdp_x'));
    expect(read).toBeInstanceOf(OfflineError);
  });

  it('no answer within the timeout: uncertain for a change', async () => {
    const change = await failure(at(silent, 100).call(operations.rejectContribution, { params: { contribution: 1 }, body: { reason: 'Duplicate' } }, 'mdp_x'));
    expect(change).toBeInstanceOf(UncertainError);
    expect(change).toMatchObject({ reason: 'TIMEOUT' });
  });

  it('reads the base URL on every call, so a changed setting applies at once', async () => {
    let base = `http://127.0.0.1:${closedPort}/api/v1`;
    const c = new ServiceClient({ baseUrl: () => base });
    expect(await failure(c.call(operations.listTemplates, {}, null))).toBeInstanceOf(OfflineError);
    base = `${h.baseUrl}/`;
    const p = await h.person();
    expect((await c.call(operations.listTemplates, {}, p.token)).status).toBe(200);
  });
});

describe('toBridgeError', () => {
  it('tells nothing of an unforeseen failure beyond a plain sentence', () => {
    const bridged = toBridgeError(new Error('secret detail mdp_abc'));
    expect(exactlyABridgeError(bridged)).toEqual({
      kind: 'internal',
      message: expect.stringMatching(/went wrong/),
      words: { id: 'bridge.error.unexpected' },
      status: null,
      code: null,
      retryAfter: null,
      fields: null,
    });
    expect(JSON.stringify(bridged)).not.toContain('mdp_');
  });

  it("carries main's own failures across in their own words and kind, and nothing else they hold", () => {
    expect(toBridgeError(new LocalError('rate-limited', 'Skipped for the limit.', 12))).toEqual({
      kind: 'rate-limited',
      message: 'Skipped for the limit.',
      status: null,
      code: null,
      retryAfter: 12,
      fields: null,
    });
    const refused = new ServiceError(422, 'Please check the title.', 'validation_failed', null, { title: ['Too long.'] }, { secret: 'mdp_abc' });
    expect(toBridgeError(refused)).toEqual({
      kind: 'invalid',
      message: 'Please check the title.',
      status: 422,
      code: 'validation_failed',
      retryAfter: null,
      fields: { title: ['Too long.'] },
    });
    expect(toBridgeError(new UncertainError('ECONNRESET'))).toMatchObject({ kind: 'offline', code: null });
  });
});

describe('the pipe: outbox, scheduler, client, service', () => {
  it('approves a queued tribute once, reads back its result, and keeps no token on disk', async () => {
    const p = await h.person();
    const memorial = await liveMemorial(p.token);
    const t = await h.control('POST', `/__sandbox/memorials/${memorial}/contributions`, {
      body: 'Tea.',
      author_name: 'June',
      author_email: 'june@example.com',
    });
    await h.settle();

    const c = client();
    const scheduler = new Scheduler({ perMinute: 20, clock: realClock, probe: async () => void (await c.call(operations.ping, {}, p.token)) });
    const approved = async () => {
      const list = await scheduler.run(() => c.call(operations.listContributions, { params: { memorial }, query: { status: 'approved' } }, p.token), {
        lane: 'person',
        key: `approved:${memorial}`,
      });
      return list.data.data.map((x) => x.id);
    };
    const home = await openState();
    const outbox = new Outbox({
      state: home.state,
      clock: realClock,
      send: (entry, onWire) =>
        scheduler.run(
          async () => {
            await onWire();
            return c.call(operations.approveContribution, { params: entry.input.params as { contribution: number } }, p.token);
          },
          { lane: 'change', whenOffline: 'fail' },
        ),
      verify: async (entry) => ((await approved()).includes(entry.input.params?.contribution as number) ? 'applied' : 'not-applied'),
    });
    try {
      await outbox.start();
      await outbox.enqueue({
        accountId: 'person',
        operation: 'approveContribution',
        input: { params: { contribution: t.body.id } },
        label: 'Approve June’s tribute',
        memorialId: memorial,
      });
      await outbox.enqueue({
        accountId: 'person',
        operation: 'approveContribution',
        input: { params: { contribution: 999_999 } },
        label: 'Approve a tribute that is gone',
        memorialId: memorial,
      });
      await outbox.idle();

      expect(outbox.entries().map((e) => [e.state, e.attempts])).toEqual([
        ['done', 1],
        ['refused', 1],
      ]);
      expect(outbox.entries()[1]!.message).toMatch(/couldn't find/i);
      expect(await approved()).toEqual([t.body.id]);
      expect(scheduler.state().sentInLastMinute).toBe(3);
      expect(JSON.stringify(home.committed('SELECT * FROM outbox'))).not.toContain(p.token);
    } finally {
      await outbox.close();
      scheduler.close();
    }
  });
});
