import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';
import { ABILITIES } from '../../sandbox/auth/tokens';

const h = useSandbox();

const USER_CODE = /^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/;
const SCOPE = ABILITIES.personal.join(' ');
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'";

interface Started {
  device_code: string;
  user_code: string;
  verification_uri: string;
  verification_uri_complete: string;
  expires_in: number;
  interval: number;
  message: string;
}

async function start(clientName?: string): Promise<Started> {
  const r = await h.api('POST', '/auth/device', clientName === undefined ? {} : { body: { client_name: clientName } });
  expect(r.status).toBe(201);
  return r.body as Started;
}

function poll(deviceCode?: string) {
  return h.api('POST', '/auth/token', {
    body: { grant_type: 'urn:ietf:params:oauth:grant-type:device_code', ...(deviceCode === undefined ? {} : { device_code: deviceCode }) },
  });
}

/** Expects a 400 from POST /auth/token with exactly the spec's fields. */
async function expectPollError(deviceCode: string | undefined, error: string) {
  const r = await poll(deviceCode);
  expect(r.status).toBe(400);
  expect(r.body).toEqual({ error, message: expect.any(String), ...(r.body.error_description === undefined ? {} : { error_description: expect.any(String) }) });
  expect(r.body.error).toBe(error);
  return r;
}

async function pending(): Promise<{ user_code: string; client_name: string | null; expires_at: string }[]> {
  const r = await h.control('GET', '/__sandbox/device/pending');
  expect(r.status).toBe(200);
  return r.body.data;
}

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function getPage(path: string): Promise<Page> {
  const response = await fetch(h.url + path);
  return { status: response.status, headers: response.headers, html: await response.text() };
}

async function postPage(fields: Record<string, string>): Promise<Page> {
  const response = await fetch(`${h.url}/device`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function expectPageHeaders(page: Page) {
  expect(page.headers.get('content-type')).toMatch(/^text\/html/);
  expect(page.headers.get('content-security-policy')).toBe(CSP);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
}

describe('POST /auth/device (spec 4.1)', () => {
  it('answers 201 with a device code, a short user code, the links, the lifetime, the interval and a message', async () => {
    const r = await h.api('POST', '/auth/device', { body: { client_name: 'Claude Desktop' } });
    expect(r.status).toBe(201);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toEqual({
      device_code: expect.any(String),
      user_code: expect.stringMatching(USER_CODE),
      verification_uri: `${h.url}/device`,
      verification_uri_complete: `${h.url}/device?user_code=${r.body.user_code}`,
      expires_in: 900,
      interval: 5,
      message: `Open the link and enter the code ${r.body.user_code} to let Claude Desktop act for you. The code works for 15 minutes.`,
    });
    expect(r.body.device_code.length).toBeGreaterThanOrEqual(40);
    expect(r.body.device_code).not.toContain(r.body.user_code);
  });

  it('works without a body, and then names no app', async () => {
    const started = await start();
    expect(started.message).toBe(`Open the link and enter the code ${started.user_code} to let this app act for you. The code works for 15 minutes.`);
    expect(await pending()).toEqual([{ user_code: started.user_code, client_name: null, expires_at: expect.any(String) }]);
  });

  it('gives every sign-in its own codes', async () => {
    const a = await start('A');
    const b = await start('B');
    expect(a.device_code).not.toBe(b.device_code);
    expect(a.user_code).not.toBe(b.user_code);
  });

  it('takes a client_name of 100 characters and refuses 101 with 422', async () => {
    expect((await h.api('POST', '/auth/device', { body: { client_name: 'a'.repeat(100) } })).status).toBe(201);
    // Characters as a person sees them: 100 emoji are 100 characters.
    expect((await h.api('POST', '/auth/device', { body: { client_name: '🕯'.repeat(100) } })).status).toBe(201);
    const r = await h.api('POST', '/auth/device', { body: { client_name: 'a'.repeat(101) } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      message: 'The app name can be at most 100 characters.',
      errors: { client_name: ['The app name can be at most 100 characters.'] },
    });
  });

  it('answers 429 with Retry-After for the 11th code from one address within ten minutes', async () => {
    for (let i = 0; i < 10; i++) await start(`App ${i}`);
    const r = await h.api('POST', '/auth/device', { body: { client_name: 'One too many' } });
    expect(r.status).toBe(429);
    const retryAfter = Number(r.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(599);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(r.body).toEqual({ code: 'too_many_device_codes', message: expect.stringMatching(/wait \d+ seconds/), retry_after: retryAfter });
    // The refused request is not counted: once the window has passed, codes are handed out again.
    await h.advance(600);
    await start('Later');
  });
});

describe('POST /auth/token (spec 4.1, RFC 8628)', () => {
  it('answers authorization_pending while nobody has decided, from the very first poll', async () => {
    const started = await start('Claude Desktop');
    const r = await poll(started.device_code);
    expect(r.status).toBe(400);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toEqual({ error: 'authorization_pending', message: expect.stringMatching(/checks again every 5 seconds/) });
  });

  it('answers slow_down to a poll sooner than the interval, and adds five seconds to it', async () => {
    const { device_code } = await start();
    await expectPollError(device_code, 'authorization_pending');
    await h.advance(5);
    await expectPollError(device_code, 'authorization_pending');

    const slow = await poll(device_code);
    expect(slow.status).toBe(400);
    expect(slow.body).toEqual({
      error: 'slow_down',
      message: "You're checking too often. Please wait at least 10 seconds between checks.",
      error_description: 'The polling interval is now 10 seconds.',
    });

    // The interval is now 10 seconds: 10 is fine, 5 is too soon (and makes it 15).
    await h.advance(10);
    await expectPollError(device_code, 'authorization_pending');
    await h.advance(5);
    const slower = await expectPollError(device_code, 'slow_down');
    expect(slower.body.error_description).toBe('The polling interval is now 15 seconds.');
    await h.advance(15);
    await expectPollError(device_code, 'authorization_pending');
  });

  it('hands the token over exactly once, and it is a personal token named after the app', async () => {
    const person = await h.person();
    const { device_code, user_code } = await start('Claude Desktop');
    expect((await h.control('POST', '/__sandbox/device/approve', { user_code, person_id: person.id })).status).toBe(200);

    const r = await poll(device_code);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.body).toEqual({ access_token: expect.stringMatching(/^mdp_/), token_type: 'Bearer', scope: SCOPE });

    await h.advance(5);
    const again = await expectPollError(device_code, 'invalid_grant');
    expect(again.body.message).toMatch(/already handed over/);

    const ping = await h.api('GET', '/ping', { token: r.body.access_token });
    expect(ping.status).toBe(200);
    expect(ping.body).toEqual({ status: 'ok', abilities: ABILITIES.personal, token: 'Claude Desktop' });
  });

  it("names the token 'Device sign-in' when the app gave no name", async () => {
    const person = await h.person();
    const { device_code, user_code } = await start();
    await h.control('POST', '/__sandbox/device/approve', { user_code, person_id: person.id });
    const r = await poll(device_code);
    const ping = await h.api('GET', '/ping', { token: r.body.access_token });
    expect(ping.body.token).toBe('Device sign-in');
  });

  it('answers slow_down even when approved, then hands the token over on a patient poll', async () => {
    const person = await h.person();
    const { device_code, user_code } = await start('App');
    await expectPollError(device_code, 'authorization_pending');
    await h.control('POST', '/__sandbox/device/approve', { user_code, person_id: person.id });
    await expectPollError(device_code, 'slow_down');
    await h.advance(10);
    expect((await poll(device_code)).status).toBe(200);
  });

  it('answers access_denied when the person declined', async () => {
    const { device_code, user_code } = await start('App');
    expect((await h.control('POST', '/__sandbox/device/deny', { user_code })).status).toBe(200);
    const r = await expectPollError(device_code, 'access_denied');
    expect(r.body).toEqual({ error: 'access_denied', message: expect.stringMatching(/declined/) });
  });

  it('answers expired_token once the code is past its 900 seconds, whatever else happened', async () => {
    const person = await h.person();
    const waiting = await start('Waiting');
    const approved = await start('Approved');
    const denied = await start('Denied');
    const collected = await start('Collected');
    await h.control('POST', '/__sandbox/device/approve', { user_code: approved.user_code, person_id: person.id });
    await h.control('POST', '/__sandbox/device/deny', { user_code: denied.user_code });
    await h.control('POST', '/__sandbox/device/approve', { user_code: collected.user_code, person_id: person.id });
    expect((await poll(collected.device_code)).status).toBe(200);

    await h.advance(899);
    await expectPollError(waiting.device_code, 'authorization_pending');
    await h.advance(2);
    for (const code of [waiting, approved, denied, collected]) {
      const r = await expectPollError(code.device_code, 'expired_token');
      expect(r.body).toEqual({ error: 'expired_token', message: expect.stringMatching(/expired/) });
    }
  });

  it('answers invalid_grant for an unknown or missing device_code', async () => {
    await expectPollError('mdd_not-a-real-code', 'invalid_grant');
    const missing = await expectPollError(undefined, 'invalid_grant');
    expect(missing.body.error_description).toBe('device_code is required.');
    const empty = await h.api('POST', '/auth/token');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('invalid_grant');
    // The user code is what the person sees; it is not the secret.
    const { user_code } = await start();
    await expectPollError(user_code, 'invalid_grant');
  });

  it('takes the form encoding RFC 8628 clients send', async () => {
    const person = await h.person();
    const { device_code, user_code } = await start('Form client');
    await h.control('POST', '/__sandbox/device/approve', { user_code, person_id: person.id });
    const form = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:device_code', device_code, client_id: 'form-client' });
    const r = await h.api('POST', '/auth/token', { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', scope: SCOPE });
  });
});

describe('device control API (sandbox-control.md)', () => {
  it('lists codes still waiting and not expired, newest first', async () => {
    const person = await h.person();
    await start('Oldest');
    await h.advance(300);
    const a = await start('A');
    const b = await start('B');
    const c = await start('C');
    const d = await start('D');
    await h.control('POST', '/__sandbox/device/approve', { user_code: a.user_code, person_id: person.id });
    await h.control('POST', '/__sandbox/device/deny', { user_code: b.user_code });
    expect((await pending()).map((p) => p.client_name)).toEqual(['D', 'C', 'Oldest']);

    await h.advance(601);
    const list = await pending();
    expect(list).toEqual([
      { user_code: d.user_code, client_name: 'D', expires_at: expect.any(String) },
      { user_code: c.user_code, client_name: 'C', expires_at: expect.any(String) },
    ]);
    expect(Date.parse(list[0]!.expires_at)).toBeGreaterThan(Date.now());
  });

  it('approves and declines codes typed in any case, with or without the hyphen', async () => {
    const person = await h.person();
    const a = await start('A');
    const b = await start('B');
    const approve = await h.control('POST', '/__sandbox/device/approve', { user_code: a.user_code.replace('-', '').toLowerCase(), person_id: person.id });
    expect(approve.status).toBe(200);
    expect(approve.body).toEqual({ user_code: a.user_code, client_name: 'A', status: 'approved' });
    const deny = await h.control('POST', '/__sandbox/device/deny', { user_code: ` ${b.user_code.toLowerCase()} ` });
    expect(deny.status).toBe(200);
    expect(deny.body).toEqual({ user_code: b.user_code, client_name: 'B', status: 'denied' });
  });

  it('answers 404 for an unknown code or person, 409 for a decided or expired code, 422 for a bad body', async () => {
    const person = await h.person();
    const { user_code } = await start('A');
    const unknownCode = await h.control('POST', '/__sandbox/device/approve', { user_code: 'BBBB-BBBB', person_id: person.id });
    expect(unknownCode.status).toBe(404);
    expect(unknownCode.body).toEqual({ message: expect.any(String) });
    expect((await h.control('POST', '/__sandbox/device/deny', { user_code: 'not a code' })).status).toBe(404);
    expect((await h.control('POST', '/__sandbox/device/approve', { user_code, person_id: person.id + 1000 })).status).toBe(404);
    expect((await h.control('POST', '/__sandbox/device/approve', { user_code })).status).toBe(422);
    expect((await h.control('POST', '/__sandbox/device/deny', {})).status).toBe(422);

    expect((await h.control('POST', '/__sandbox/device/deny', { user_code })).status).toBe(200);
    const decided = await h.control('POST', '/__sandbox/device/approve', { user_code, person_id: person.id });
    expect(decided.status).toBe(409);
    expect(decided.body).toEqual({ message: 'That code was already approved or declined, so nothing changed.' });

    const later = await start('B');
    await h.advance(901);
    expect((await h.control('POST', '/__sandbox/device/approve', { user_code: later.user_code, person_id: person.id })).status).toBe(409);
  });
});

describe('the /device page (sandbox-control.md, spec 5.4)', () => {
  it('asks for a code when none is given', async () => {
    const page = await getPage('/device');
    expect(page.status).toBe(200);
    expectPageHeaders(page);
    expect(page.html).toContain('The code shown in the app');
  });

  it('shows the code and the app name, never the device_code, and approving hands the token to the app', async () => {
    const person = await h.person('Ada Lovelace', 'ada@example.com');
    const started = await start('Claude Desktop');

    // As typed by hand: small letters, no hyphen.
    const confirm = await getPage(`/device?user_code=${started.user_code.replace('-', '').toLowerCase()}`);
    expect(confirm.status).toBe(200);
    expectPageHeaders(confirm);
    expect(confirm.html).toContain(started.user_code);
    expect(confirm.html).toContain('Claude Desktop wants to act for you');
    expect(confirm.html).not.toContain(started.device_code);

    const approved = await postPage({ user_code: started.user_code, email: 'ADA@example.com', decision: 'approve' });
    expect(approved.status).toBe(200);
    expectPageHeaders(approved);
    expect(approved.html).toContain('You can go back to the app now');
    expect(approved.html).not.toContain(started.device_code);

    const r = await poll(started.device_code);
    expect(r.status).toBe(200);
    const ping = await h.api('GET', '/ping', { token: r.body.access_token });
    expect(ping.body).toEqual({ status: 'ok', abilities: ABILITIES.personal, token: 'Claude Desktop' });
    expect(person.id).toBeGreaterThan(0);

    // Opening the link again shows what was decided.
    const after = await getPage(`/device?user_code=${started.user_code}`);
    expect(after.status).toBe(200);
    expect(after.html).toContain('You can go back to the app now');
    const twice = await postPage({ user_code: started.user_code, email: 'ada@example.com', decision: 'approve' });
    expect(twice.status).toBe(409);
    expect(twice.html).toContain('This code was already answered, so nothing changed.');
  });

  it('follows verification_uri_complete as given', async () => {
    const started = await start('Linked');
    const response = await fetch(started.verification_uri_complete);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(started.user_code);
  });

  it('declining needs no sign-in, and the app then hears access_denied', async () => {
    const started = await start('Claude Desktop');
    const denied = await postPage({ user_code: started.user_code, email: '', decision: 'deny' });
    expect(denied.status).toBe(200);
    expectPageHeaders(denied);
    expect(denied.html).toContain('You declined');
    await expectPollError(started.device_code, 'access_denied');
  });

  it('shows the confirm page again with an error for an unknown email, and the code stays pending', async () => {
    await h.person('Ada Lovelace', 'ada@example.com');
    const started = await start('Claude Desktop');
    const page = await postPage({ user_code: started.user_code, email: 'nobody@example.com', decision: 'approve' });
    expect(page.status).toBe(422);
    expectPageHeaders(page);
    expect(page.html).toContain('No one in this sandbox has that email address.');
    expect(page.html).toContain('value="nobody@example.com"');
    expect(page.html).toContain('Claude Desktop wants to act for you');
    expect((await pending()).map((p) => p.user_code)).toEqual([started.user_code]);
    await expectPollError(started.device_code, 'authorization_pending');

    const noEmail = await postPage({ user_code: started.user_code, email: ' ', decision: 'approve' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.html).toContain('Please give your email address to sign in.');
    const noDecision = await postPage({ user_code: started.user_code, email: 'ada@example.com' });
    expect(noDecision.status).toBe(422);
    expect(noDecision.html).toContain('Please choose Approve or Decline.');
    expect(await pending()).toHaveLength(1);
  });

  it('asks for the code again when it is unknown, and says so when it has expired', async () => {
    const unknown = await getPage('/device?user_code=bbbb-bbbb');
    expect(unknown.status).toBe(404);
    expectPageHeaders(unknown);
    expect(unknown.html).toContain('recognise that code');
    expect(unknown.html).toContain('value="bbbb-bbbb"');

    const nonsense = await postPage({ user_code: '<script>', email: 'a@example.com', decision: 'approve' });
    expect(nonsense.status).toBe(404);
    expect(nonsense.html).not.toContain('<script>');

    const started = await start('Claude Desktop');
    await h.advance(901);
    const expired = await getPage(`/device?user_code=${started.user_code}`);
    expect(expired.status).toBe(410);
    expectPageHeaders(expired);
    expect(expired.html).toContain('This code has expired');
    const late = await postPage({ user_code: started.user_code, email: 'a@example.com', decision: 'approve' });
    expect(late.status).toBe(410);
  });

  it('escapes the app name', async () => {
    const started = await start('<img src=x onerror=alert(1)>');
    const page = await getPage(`/device?user_code=${started.user_code}`);
    expect(page.html).not.toContain('<img src=x');
    expect(page.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
