import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const h = useSandbox();

const get = async (query: string) => {
  const r = await fetch(`${h.url}/start${query}`);
  return { status: r.status, html: await r.text() };
};

async function send(fields: Record<string, string>) {
  const r = await fetch(`${h.url}/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: r.status, html: await r.text() };
}

const count = (table: string) => h.sandbox.context.db.one<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)!.n;

describe('the onboarding form /start (spec 4.6)', () => {
  it('opens prefilled, never an error: wrong parameters ignored, over-long values dropped, future dates ignored', async () => {
    const r = await get(
      `?name=${encodeURIComponent('Winifred Ames')}&mode=self&title=Grandmother&born=1931-02-03&died=2999-01-01&bogus=1&story=${'s'.repeat(1501)}`,
    );
    expect(r.status).toBe(200);
    expect(r.html).toContain('value="Winifred Ames"');
    expect(r.html).toContain('value="Grandmother"');
    expect(r.html).toContain('value="1931-02-03"');
    expect(r.html).not.toContain('2999-01-01');
    expect(r.html).not.toContain('s'.repeat(1501));
    expect(r.html).not.toContain('bogus');
    for (const q of ['', '?name=', `?name=${'n'.repeat(256)}`, '?type=dragon&name=Rex', '?%zz=1']) expect((await get(q)).status).toBe(200);
    expect(count('memorials')).toBe(0);
    expect(count('signups')).toBe(0);
  });

  it('creates nothing when the form is sent; the memorial is made only once the email is confirmed, and it is checked first', async () => {
    const sent = await send({
      name: 'Winifred Ames',
      type: 'person',
      mode: 'self',
      title: 'Grandmother',
      story: 'She kept bees.',
      born: '1931-02-03',
      email: 'win@example.com',
    });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('Check your email');
    expect(count('memorials')).toBe(0);
    const link = /href="(\/start\/confirm\/[^"]+)"/.exec(sent.html)![1]!;
    const email = h.sandbox.context.db.one<{ to_email: string; link: string }>("SELECT to_email, link FROM sent_emails WHERE kind = 'signup_confirmation'")!;
    expect(email).toEqual({ to_email: 'win@example.com', link: `${h.url}${link}` });

    const confirmed = await fetch(`${h.url}${link}`);
    const html = await confirmed.text();
    expect(confirmed.status).toBe(200);
    expect(html).toContain('confirmed');
    expect(html).not.toMatch(/published|is live|\/m\//i);
    const memorial = h.sandbox.context.db.one<{ deceased_name: string; obituary: string; moderation_status: string; title: string }>(
      'SELECT deceased_name, obituary, moderation_status, title FROM memorials',
    )!;
    expect(memorial).toEqual({ deceased_name: 'Winifred Ames', obituary: 'She kept bees.', moderation_status: 'pending', title: 'Grandmother' });
    // Confirming again makes nothing more.
    expect((await fetch(`${h.url}${link}`)).status).toBe(200);
    expect(count('memorials')).toBe(1);
  });

  it('asks again, in plain words, for a missing name or email, keeping what was typed', async () => {
    const noName = await send({ email: 'a@example.com' });
    expect(noName.status).toBe(422);
    expect(noName.html).toContain('Please give the name');
    const noEmail = await send({ name: 'Rex', type: 'pet', email: 'not-an-email' });
    expect(noEmail.status).toBe(422);
    expect(noEmail.html).toContain('value="Rex"');
    expect(noEmail.html).toContain('Please give your email address');
    expect(count('signups')).toBe(0);
    expect((await fetch(`${h.url}/start/confirm/mdc_nothing`)).status).toBe(404);
  });
});
