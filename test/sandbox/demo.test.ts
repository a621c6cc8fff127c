import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import type { Database } from '../../sandbox/db/database';
import { DEMO_FAMILY } from '../../sandbox/demo';

interface Answer {
  status: number;
  body: any;
}

async function call(sandbox: RunningSandbox, method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
  const url = path.startsWith('/__sandbox') || path.startsWith('/m/') ? sandbox.url + path : sandbox.baseUrl + path;
  const response = await fetch(url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // A page: keep the text.
  }
  return { status: response.status, body: parsed };
}

describe('the demo world', () => {
  let sandbox: RunningSandbox;
  let person: string;
  let business: string;
  const get = async (path: string, token: string) => {
    const answer = await call(sandbox, 'GET', path, token);
    expect(answer.status, `GET ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const memorials = async () => (await get('/me/memorials', person)).data as any[];
  const named = async (name: string) => (await memorials()).find((m) => m.deceased_name === name);

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, memory: true, control: true, demo: true });
    expect(sandbox.demo).not.toBeNull();
    person = sandbox.demo!.person.token;
    business = sandbox.demo!.organization.token;
    // These tests read a lot with one token; the rate limit is tested in core.test.ts.
    expect((await call(sandbox, 'PUT', '/__sandbox/settings', undefined, { rate_limits: { personal: 1000, business: 1000 } })).status).toBe(200);
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('hands over a personal and a business token, named for the demo', async () => {
    expect(sandbox.demo).toEqual({
      person: { id: expect.any(Number), name: 'Margaret Whitfield', email: 'margaret@demo.example', token: expect.stringMatching(/^mdp_/) },
      organization: { id: expect.any(Number), name: 'Hollis & Daughters Funeral Home', token: expect.stringMatching(/^mdb_/) },
    });
    expect((await get('/ping', person)).token).toBe('Demo family');
    expect((await get('/ping', business)).token).toBe('Demo front desk');
  });

  it('gives the family memorials in every moderation state: live, being checked, refused, deleted and unpublished', async () => {
    const list = await memorials();
    const states = new Set(list.map((m) => m.moderation.status));
    expect(states).toEqual(new Set(['passed', 'pending', 'failed']));

    const live = list.filter((m) => m.url !== null);
    expect(live.map((m) => m.deceased_name).sort()).toEqual(['Biscuit', 'Eleanor Whitfield']);

    const checking = list.find((m) => m.moderation.status === 'pending');
    expect(checking).toMatchObject({ deceased_name: 'Harold Brennan', url: null, is_deleted: false });
    expect((await get(`/me/drafts/${checking.id}`, person)).status).toBe('generating');

    const refused = list.find((m) => m.moderation.status === 'failed');
    expect(refused.url).toBeNull();
    // The reason is the safety check's own, naming the refuse term the wording carries.
    expect(refused.moderation.reason).toContain('refuse-me');
    expect((await get(`/me/drafts/${refused.id}`, person)).status).toBe('blocked');

    const deleted = list.find((m) => m.is_deleted);
    expect(deleted).toMatchObject({ deceased_name: 'Josephine Carter', url: null, recoverable_until: expect.any(String) });
    expect(Date.parse(deleted.recoverable_until)).toBeGreaterThan(sandbox.context.clock.nowMs());

    expect(list.find((m) => !m.is_published)).toMatchObject({ deceased_name: 'Peter Lindqvist', url: null, is_deleted: false });

    // Dates of death in the last year, births long before, every one of them a real date.
    for (const m of list) {
      expect(Date.parse(m.death_date)).toBeLessThan(sandbox.context.clock.nowMs());
      expect(Date.parse(m.death_date)).toBeGreaterThan(sandbox.context.clock.nowMs() - 365 * 24 * 60 * 60 * 1000);
      expect(m.birth_date < m.death_date).toBe(true);
    }
  });

  it('leaves room under the live cap, so the family can make a memorial in the demo', async () => {
    const created = await call(sandbox, 'POST', '/me/memorials', person, { deceased_name: 'Rose Whitfield' });
    expect(created.status).toBe(202);
    const removed = await call(sandbox, 'DELETE', `/me/memorials/${created.body.id}`, person);
    expect(removed.status).toBe(200);
  });

  it('has one Premium memorial with a showing fund, an announcement and an event whose RSVPs add up', async () => {
    const eleanor = await named('Eleanor Whitfield');
    const fund = await get(`/me/memorials/${eleanor.id}/fund`, person);
    expect(fund).toMatchObject({ exists: true, is_showing: true, moderation: { status: 'passed', reason: null } });
    expect(fund.links).toHaveLength(2);

    const broadcasts = (await get(`/me/memorials/${eleanor.id}/broadcasts`, person)).data as any[];
    expect(broadcasts.map((b) => b.kind).sort()).toEqual(['announcement', 'event']);
    expect(broadcasts.every((b) => b.is_showing)).toBe(true);
    const event = broadcasts.find((b) => b.kind === 'event');
    expect(event.rsvp_enabled).toBe(true);
    // The gathering is ahead, not past.
    expect(Date.parse(event.starts_at)).toBeGreaterThan(sandbox.context.clock.nowMs());

    const rsvps = await get(`/me/events/${event.id}/rsvps`, person);
    const yes = (rsvps.data as any[]).filter((r) => r.attending === 'yes');
    expect(rsvps.counts.people).toBe(yes.reduce((sum, r) => sum + r.party_size, 0));
    expect(rsvps.counts.yes).toBeGreaterThan(0);
    expect(rsvps.counts.no).toBeGreaterThan(0);
    expect(rsvps.counts.maybe).toBeGreaterThan(0);
    expect(new Set(yes.map((r) => r.party_size))).toEqual(new Set([1, 2, 3, 4]));

    // Only that one is Premium.
    expect((await call(sandbox, 'GET', `/me/memorials/${(await named('Biscuit')).id}/fund`, person)).body.exists).toBe(false);
  });

  it('has tributes in every status, and the refused, unconfirmed, private and unchecked ones cannot be approved', async () => {
    const eleanor = await named('Eleanor Whitfield');
    const tributes = async (status: string) => (await get(`/memorials/${eleanor.id}/contributions?status=${status}`, person)).data as any[];
    const approved = await tributes('approved');
    const pending = await tributes('pending');
    const rejected = await tributes('rejected');
    const hidden = await tributes('deleted');

    expect(approved.length).toBeGreaterThanOrEqual(4);
    expect(approved.filter((t) => t.is_pinned)).toHaveLength(2);
    // The pinned band comes first.
    expect(approved.slice(0, 2).every((t) => t.is_pinned)).toBe(true);
    expect(rejected).toHaveLength(1);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({ status: 'hidden', is_hidden: true });

    const refused = pending.filter((t) => t.moderation.status === 'failed');
    const unconfirmed = pending.filter((t) => t.moderation.status === 'passed' && !t.is_private && !t.can_approve);
    const privateOnes = pending.filter((t) => t.is_private);
    const checking = pending.filter((t) => t.moderation.status === 'pending');
    const waiting = pending.filter((t) => t.can_approve);
    for (const group of [refused, unconfirmed, privateOnes, checking, waiting]) expect(group.length).toBeGreaterThan(0);
    for (const t of [...refused, ...unconfirmed, ...privateOnes, ...checking]) expect(t.can_approve).toBe(false);
    expect(refused[0].moderation.reason).toContain('refuse-me');

    // The unconfirmed writer's tribute is refused for exactly that reason.
    const approve = await call(sandbox, 'POST', `/contributions/${unconfirmed[0].id}/approve`, person);
    expect(approve).toEqual({ status: 422, body: { code: 'awaiting_verification', message: expect.any(String) } });
  });

  it('has visits spread over the past year', async () => {
    const visits = await get(`/me/memorials/${(await named('Eleanor Whitfield')).id}/visits`, person);
    expect(visits.today).toBeGreaterThan(0);
    expect(visits.last_24_hours).toBeGreaterThanOrEqual(visits.today);
    expect(visits.last_7_days).toBeGreaterThan(visits.last_24_hours);
    expect(visits.last_30_days).toBeGreaterThan(visits.last_7_days);
    expect(visits.last_year).toBeGreaterThan(visits.last_30_days);
    expect(visits.total).toBeGreaterThanOrEqual(visits.last_year);
  });

  it('gives the funeral home live and pending memorials, over more than one page, in all three states', async () => {
    const organization = await get('/organization', business);
    expect(organization).toMatchObject({
      name: 'Hollis & Daughters Funeral Home',
      subdomain: 'hollis',
      branding: { display_name: 'Hollis & Daughters', white_label: false, brand_color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    });
    expect(organization.memorials.live).toBeGreaterThan(0);
    expect(organization.memorials.pending).toBeGreaterThan(0);

    const first = await get('/memorials?per_page=25', business);
    expect(first.pagination.total).toBe(organization.memorials.live + organization.memorials.pending);
    expect(first.pagination.total_pages).toBeGreaterThanOrEqual(2);
    const second = await get('/memorials?per_page=25&page=2', business);
    const all = [...first.data, ...second.data] as any[];
    expect(new Set(all.map((m) => m.status))).toEqual(new Set(['live', 'in_progress', 'awaiting_family']));

    // Spread over months, so the date filters mean something.
    const created = all.map((m) => Date.parse(m.created_at));
    expect(Math.max(...created) - Math.min(...created)).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
    const recent = await get(
      `/memorials?created_after=${encodeURIComponent(new Date(sandbox.context.clock.nowMs() - 30 * 24 * 60 * 60 * 1000).toISOString())}`,
      business,
    );
    expect(recent.pagination.total).toBeGreaterThan(0);
    expect(recent.pagination.total).toBeLessThan(first.pagination.total);

    // Looked after by families and by the funeral home.
    const owners = (await get('/owners', business)).data as any[];
    expect(new Set(owners.map((o) => o.role))).toEqual(new Set(['family', 'organization']));

    // Every invitation still waiting was "emailed" (recorded, never sent).
    const waiting = all.filter((m) => m.status === 'awaiting_family');
    const emails = sandbox.context.db.all<{ to_email: string }>("SELECT to_email FROM sent_emails WHERE kind = 'family_invitation'");
    const onboardings = sandbox.context.db.all<{ family_email: string }>("SELECT family_email FROM onboardings WHERE status = 'awaiting_family'");
    expect(onboardings).toHaveLength(waiting.length);
    for (const o of onboardings) expect(emails.map((e) => e.to_email)).toContain(o.family_email);
  });

  it('renders the public page of a live memorial, with its cover, fund, event and pinned tributes', async () => {
    const eleanor = await named('Eleanor Whitfield');
    const page = await fetch(eleanor.url as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Eleanor Whitfield');
    expect(html).toContain('Memorial fund');
    expect(html).toContain('one year on');
    expect(html).toContain('Sunday lunches');
    expect((await fetch(`${eleanor.url as string}/cover.jpg`)).status).toBe(200);
  });

  it('finishes what was left under way: the memorial and the tribute being checked pass by themselves', async () => {
    await call(sandbox, 'POST', '/__sandbox/clock', undefined, { advance_seconds: 30 });
    const harold = await named('Harold Brennan');
    expect(harold.moderation.status).toBe('passed');
    expect(harold.url).toEqual(expect.stringContaining('/m/harold-brennan'));
    const eleanor = await named('Eleanor Whitfield');
    const pending = (await get(`/memorials/${eleanor.id}/contributions?status=pending`, person)).data as any[];
    expect(pending.some((t) => t.moderation.status === 'pending')).toBe(false);
  });
});

/** Every row of every table, to show that a second start changed nothing. */
function snapshot(db: Database): string {
  const tables = db.all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
  return JSON.stringify(
    tables.map(({ name }) => [name, db.all<Record<string, unknown>>(`SELECT * FROM ${name} ORDER BY rowid`)]),
    (_key, value: unknown) => (value instanceof Uint8Array ? `${value.length} bytes` : value),
  );
}

describe('the demo on a database that already holds data', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-demo-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the world once; a second start returns null and changes nothing', async () => {
    const db = join(dir, 'demo.db');
    const first = await startSandbox({ port: 0, db, demo: true });
    expect(first.demo).not.toBeNull();
    const before = snapshot(first.context.db);
    await first.close();

    const second = await startSandbox({ port: 0, db, demo: true });
    try {
      expect(second.demo).toBeNull();
      expect(snapshot(second.context.db)).toBe(before);
      // The first start's tokens still work.
      expect((await call(second, 'GET', '/ping', first.demo!.person.token)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('issues fresh tokens for the demo family and funeral home at a later start (none without a demo world)', async () => {
    const db = join(dir, 'tokens.db');
    const first = await startSandbox({ port: 0, db, demo: true });
    await first.close();
    const again = await startSandbox({ port: 0, db, demo: true });
    try {
      const fresh = again.issueDemoTokens()!;
      expect(fresh.person).toMatchObject({ id: first.demo!.person.id, email: DEMO_FAMILY.email, name: DEMO_FAMILY.name });
      expect(fresh.organization).toMatchObject({ id: first.demo!.organization.id, name: first.demo!.organization.name });
      expect(fresh.person.token).not.toBe(first.demo!.person.token);
      expect((await call(again, 'GET', '/ping', fresh.person.token)).body.token).toBe('Demo family');
      expect((await call(again, 'GET', '/organization', fresh.organization.token)).body.name).toBe(first.demo!.organization.name);
    } finally {
      await again.close();
    }
    const empty = await startSandbox({ port: 0, memory: true });
    try {
      expect(empty.issueDemoTokens()).toBeNull();
    } finally {
      await empty.close();
    }
  });

  it('leaves a database with someone in it alone, even without any memorials', async () => {
    const sandbox = await startSandbox({ port: 0, memory: true, control: true });
    try {
      expect((await call(sandbox, 'POST', '/__sandbox/people', undefined, { name: 'Ada', email: 'ada@example.com' })).status).toBe(201);
      const { seedDemo } = await import('../../sandbox/demo');
      expect(seedDemo(sandbox.context)).toBeNull();
      expect(sandbox.context.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM people')!.n).toBe(1);
      expect(sandbox.context.db.one<{ n: number }>('SELECT COUNT(*) AS n FROM memorials')!.n).toBe(0);
    } finally {
      await sandbox.close();
    }
  });
});

describe('npm run sandbox -- --demo', () => {
  it('prints the listening line on stdout and the demo tokens on stderr', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/cli.ts', '--port', '0', '--memory', '--demo'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const firstLine = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve);
        child.once('exit', (code) => reject(new Error(`sandbox exited with ${code}: ${stderr}`)));
      });
      const url = /^sandbox listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(firstLine)?.[1];
      expect(url).toBeDefined();
      // The tokens are printed right after the listening line.
      await expect.poll(() => stderr).toMatch(/demo business token/);
      const personal = /demo personal token \(margaret@demo\.example\): (mdp_\S+)/.exec(stderr)?.[1];
      const businessToken = /demo business token \(Hollis & Daughters Funeral Home\): (mdb_\S+)/.exec(stderr)?.[1];
      expect(personal).toBeDefined();
      expect(businessToken).toBeDefined();
      const ping = await fetch(`${url!}/api/v1/ping`, { headers: { authorization: `Bearer ${personal!}` } });
      expect(((await ping.json()) as { token: string }).token).toBe('Demo family');
      const organization = await fetch(`${url!}/api/v1/organization`, { headers: { authorization: `Bearer ${businessToken!}` } });
      expect(organization.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
