import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MemorySecretStore } from '../../../../core/accounts/secrets';
import { startSandbox } from '../../../../sandbox/server';
import { useCores } from '../../../helpers/core';
import { useSandbox } from '../../../sandbox/harness';

/**
 * The accounts area through the whole app core (issue 8, the first hour): family accounts can be
 * told apart and renamed, signing in again as the same person does not add a second account, a
 * sign-in the service stops accepting shows as signed out at once, and the demo signs in afresh at
 * each start.
 */
const h = useSandbox();
const cores = useCores({ sandbox: h });

async function memorialOf(token: string, name: string): Promise<number> {
  const created = await h.api('POST', '/me/memorials', { token, body: { deceased_name: name, obituary: 'Much loved.' } });
  return created.body.id as number;
}

describe('family accounts a person can tell apart', () => {
  it('names a family account for the memorials it looks after, and lets the person rename it', async () => {
    const person = await h.person('Margaret');
    await memorialOf(person.token, 'Eleanor Whitfield');
    await memorialOf(person.token, 'Biscuit');
    await memorialOf(person.token, 'Robert Whitfield');
    const c = await cores.start();
    const account = await c.signInFamily(person.id);
    // Newest first: the service lists memorials newest first.
    expect(account.name).toBe('Robert Whitfield, Biscuit and 1 more');

    const renamed = await c.handle('accounts.rename', { id: account.id, name: "  Mum's memorials " });
    expect(renamed.accounts[0]!.name).toBe("Mum's memorials");
    await expect(c.handle('accounts.rename', { id: account.id, name: 'x'.repeat(81) })).rejects.toMatchObject({
      error: { kind: 'invalid', message: expect.stringMatching(/80 characters/) },
    });
    const back = await c.handle('accounts.rename', { id: account.id, name: '' });
    expect(back.accounts[0]!.name).toBe('Robert Whitfield, Biscuit and 1 more');
  }, 30_000);

  it('signing in again as the same person reconnects that account instead of adding a second', async () => {
    const person = await h.person('Margaret');
    await memorialOf(person.token, 'Eleanor Whitfield');
    const other = await h.person('David');
    await memorialOf(other.token, 'Walter Hughes');
    const c = await cores.start();
    const first = await c.signInFamily(person.id);
    await c.handle('accounts.rename', { id: first.id, name: 'Margaret at home' });
    const heard: string[][] = [];
    const stopListening = c.on('accounts', (state) => heard.push(state.accounts.map((a) => a.name)));
    const again = await c.signInFamily(person.id);
    stopListening();
    expect(again.id).toBe(first.id);
    expect(again.name).toBe('Margaret at home');
    // The screens hear the end of it too, not the moment both accounts were there.
    expect(heard.at(-1)).toEqual(['Margaret at home']);
    // Another person is another account.
    const david = await c.signInFamily(other.id);
    expect(david.id).not.toBe(first.id);
    expect((await c.handle('accounts.list', {})).accounts.map((a) => a.name)).toEqual(['Margaret at home', 'Walter Hughes']);
  }, 40_000);

  it('marks an account signed out as soon as the service stops accepting its sign-in', async () => {
    const person = await h.person('Margaret');
    const c = await cores.start();
    const account = await c.signInFamily(person.id);
    // Every token is gone from the service.
    await h.control('POST', '/__sandbox/reset');
    const signedOut = c.next('accounts', (s) => s.accounts.some((a) => a.id === account.id && !a.signedIn));
    await expect(c.handle('listMyMemorials', {})).rejects.toMatchObject({ error: { kind: 'signed-out' } });
    await signedOut;
    expect((await c.handle('accounts.list', {})).accounts).toEqual([{ ...account, signedIn: false }]);
  }, 30_000);
});

describe('the demo', () => {
  it('signs in to the demo family and funeral home afresh at every start, and again when asked', async () => {
    const dataDir = cores.folder('identity-demo');
    const sandbox = await startSandbox({ port: 0, memory: false, db: join(dataDir, 'demo.db'), demo: true });
    onTestFinished(() => sandbox.close());
    const demoTokens = () => {
      const world = sandbox.issueDemoTokens();
      return world && { personal: { token: world.person.token, name: `${world.person.name} (demo family)` }, business: { token: world.organization.token } };
    };
    const options = { serviceUrl: sandbox.baseUrl, demo: true, demoTokens, serviceIdentity: 'embedded-demo-sandbox' };
    const first = await cores.start({ ...options, dataDir });
    const accounts = (await first.handle('accounts.list', {})).accounts;
    expect(accounts.map((a) => [a.name, a.kind, a.signedIn])).toEqual([
      ['Hollis & Daughters Funeral Home', 'business', true],
      ['Margaret Whitfield (demo family)', 'personal', true],
    ]);

    // A restart with no keychain: the sign-ins of the last run are gone, and made again.
    const second = await first.restart({ secrets: new MemorySecretStore() });
    const again = (await second.handle('accounts.list', {})).accounts;
    expect(again.map((a) => [a.id, a.signedIn])).toEqual(accounts.map((a) => [a.id, true]));
    expect((await second.handle('listMyMemorials', { accountId: again[1]!.id })).status).toBe(200);

    // Signed out of the family: the demo signs in to it again on request.
    await second.handle('accounts.signOut', { id: again[1]!.id });
    const back = await second.handle('signIn.demo', {});
    expect(back.accounts.map((a) => a.signedIn)).toEqual([true, true]);
    expect(back.accounts.find((a) => a.id === back.activeId)?.kind).toBe('personal');
  }, 60_000);

  it('offers no demo sign-in outside the demo', async () => {
    const c = await cores.start();
    await expect(c.handle('signIn.demo', {})).rejects.toMatchObject({ error: { kind: 'invalid', message: expect.stringMatching(/demonstration/) } });
  });
});

/** Every file under the data folder, at any depth. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Which of `words` some file under `dir` holds, as UTF-8 or as UTF-16 (either order), and where. */
function foundIn(dir: string, words: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const bytes = readFileSync(file);
    for (const word of words) {
      const spellings = [Buffer.from(word, 'utf8'), Buffer.from(word, 'utf16le'), Buffer.from(word, 'utf16le').swap16()];
      if (spellings.some((spelling) => bytes.includes(spelling))) found.push(`${word} in ${file.slice(dir.length + 1)}`);
    }
  }
  return found;
}

describe('signing out forgets', () => {
  it('leaves no byte of the memorial, its private tribute or its writer in any file of the data folder', async () => {
    const person = await h.person('Winifred Ashdown', 'winifred.ashdown@example.com');
    const c = await cores.start();
    const account = await c.signInFamily(person.id);
    const created = await c.handle('createMyMemorial', { body: { deceased_name: 'Philippa Quennell-Hart', obituary: 'She kept bees.' } });
    await h.settle();
    const memorialId = created.data.id;
    await h.control('POST', `/__sandbox/memorials/${memorialId}/contributions`, {
      body: 'Only for the family: the letters are in the blue tin.',
      author_name: 'Bartholomew Quince',
      author_email: 'bart.quince@example.org',
      is_private: true,
    });
    await h.control('POST', `/__sandbox/memorials/${memorialId}/contributions`, { body: 'Her honey was the best.', author_name: 'Ivo Marsh' });
    await h.settle();

    // Browsed as a family does: the memorial, its title changed, its tributes, its visits.
    const shown = await c.handle('getMyMemorial', { params: { memorial: memorialId } });
    const titled = c.next('outbox', (s) => s.entries.some((e) => e.operation === 'updateMyMemorial' && e.state === 'done'));
    await c.handle('updateMyMemorial', {
      params: { memorial: memorialId },
      body: { title: 'Forever in the orchard at Lyme' },
      memorialId,
      seen: { kind: 'memorial', fields: { title: shown.data.data.title }, readAt: shown.readAt },
    });
    await titled;
    await c.handle('getMyMemorial', { params: { memorial: memorialId } });
    const tributes = await c.handle('listContributions', { params: { memorial: memorialId } });
    expect(tributes.data.data.map((t) => [t.author.name, t.author.email, t.is_private])).toEqual(
      expect.arrayContaining([
        ['Bartholomew Quince', 'bart.quince@example.org', true],
        ['Ivo Marsh', null, false],
      ]),
    );
    await c.handle('visits.read', { accountId: account.id, memorialId });

    const words = ['Quennell-Hart', 'Forever in the orchard at Lyme', 'letters are in the blue tin', 'Bartholomew Quince', 'bart.quince@example.org'];
    // What was kept holds them (the replica, the outbox, the account's name in settings.json).
    expect(foundIn(c.dataDir, words).length).toBeGreaterThanOrEqual(words.length);

    await c.handle('accounts.signOut', { id: account.id });
    // While the app still runs (its files open, a WAL beside each), and after it closed.
    expect(foundIn(c.dataDir, words)).toEqual([]);
    const state = new DatabaseSync(join(c.dataDir, 'state.sqlite'), { readOnly: true });
    try {
      for (const table of ['outbox', 'budgets', 'visits', 'invitations', 'archive']) {
        expect([table, state.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE account_id = ?`).get(account.id)]).toEqual([table, { n: 0 }]);
      }
    } finally {
      state.close();
    }
    expect(await c.handle('ui.get', {})).toMatchObject({ place: null });
    await c.close();
    expect(foundIn(c.dataDir, words)).toEqual([]);
  }, 60_000);
});
