import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../core/accounts/secrets';
import { createAppCore } from '../../core/app-core';
import { StoreBusy } from '../../core/store/store';
import { nodeHome } from '../../electron/node/home';
import { useCores } from '../helpers/core';
import { useSandbox } from '../sandbox/harness';

const h = useSandbox();
const cores = useCores({ sandbox: h });

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('the app core behind the bridge', () => {
  it('asks to sign in first, and refuses unknown operations and bad arguments in plain words', async () => {
    const c = await cores.start();
    expect(await c.handle('accounts.list', {})).toEqual({ accounts: [], activeId: null });
    await expect(c.handle('listMyMemorials', {})).rejects.toMatchObject({ error: { kind: 'signed-out', message: 'Please sign in first.' } });
    await expect(c.handle('nope' as 'app.status', {})).rejects.toMatchObject({ error: { kind: 'invalid' } });
    await expect(c.handle('accounts.switch', { id: 7 })).rejects.toMatchObject({ error: { kind: 'invalid', fields: { id: expect.any(Array) } } });
    const status = await c.handle('app.status', {});
    expect(status).toEqual({
      online: null,
      offlineSince: null,
      offlineSinceStart: false,
      waiting: 0,
      rateLimitedUntil: null,
      serviceUrl: h.baseUrl,
      demo: false,
      secretStorage: 'session',
      secretStorageNote: expect.any(String),
      secretStorageNoteWords: { id: 'core.secrets.noKeychain' },
      locale: null,
      // Only Electron reports the system's languages; here the page's own (navigator.languages) stand for them.
      languages: null,
      // The computer has no share sheet: the share button is offered on the phone only.
      canShare: false,
    });
  });

  it('reports the operating system’s regional format it was given (Electron’s app.getSystemLocale())', async () => {
    const c = await cores.start({ locale: 'en-AU' });
    expect((await c.handle('app.status', {})).locale).toBe('en-AU');
  });

  it('signs a funeral home in with its business token and reads its memorials; personal operations are refused', async () => {
    const org = await h.organization('Hollis & Daughters');
    await h.api('POST', '/memorials', {
      token: org.token,
      body: { deceased_name: 'Ada Lovelace', designated_owner: 'family', family_email: 'kin@example.com' },
    });
    const c = await cores.start();
    const signed = await c.signInBusiness(org.token);
    expect(signed.organization.name).toBe('Hollis & Daughters');
    expect(signed.account).toEqual({ id: expect.any(String), kind: 'business', name: 'Hollis & Daughters', signedIn: true });
    const list = await c.handle('listMemorials', { query: { per_page: 10 } });
    expect(list.status).toBe(200);
    expect(list.data.data.map((m) => m.deceased_name)).toEqual(['Ada Lovelace']);
    await expect(c.handle('listMyMemorials', {})).rejects.toMatchObject({ error: { kind: 'invalid', message: expect.stringMatching(/family accounts/) } });
    // An answer is for the account the screen named, never silently for another one.
    expect((await c.handle('listMemorials', { accountId: signed.account.id })).status).toBe(200);
    await expect(c.handle('listMemorials', { accountId: 'gone' })).rejects.toMatchObject({ error: { kind: 'signed-out' } });
    // The service's own words reach the renderer.
    await expect(c.handle('getMemorial', { params: { memorial: 'no-such-slug' } })).rejects.toMatchObject({ error: { kind: 'service', status: 404 } });
    for (const file of filesUnder(c.dataDir)) expect(readFileSync(file, 'utf8')).not.toContain(org.token);
  });

  it('signs a family in with the device flow, never showing the device code, and queues a change through the outbox', async () => {
    const person = await h.person('Rose Tyler', 'rose@example.com');
    const c = await cores.start();
    const flow = await c.handle('signIn.device.start', {});
    expect(flow).toMatchObject({ state: 'waiting', userCode: expect.stringMatching(/^[A-Z]{4}-[A-Z]{4}$/), account: null });
    expect(JSON.stringify(flow)).not.toMatch(/mdd_|device_code/);
    await c.handle('app.openExternal', { url: flow.verificationUriComplete });
    expect(c.opened).toEqual([flow.verificationUriComplete]);

    const approved = c.next('deviceSignIn', (s) => s.state === 'approved');
    expect((await h.control('POST', '/__sandbox/device/approve', { user_code: flow.userCode, person_id: person.id })).status).toBe(200);
    const done = await approved;
    expect(done.account).toMatchObject({ kind: 'personal', signedIn: true });

    // A memorial of the family's, with a tribute waiting for them.
    const created = await c.handle('createMyMemorial', { body: { deceased_name: 'Jackie Tyler' } });
    expect(created.status).toBe(202);
    await h.settle();
    const memorialId = created.data.id;
    const tribute = await h.control('POST', `/__sandbox/memorials/${memorialId}/contributions`, { body: 'Always kind.', author_name: 'Mickey' });
    await h.settle();

    const finished = c.next('outbox', (s) => s.entries.some((e) => e.state === 'done'));
    const queued = await c.handle('approveContribution', { params: { contribution: tribute.body.id }, memorialId, label: 'Approve Mickey’s tribute' });
    expect(queued.queued).toMatchObject({ state: 'queued', label: 'Approve Mickey’s tribute', operation: 'approveContribution' });
    expect((await finished).entries[0]).toMatchObject({ state: 'done', finishedAt: expect.any(String) });
    const approvedList = await c.handle('listContributions', { params: { memorial: memorialId }, query: { status: 'approved' } });
    expect(approvedList.data.data.map((t) => t.id)).toEqual([tribute.body.id]);

    // A refusal comes back in the service's own words.
    const refused = c.next('outbox', (s) => s.entries.some((e) => e.state === 'refused'));
    await c.handle('pinContribution', { params: { contribution: 999_999 }, memorialId });
    expect((await refused).entries.find((e) => e.state === 'refused')).toMatchObject({ message: expect.stringMatching(/couldn't find that tribute/i) });

    const everything = filesUnder(c.dataDir)
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(everything).not.toMatch(/mdp_|mdd_/);
  }, 30_000);
});

describe('tokens stay with the service they were given for', () => {
  it('never sends an account’s token to another service the app is pointed at, and only over https or to this computer', async () => {
    const org = await h.organization();
    const c = await cores.start();
    await c.signInBusiness(org.token);
    // Somewhere else on this computer that would love to see a token.
    const heard: string[] = [];
    const { createServer } = await import('node:http');
    const listener = createServer((req, res) => {
      heard.push(req.headers.authorization ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    const port = (listener.address() as { port: number }).port;
    try {
      await expect(c.handle('settings.set', { serviceUrl: 'http://memorial.example.org/api/v1' })).rejects.toMatchObject({ error: { kind: 'invalid' } });
      await c.handle('settings.set', { serviceUrl: `http://127.0.0.1:${port}/api/v1` });
      expect(await c.handle('accounts.list', {})).toEqual({ accounts: [], activeId: null });
      await expect(c.handle('listMemorials', {})).rejects.toMatchObject({ error: { kind: 'signed-out' } });
      expect(heard.filter((a) => a !== '')).toEqual([]);
      // Back at the service it signed in at, the account is there again.
      await c.handle('settings.set', { serviceUrl: h.baseUrl });
      expect((await c.handle('accounts.list', {})).accounts).toHaveLength(1);
      expect((await c.handle('listMemorials', {})).status).toBe(200);
    } finally {
      listener.close();
    }
  });

  it('refuses a queued change it could never send or check, before it is queued', async () => {
    const person = await h.person();
    const c = await cores.start();
    await c.signInFamily(person.id);
    await expect(c.handle('approveContribution', {})).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/which memorial or tribute/) },
    });
    await expect(c.handle('approveContribution', { params: { contribution: 1 } })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/which memorial this belongs to/) },
    });
    expect((await c.handle('outbox.list', {})).entries).toEqual([]);
  }, 30_000);
});

describe('opening addresses', () => {
  it('refuses addresses with credentials or hidden characters, so nothing opens them', async () => {
    const c = await cores.start();
    await expect(c.handle('app.openExternal', { url: 'https://user:pass@example.com/' })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    await expect(c.handle('app.openExternal', { url: 'javascript:alert(1)' })).rejects.toMatchObject({ error: { kind: 'invalid' } });
    expect(await c.handle('app.openExternal', { url: 'https://example.com/m/a' })).toEqual({ opened: false });
    expect(c.opened).toEqual(['https://example.com/m/a']);
  });
});

describe('signing back in', () => {
  it('puts a new family sign-in back into the account whose sign-in was gone, not a second one', async () => {
    const person = await h.person();
    const first = await cores.start();
    const account = await first.signInFamily(person.id);

    // A restart with no keychain: the account is remembered, its sign-in is not.
    const second = await first.restart({ secrets: new MemorySecretStore() });
    expect((await second.handle('accounts.list', {})).accounts).toEqual([{ ...account, signedIn: false }]);
    const back = await second.signInFamily(person.id, { again: account.id });
    expect(back).toEqual({ ...account, signedIn: true });
    expect((await second.handle('accounts.list', {})).accounts).toEqual([{ ...account, signedIn: true }]);
    expect((await second.handle('listMyMemorials', {})).status).toBe(200);
  }, 40_000);
});

describe('reads through the replica, over real HTTP', () => {
  it('two screens asking the same read at once cost one request; started again offline, it answers with what it kept and when', async () => {
    const org = await h.organization();
    const requests: string[] = [];
    let offline = false;
    const counting: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      if (offline) return Promise.reject(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }));
      return fetch(input, init);
    };
    const first = await cores.start({ fetch: counting });
    await first.signInBusiness(org.token);
    requests.length = 0;
    const [a, b] = await Promise.all([
      first.handle('listMemorials', { query: { per_page: 25 } }),
      first.handle('listMemorials', { query: { page: 1, per_page: 25 } }),
    ]);
    expect(requests.filter((r) => r.startsWith('GET /api/v1/memorials'))).toHaveLength(1);
    expect(b.data).toEqual(a.data);
    // Asked again within its freshness: no request at all.
    await first.handle('listMemorials', { query: { per_page: 25 } });
    expect(requests.filter((r) => r.startsWith('GET /api/v1/memorials'))).toHaveLength(1);
    await first.close();

    offline = true;
    const second = await first.restart();
    const kept = await second.handle('listMemorials', { query: { per_page: 25 } });
    expect(kept.data).toEqual(a.data);
    expect(kept.readAt).toBe(a.readAt);
    // A read never made before has nothing to show, and says the service cannot be reached.
    await expect(second.handle('listOwners', {})).rejects.toMatchObject({ error: { kind: 'offline' } });
  });
});

describe('what a family’s change costs, over real HTTP', () => {
  it('checks a wording change against the memorial read seconds ago, and keeps what the service answered: one request, the PATCH', async () => {
    const person = await h.person('Martha Jones', 'martha@example.com');
    const requests: string[] = [];
    const counting: typeof fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      requests.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return fetch(input, init);
    };
    const c = await cores.start({ fetch: counting });
    await c.signInFamily(person.id);
    const created = await c.handle('createMyMemorial', { body: { deceased_name: 'Francine Jones' } });
    await h.settle();

    const memorialId = created.data.id;
    const shown = await c.handle('getMyMemorial', { params: { memorial: memorialId } });
    const path = `/api/v1/me/memorials/${memorialId}`;
    const from = requests.length;
    const done = c.next('outbox', (s) => s.entries.some((e) => e.operation === 'updateMyMemorial' && e.state === 'done'));
    await c.handle('updateMyMemorial', {
      params: { memorial: memorialId },
      body: { subtitle: 'Mother, nurse, neighbour' },
      memorialId,
      seen: { kind: 'memorial', fields: { subtitle: shown.data.data.subtitle }, readAt: shown.readAt },
    });
    await done;
    // The check took the answer read a moment ago; nothing read the memorial after the change.
    expect(requests.slice(from).filter((r) => r.endsWith(path))).toEqual([`PATCH ${path}`]);
    const after = await c.handle('getMyMemorial', { params: { memorial: memorialId } });
    expect(after.data.data.subtitle).toBe('Mother, nurse, neighbour');
    expect(requests.slice(from).filter((r) => r.endsWith(path))).toEqual([`PATCH ${path}`]);
  }, 30_000);
});

describe('a start that fails', () => {
  it('with its data held elsewhere says so, and closes the files it had opened beside it', async () => {
    const dataDir = cores.folder('held');
    const home = await nodeHome({ dataDir, openExternal: () => Promise.resolve(false), secrets: new MemorySecretStore() });
    const open = new Set<string>();
    const opened: string[] = [];
    const engine = home.store;
    home.store = {
      kind: `${engine.kind}, state.sqlite held elsewhere`,
      async open(name) {
        if (name === 'state.sqlite') throw Object.assign(new Error('database is locked'), { errcode: 5 });
        const connection = await engine.open(name);
        open.add(name);
        opened.push(name);
        return {
          exec: connection.exec.bind(connection),
          query: connection.query.bind(connection),
          run: connection.run.bind(connection),
          close: () => (open.delete(name), connection.close()),
        };
      },
      setAside: (name, stamp) => engine.setAside(name, stamp),
    };
    await expect(createAppCore({ home, demo: false, serviceUrl: h.baseUrl })).rejects.toBeInstanceOf(StoreBusy);
    expect(opened).toContain('replica.sqlite');
    expect(open).toEqual(new Set());
  });
});
