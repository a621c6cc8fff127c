import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeEvent } from '../../../../shared/bridge';
import { createNodeAppCore as createAppCore } from '../../../../electron/node/home';
import type { AppCore } from '../../../../core/app-core-types';
import { MemorySecretStore } from '../../../../core/accounts/secrets';
import { useSandbox } from '../../../sandbox/harness';

/** The desk's operations through the whole app core, over real HTTP against the sandbox. */
const h = useSandbox();
const cores: AppCore[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(cores.splice(0).map((c) => c.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function core(dataDir = mkdtempSync(join(tmpdir(), 'desk-'))): Promise<{ core: AppCore; dataDir: string }> {
  if (!dirs.includes(dataDir)) dirs.push(dataDir);
  const c = await createAppCore({ dataDir, serviceUrl: h.baseUrl, demo: false, secrets: new MemorySecretStore(), openExternal: () => Promise.resolve(false) });
  cores.push(c);
  return { core: c, dataDir };
}

/** The next waiting-list state that passes `test`. */
function nextWaiting(c: AppCore, test: (state: BridgeEvent<'deskWaiting'>) => boolean): Promise<BridgeEvent<'deskWaiting'>> {
  return new Promise((resolve) => {
    const off = c.on('deskWaiting', (state) => {
      if (test(state)) {
        off();
        resolve(state);
      }
    });
  });
}

async function funeralHome(c: AppCore) {
  const org = await h.organization('Hollis & Daughters');
  const signed = await c.handle('signIn.business', { token: org.token });
  return { org, accountId: signed.account.id };
}

describe('the desk in main', () => {
  it('provisions with invite: the answer as it is, the memorial found in the list, and the invitation waiting with its expiry', async () => {
    const { core: c, dataDir } = await core();
    const { accountId } = await funeralHome(c);
    const answer = await c.handle('desk.provision', {
      body: { deceased_name: 'Ada Lovelace', designated_owner: 'family', action: 'invite', family_name: 'Byron', family_email: 'kin@example.com' },
    });
    expect(answer.status).toBe(201);
    expect(answer.result).toMatchObject({ status: 'awaiting_family', deceased_name: 'Ada Lovelace', invitation_expires_at: expect.any(String) });
    expect(answer.slug).toMatch(/^ada-lovelace/);

    const complete = nextWaiting(c, (s) => s.completeAt !== null);
    const first = await c.handle('desk.waiting', {});
    expect(first.accountId).toBe(accountId);
    const state = await complete;
    expect(state.counts).toEqual({ total: 1, awaitingFamily: 1, inProgress: 0, live: 0 });
    expect(state.waiting).toEqual([
      {
        slug: answer.slug,
        deceasedName: 'Ada Lovelace',
        title: null,
        createdAt: answer.result.created_at,
        invitation: { id: answer.result.id, expiresAt: answer.result.invitation_expires_at, sentAt: expect.any(String) },
      },
    ]);
    // What was kept on disk (state.sqlite and its journal): owner-only, the invitation in it, and no family email.
    for (const name of ['state.sqlite', 'state.sqlite-wal']) {
      const file = join(dataDir, name);
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'latin1')).not.toContain('kin@example.com');
    }
    const kept = new DatabaseSync(join(dataDir, 'state.sqlite'), { readOnly: true });
    try {
      expect(kept.prepare('SELECT id FROM invitations WHERE account_id = ?').all(accountId)).toEqual([{ id: answer.result.id }]);
    } finally {
      kept.close();
    }
  });

  it('resends (a new expiry), and once the family claims it the next pass forgets it', async () => {
    const { core: c } = await core();
    await funeralHome(c);
    const made = await c.handle('desk.provision', {
      body: { deceased_name: 'Grace Hopper', designated_owner: 'family', family_email: 'grace.kin@example.com' },
    });
    await h.advance(3 * 24 * 60 * 60);
    const resent = await c.handle('desk.resend', { onboardingId: made.result.id });
    expect(Date.parse(resent.result.invitation_expires_at!)).toBeGreaterThan(Date.parse(made.result.invitation_expires_at!));
    let state = await c.handle('desk.waiting', {});
    expect(state.waiting[0]?.invitation?.expiresAt).toBe(resent.result.invitation_expires_at);

    expect((await h.control('POST', `/__sandbox/invitations/${made.result.id}/claim`)).status).toBe(200);
    await h.settle();
    const after = nextWaiting(c, (s) => s.completeAt !== null && s.checking === null && s.counts?.live === 1);
    await c.handle('desk.waiting', { refresh: true });
    state = await after;
    expect(state.waiting).toEqual([]);
    // No invitation waits any more: the service's own words.
    await expect(c.handle('desk.resend', { onboardingId: made.result.id })).rejects.toMatchObject({ error: { kind: 'service', status: 404 } });
  });

  it('provisions with complete: 202, being created, never waiting on the family', async () => {
    const { core: c } = await core();
    await funeralHome(c);
    const answer = await c.handle('desk.provision', {
      body: { deceased_name: 'Alan Turing', designated_owner: 'organization', action: 'complete', title: 'Mathematician' },
    });
    expect(answer.status).toBe(202);
    expect(answer.result.status).toBe('in_progress');
    expect(answer.result.invitation_expires_at).toBeNull();
    const done = nextWaiting(c, (s) => s.completeAt !== null);
    await c.handle('desk.waiting', {});
    expect((await done).waiting).toEqual([]);
  });

  it('refuses what the service refuses, in its words, naming the field; and a family account', async () => {
    const { core: c } = await core();
    await funeralHome(c);
    await expect(c.handle('desk.provision', { body: { deceased_name: 'Someone', designated_owner: 'family', action: 'invite' } })).rejects.toMatchObject({
      error: { kind: 'invalid', status: 422, fields: { family_email: [expect.stringMatching(/email/)] } },
    });
    // Checked in main before anything is sent.
    await expect(c.handle('desk.provision', { body: { deceased_name: 'x'.repeat(256), designated_owner: 'family' } })).rejects.toMatchObject({
      error: { kind: 'invalid', status: null, fields: { deceased_name: ['The name can be at most 255 characters.'] } },
    });
    const person = await h.person('Margaret');
    const personal = await core();
    await personal.core.handle('signIn.business', { token: person.token }).catch(() => null);
    await expect(personal.core.handle('desk.waiting', {})).rejects.toMatchObject({ error: { kind: 'signed-out' } });
  });

  it('names every memorial for the owners list, and says plainly why a logo that is not https is not shown', async () => {
    const { core: c } = await core();
    const { org } = await funeralHome(c);
    await c.handle('desk.provision', { body: { deceased_name: 'Mary Somerville', designated_owner: 'organization', action: 'complete' } });
    const done = nextWaiting(c, (s) => s.completeAt !== null);
    await c.handle('desk.waiting', {});
    await done;
    expect((await c.handle('desk.names', {})).names).toEqual([{ slug: expect.stringMatching(/^mary-somerville/), id: null, name: 'Mary Somerville' }]);

    expect(await c.handle('desk.logo', {})).toEqual({ dataUrl: null, problem: null });
    h.sandbox.context.db.run('UPDATE organizations SET logo_url = ? WHERE id = ?', 'http://127.0.0.1:1/logo.png', org.id);
    expect(await c.handle('desk.logo', {})).toEqual({ dataUrl: null, problem: expect.stringMatching(/https/) });
  });
});
