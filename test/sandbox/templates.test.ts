import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';

const h = useSandbox();

/** Religion and culture labels the catalogue must never carry (spec 2.7: deliberately withheld). */
const WITHHELD = [
  'christian',
  'jewish',
  'muslim',
  'hindu',
  'buddhist',
  'sikh',
  'catholic',
  'protestant',
  'orthodox',
  'islamic',
  'religious',
  'secular',
  'humanist',
  'spiritual',
  'faith',
  'church',
  'cross',
  'celtic',
  'irish',
  'scottish',
  'african',
  'asian',
  'chinese',
  'japanese',
  'indian',
  'latino',
  'hispanic',
  'mexican',
  'western',
  'eastern',
  'traditional',
  'tradition',
  'culture',
  'cultural',
  'heritage',
  'ethnic',
  'biblical',
  'heaven',
  'prayer',
];

describe('GET /templates (spec 4.2, 2.7)', () => {
  it('lists the catalogue of designs to a personal token, each with exactly the spec fields', async () => {
    const person = await h.person();
    const r = await h.api('GET', '/templates', { token: person.token });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body)).toEqual(['data']);
    const data = r.body.data as Array<Record<string, unknown>>;
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data.length).toBeLessThanOrEqual(8);
    for (const t of data) {
      expect(t).toEqual({ id: expect.any(Number), name: expect.any(String), description: expect.any(String), feel: expect.any(Array) });
      expect(Number.isInteger(t.id)).toBe(true);
      expect((t.feel as unknown[]).length).toBeGreaterThan(0);
      for (const word of t.feel as unknown[]) expect(typeof word).toBe('string');
    }
    expect(new Set(data.map((t) => t.id)).size).toBe(data.length);
    expect(new Set(data.map((t) => t.name)).size).toBe(data.length);
  });

  it('describes designs by tone and audience, never by a religion or culture', async () => {
    const person = await h.person();
    const data = (await h.api('GET', '/templates', { token: person.token })).body.data as Array<{ name: string; description: string; feel: string[] }>;
    for (const t of data) {
      const words = [t.name, t.description, ...t.feel]
        .join(' ')
        .toLowerCase()
        .split(/[^a-z]+/);
      for (const withheld of WITHHELD) expect(words, `${t.name} mentions ${withheld}`).not.toContain(withheld);
    }
    const feels = data.flatMap((t) => t.feel);
    expect(feels).toEqual(expect.arrayContaining(['gentle', 'bright', 'classic', 'for a pet', 'for a child', 'understated']));
  });

  it('has no plan field: every design is on every plan', async () => {
    const person = await h.person();
    const data = (await h.api('GET', '/templates', { token: person.token })).body.data as Array<Record<string, unknown>>;
    for (const t of data) expect(Object.keys(t).sort()).toEqual(['description', 'feel', 'id', 'name']);
  });

  it('answers the same catalogue every time', async () => {
    const person = await h.person();
    const first = await h.api('GET', '/templates', { token: person.token });
    const second = await h.api('GET', '/templates', { token: person.token });
    expect(second.body).toEqual(first.body);
  });

  it('answers 401 without a valid token and 403 to a business token', async () => {
    for (const token of [undefined, 'mdp_not-a-real-token']) {
      const r = await h.api('GET', '/templates', { token });
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ message: expect.any(String) });
    }
    const org = await h.organization();
    const r = await h.api('GET', '/templates', { token: org.token });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ message: expect.stringMatching(/personal access token/) });
  });
});
