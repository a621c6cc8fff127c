import { describe, expect, it } from 'vitest';
import type { Memorial } from '../../../../shared/api/business';
import { localStamp, memorialsCsv, readWholeList, waitingCsv, type ListPage, type ListSearch } from '../../../../core/features/desk/desk-list-csv';
import { readBack } from '../../../support/csv-read';
import { intlIn } from '../../../helpers/intl';

const english = await intlIn();

function memorial(overrides: Partial<Memorial>): Memorial {
  return {
    id: 1,
    slug: 'm-1',
    status: 'live',
    deceased_name: 'Albert Finch',
    title: null,
    subtitle: null,
    description: null,
    birth_date: '1931-02-03',
    death_date: '2026-10-01',
    privacy: 'public',
    is_premium: false,
    web_url: 'https://memorials.example/m/albert-finch',
    created_at: '2026-10-02T09:15:00Z',
    updated_at: null,
    ...overrides,
  };
}

describe('the memorial list as a spreadsheet', () => {
  it('one row per memorial with name, status, dates of birth and death, created and the public address', () => {
    const rows = readBack(
      memorialsCsv(
        [
          memorial({}),
          memorial({
            slug: 'm-2',
            id: null,
            status: 'awaiting_family',
            deceased_name: '=HYPERLINK("http://x.example","Click")',
            web_url: null,
            birth_date: null,
          }),
        ],
        english,
      ),
    );
    expect(rows[0]).toEqual(['Name', 'Status', 'Born', 'Died', 'Created', 'Public address']);
    expect(rows[1]).toEqual([
      'Albert Finch',
      'Live',
      '1931-02-03',
      '2026-10-01',
      localStamp('2026-10-02T09:15:00Z'),
      'https://memorials.example/m/albert-finch',
    ]);
    expect(rows[2]).toEqual([`'=HYPERLINK("http://x.example","Click")`, 'Waiting on the family', '', '2026-10-01', localStamp('2026-10-02T09:15:00Z'), '']);
  });

  it('the waiting list takes the dates the last pass saw', () => {
    const known = memorial({ slug: 'w-1', status: 'awaiting_family' });
    const rows = readBack(
      waitingCsv(
        [{ slug: 'w-1', deceasedName: 'Albert Finch', title: null, createdAt: '2026-10-02T09:15:00Z', invitation: null }],
        (slug) => (slug === 'w-1' ? known : undefined),
        english,
      ),
    );
    expect(rows[1]).toEqual(['Albert Finch', 'Waiting on the family', '1931-02-03', '2026-10-01', localStamp('2026-10-02T09:15:00Z'), '']);
  });

  it('speaks the UI language: Spanish headers and status, the name left as typed for the spreadsheet to sort', async () => {
    const spanish = await intlIn('es');
    const rows = readBack(
      memorialsCsv([memorial({ deceased_name: 'Margaret O’Brien' }), memorial({ slug: 'm-2', status: 'in_progress', deceased_name: null })], spanish),
    );
    expect(rows[0]).toEqual(['Nombre', 'Estado', 'Fecha de nacimiento', 'Fecha de fallecimiento', 'Creado', 'Dirección pública']);
    expect(rows[1]!.slice(0, 2)).toEqual(['Margaret O’Brien', 'Publicado']);
    expect(rows[2]!.slice(0, 2)).toEqual(['Nombre aún sin indicar', 'En redacción, aún no publicado']);
    // A cell that is only the name carries no direction marks.
    expect(rows[1]![0]).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe('reading every page of the search', () => {
  /** The service's list, newest first, paged as it pages; `during` runs between two pages (a memorial provisioned meanwhile). */
  function service(all: Memorial[], during?: () => void) {
    const asked: (ListSearch & { page: number; per_page: number })[] = [];
    const readPage = (query: ListSearch & { page: number; per_page: number }): Promise<ListPage> => {
      asked.push(query);
      if (query.page === 2) during?.();
      const shown = all
        .filter((m) => !query.created_before || Date.parse(m.created_at!) <= Date.parse(query.created_before))
        .sort((a, b) => Date.parse(b.created_at!) - Date.parse(a.created_at!));
      const data = shown.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      return Promise.resolve({
        data,
        pagination: { page: query.page, per_page: query.per_page, total: shown.length, total_pages: Math.ceil(shown.length / query.per_page) },
      });
    };
    return { readPage, asked };
  }
  const many = (n: number, from = Date.parse('2026-01-01T00:00:00Z')) =>
    Array.from({ length: n }, (_, i) => memorial({ slug: `m-${i}`, deceased_name: `Name ${i}`, created_at: new Date(from + i * 60_000).toISOString() }));

  it('reads 100 a page to the last, with progress after each, the search kept on every page', async () => {
    const { readPage, asked } = service(many(250));
    const progress: [number, number, number][] = [];
    const read = await readWholeList(readPage, { q: 'Name' }, (page, pages, rows) => progress.push([page, pages, rows]));
    expect(read).toHaveLength(250);
    expect(progress).toEqual([
      [1, 3, 100],
      [2, 3, 200],
      [3, 3, 250],
    ]);
    expect(asked.every((q) => q.q === 'Name' && q.per_page === 100)).toBe(true);
  });

  it('a memorial provisioned while it reads does not push another onto the next page twice: the pass is pinned to its start', async () => {
    const all = many(150);
    const { readPage, asked } = service(all, () => all.push(memorial({ slug: 'new', deceased_name: 'New', created_at: '2026-06-01T00:00:00Z' })));
    const read = await readWholeList(readPage, {}, () => undefined);
    expect(read.map((m) => m.slug).sort()).toEqual(
      many(150)
        .map((m) => m.slug)
        .sort(),
    );
    expect(asked[1]!.created_before).toBe(all[149]!.created_at);
  });

  it('keeps the person’s own last day when it is earlier than the newest memorial', async () => {
    const { readPage, asked } = service(many(150));
    await readWholeList(readPage, { created_before: '2026-01-01T01:00:00Z' }, () => undefined);
    expect(asked.every((q) => q.created_before === '2026-01-01T01:00:00Z')).toBe(true);
  });
});
