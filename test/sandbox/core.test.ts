import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const h = useSandbox();

describe('authentication (spec 5)', () => {
  it('answers 401 with a message when the token is missing or invalid', async () => {
    for (const token of [undefined, 'mdp_not-a-real-token']) {
      const r = await h.api('GET', '/ping', { token });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: expect.stringMatching(/sign in/i) });
    }
  });

  it('says so in words a family understands, not a developer’s', async () => {
    const r = await h.api('GET', '/templates', { token: 'mdp_expired' });
    expect(r.body).toEqual({ message: 'Your sign-in has ended or is not valid. Please sign in again.' });
    expect(r.body.message).not.toMatch(/token|request|carry/i);
  });

  it('ping lists the abilities of either kind of token', async () => {
    const person = await h.person();
    const org = await h.organization();
    const p = await h.api('GET', '/ping', { token: person.token });
    expect(p.status).toBe(200);
    expect(p.body).toEqual({ status: 'ok', abilities: expect.arrayContaining(['memorials:write']), token: 'Sandbox control' });
    const b = await h.api('GET', '/ping', { token: org.token });
    expect(b.status).toBe(200);
    expect(b.body.abilities).toContain('memorials:provision');
  });
});

describe('rate limits (spec 5.2, 5.3)', () => {
  it('lets 20 personal requests a minute through, then answers 429 with Retry-After', async () => {
    const person = await h.person();
    for (let i = 0; i < 20; i++) expect((await h.api('GET', '/ping', { token: person.token })).status).toBe(200);
    const r = await h.api('GET', '/ping', { token: person.token });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(r.body).toEqual({ code: 'rate_limited', message: expect.stringMatching(/wait \d+ second/), retry_after: Number(r.headers.get('retry-after')) });
    await h.advance(61);
    expect((await h.api('GET', '/ping', { token: person.token })).status).toBe(200);
  });

  it('gives a business token 50 a minute, counted per token', async () => {
    const org = await h.organization();
    const person = await h.person();
    for (let i = 0; i < 50; i++) expect((await h.api('GET', '/ping', { token: org.token })).status).toBe(200);
    expect((await h.api('GET', '/ping', { token: org.token })).status).toBe(429);
    expect((await h.api('GET', '/ping', { token: person.token })).status).toBe(200);
  });

  it('follows the rate limits set through the control API', async () => {
    await h.control('PUT', '/__sandbox/settings', { rate_limits: { personal: 2 } });
    const person = await h.person();
    expect((await h.api('GET', '/ping', { token: person.token })).status).toBe(200);
    expect((await h.api('GET', '/ping', { token: person.token })).status).toBe(200);
    expect((await h.api('GET', '/ping', { token: person.token })).status).toBe(429);
  });
});

describe('control API ids', () => {
  it('are read only as plainly written', async () => {
    const person = await h.person();
    const memorial = (await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Ada' } })).body.id as number;
    expect((await h.control('POST', `/__sandbox/memorials/${memorial}/premium`, { premium: true })).status).toBe(200);
    for (const spelling of [`0x${memorial.toString(16)}`, `${memorial}.0`, `%20${memorial}`]) {
      expect((await h.control('POST', `/__sandbox/memorials/${spelling}/premium`, { premium: true })).status, spelling).toBe(404);
    }
  });
});

describe('unknown addresses', () => {
  it('answers 404 with a message', async () => {
    const r = await h.api('GET', '/no-such-thing');
    expect(r.status).toBe(404);
    expect(typeof r.body.message).toBe('string');
  });
});
