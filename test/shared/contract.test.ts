import { describe, expect, it } from 'vitest';
import { buildPath, operations, tolerant } from '../../shared/api';
import { PersonalMemorial } from '../../shared/api/memorials';
import { LIMITS } from '../../shared/limits';

const sample = {
  id: 1,
  slug: 'a',
  deceased_name: 'A',
  title: null,
  subtitle: null,
  obituary: null,
  birth_date: null,
  death_date: null,
  privacy: 'public',
  content_scope: null,
  is_published: true,
  contributions_enabled: true,
  manual_content_approval: true,
  hide_from_search: false,
  template_id: null,
  resting_place_url: null,
  resting_place_notes: null,
  moderation: { status: 'passed', reason: null, checked_at: null },
  is_deleted: false,
  recoverable_until: null,
  url: null,
  created_at: '2026-11-21T10:00:00.000Z',
};

describe('the contract', () => {
  it('describes every endpoint of spec section 4 once, with a unique method and path', () => {
    const keys = Object.values(operations).map((o) => `${o.method} ${o.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(35);
    for (const [name, op] of Object.entries(operations)) expect(op.name).toBe(name);
  });

  it('gives every authenticated operation 401, 403, 422 and 429, and every operation a 422', () => {
    for (const op of Object.values(operations)) {
      expect(Object.keys(op.responses)).toContain('422');
      if (op.token !== 'none') for (const s of ['401', '403', '429']) expect(Object.keys(op.responses)).toContain(s);
    }
  });

  it('strict view: every listed field required, no additional properties', () => {
    expect(PersonalMemorial.safeParse(sample).success).toBe(true);
    expect(PersonalMemorial.safeParse({ ...sample, extra: 1 }).success).toBe(false);
    const { url: _url, ...missing } = sample;
    expect(PersonalMemorial.safeParse(missing).success).toBe(false);
  });

  it('tolerant view: unknown fields pass at every depth, known fields are still checked', () => {
    const loose = tolerant(PersonalMemorial);
    const parsed = loose.parse({ ...sample, added_in_1_6: true, moderation: { ...sample.moderation, score: 0.1 } }) as Record<string, unknown>;
    expect(parsed.added_in_1_6).toBe(true);
    expect(loose.safeParse({ ...sample, id: 'one' }).success).toBe(false);
    const list = tolerant(operations.listMyMemorials.responses[200]);
    expect(
      list.safeParse({
        data: [{ ...sample, x: 1 }],
        links: { first: 'a', last: 'b', prev: null, next: null, y: 1 },
        meta: { current_page: 1, from: 1, to: 1, per_page: 1, total: 1, last_page: 1 },
      }).success,
    ).toBe(true);
  });

  it('merges an operation’s own 422 with the validation body', () => {
    const pin422 = operations.pinContribution.responses[422];
    expect(pin422.safeParse({ code: 'not_approved', message: 'm' }).success).toBe(true);
    expect(pin422.safeParse({ message: 'm', errors: { contribution: ['x'] } }).success).toBe(true);
  });

  it('states the request limits in plain words', () => {
    const body = operations.createMyMemorial.body;
    expect(body.safeParse({ deceased_name: 'x'.repeat(LIMITS.deceasedName) }).success).toBe(true);
    const over = body.safeParse({ deceased_name: 'x'.repeat(LIMITS.deceasedName + 1) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe('The name can be at most 255 characters.');
    expect(operations.saveFund.body.safeParse({ message: 'm', link_one_title: 't'.repeat(81) }).error?.issues[0]?.message).toBe(
      'The first link title can be at most 80 characters.',
    );
    expect(operations.requestDeviceCode.body.safeParse({ client_name: 'c'.repeat(101) }).success).toBe(false);
  });

  it('builds paths with encoded parameters', () => {
    expect(buildPath('/memorials/{memorial}/contributions', { memorial: 7 })).toBe('/memorials/7/contributions');
    expect(buildPath('/memorials/{memorial}', { memorial: 'a b/c' })).toBe('/memorials/a%20b%2Fc');
    expect(() => buildPath('/memorials/{memorial}', {})).toThrow(/memorial/);
  });

  it('reads query numbers from strings as a server sees them', () => {
    const q = operations.listMemorials.query;
    expect(q.parse({ page: '2', per_page: '100' })).toEqual({ page: 2, per_page: 100 });
    expect(q.safeParse({ per_page: '101' }).success).toBe(false);
  });
});
