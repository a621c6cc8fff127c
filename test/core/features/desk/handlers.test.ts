import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { useCores, type TestCore } from '../../../helpers/core';
import { useSandbox } from '../../../sandbox/harness';

/** The desk's operations through the whole app core, over real HTTP against the sandbox. */
const h = useSandbox();
const cores = useCores({ sandbox: h });

async function funeralHome(c: TestCore) {
  const org = await h.organization('Hollis & Daughters');
  const signed = await c.signInBusiness(org.token);
  return { org, accountId: signed.account.id };
}

describe('the desk in main', () => {
  it('provisions with invite: the answer as it is, the memorial found in the list, and the invitation waiting with its expiry', async () => {
    const c = await cores.start();
    const { accountId } = await funeralHome(c);
    const answer = await c.handle('desk.provision', {
      body: { deceased_name: 'Ada Lovelace', designated_owner: 'family', action: 'invite', family_name: 'Byron', family_email: 'kin@example.com' },
    });
    expect(answer.status).toBe(201);
    expect(answer.result).toMatchObject({ status: 'awaiting_family', deceased_name: 'Ada Lovelace', invitation_expires_at: expect.any(String) });
    expect(answer.slug).toMatch(/^ada-lovelace/);

    const complete = c.next('deskWaiting', (s) => s.completeAt !== null);
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
      const file = join(c.dataDir, name);
      if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'latin1')).not.toContain('kin@example.com');
    }
    const kept = new DatabaseSync(join(c.dataDir, 'state.sqlite'), { readOnly: true });
    try {
      expect(kept.prepare('SELECT id FROM invitations WHERE account_id = ?').all(accountId)).toEqual([{ id: answer.result.id }]);
    } finally {
      kept.close();
    }
  });

  it('resends (a new expiry), and once the family claims it the next pass forgets it', async () => {
    const c = await cores.start();
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
    const after = c.next('deskWaiting', (s) => s.completeAt !== null && s.checking === null && s.counts?.live === 1);
    await c.handle('desk.waiting', { refresh: true });
    state = await after;
    expect(state.waiting).toEqual([]);
    // No invitation waits any more: the service's own words.
    await expect(c.handle('desk.resend', { onboardingId: made.result.id })).rejects.toMatchObject({ error: { kind: 'service', status: 404 } });
  });

  it('provisions with complete: 202, being created, never waiting on the family', async () => {
    const c = await cores.start();
    await funeralHome(c);
    const answer = await c.handle('desk.provision', {
      body: { deceased_name: 'Alan Turing', designated_owner: 'organization', action: 'complete', title: 'Mathematician' },
    });
    expect(answer.status).toBe(202);
    expect(answer.result.status).toBe('in_progress');
    expect(answer.result.invitation_expires_at).toBeNull();
    const done = c.next('deskWaiting', (s) => s.completeAt !== null);
    await c.handle('desk.waiting', {});
    expect((await done).waiting).toEqual([]);
  });

  it('refuses what the service refuses, in its words, naming the field; and a family account', async () => {
    const c = await cores.start();
    await funeralHome(c);
    await expect(c.handle('desk.provision', { body: { deceased_name: 'Someone', designated_owner: 'family', action: 'invite' } })).rejects.toMatchObject({
      error: { kind: 'invalid', status: 422, fields: { family_email: [expect.stringMatching(/email/)] } },
    });
    // Checked in the core before anything is sent.
    await expect(c.handle('desk.provision', { body: { deceased_name: 'x'.repeat(256), designated_owner: 'family' } })).rejects.toMatchObject({
      error: { kind: 'invalid', status: null, fields: { deceased_name: ['The name can be at most 255 characters.'] } },
    });
    const person = await h.person('Margaret');
    const personal = await cores.start();
    await personal.signInBusiness(person.token).catch(() => null);
    await expect(personal.handle('desk.waiting', {})).rejects.toMatchObject({ error: { kind: 'signed-out' } });
  });

  it('names every memorial for the owners list, and says plainly why a logo that is not https is not shown', async () => {
    const c = await cores.start();
    const { org } = await funeralHome(c);
    await c.handle('desk.provision', { body: { deceased_name: 'Mary Somerville', designated_owner: 'organization', action: 'complete' } });
    const done = c.next('deskWaiting', (s) => s.completeAt !== null);
    await c.handle('desk.waiting', {});
    await done;
    expect((await c.handle('desk.names', {})).names).toEqual([{ slug: expect.stringMatching(/^mary-somerville/), id: null, name: 'Mary Somerville' }]);

    expect(await c.handle('desk.logo', {})).toEqual({ dataUrl: null, problem: null });
    h.sandbox.context.db.run('UPDATE organizations SET logo_url = ? WHERE id = ?', 'http://127.0.0.1:1/logo.png', org.id);
    expect(await c.handle('desk.logo', {})).toEqual({
      dataUrl: null,
      problem: 'The logo’s address does not start with https://, so Memorial Desk does not load it.',
      problemWords: { id: 'core.desk.logo.notHttps' },
    });
  });
});
