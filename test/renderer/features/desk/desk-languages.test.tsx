import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Memorial } from '../../../../shared/api/business';
import type { BridgeArgs } from '../../../../shared/bridge';
import { accountsState, businessMemorial, expectVisible, fakeMain, funeralHome, organization, renderApp } from '../../harness';

/** The funeral-home desk in the family's languages (issue 32): the memorials list, its counts and its search. */

const memorials: Memorial[] = [
  businessMemorial({ slug: 'ada-moss', deceased_name: 'Ada Moss', title: null }),
  businessMemorial({ id: null, slug: 'nora-vale', status: 'awaiting_family', deceased_name: 'Nora Vale', title: null, web_url: null }),
  businessMemorial({ id: null, slug: 'eli-stone', status: 'in_progress', deceased_name: 'Eli Stone', title: 'Teacher and friend', web_url: null }),
];

/** A core that searches like the service, `perPage` a page. */
function deskMain(perPage: number) {
  return fakeMain(accountsState([funeralHome]))
    .on('getOrganization', () => ({ status: 200, data: organization() }))
    .on('listMemorials', ({ query }: BridgeArgs<'listMemorials'>) => {
      const q = query?.q?.toLowerCase() ?? '';
      const found = memorials.filter((m) => !q || `${m.deceased_name} ${m.title}`.toLowerCase().includes(q));
      const page = Number(query?.page ?? 1);
      return {
        status: 200,
        data: {
          data: found.slice((page - 1) * perPage, page * perPage),
          pagination: { page, per_page: perPage, total: found.length, total_pages: Math.ceil(found.length / perPage) },
        },
      };
    });
}

/** The system (navigator) prefers these languages, and nothing was chosen in Settings. */
function systemSpeaks(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}
afterEach(() => {
  vi.restoreAllMocks();
});

/** The results summary, names inside <bdi> included. */
async function summary(text: string | RegExp) {
  await waitFor(() => expect(document.querySelector('.results-summary')?.textContent).toMatch(text));
  return document.querySelector('.results-summary')!;
}

// Digits as the formatting locale writes them (Latin or Arabic-Indic, as the region has it).
const digit = (n: number) => `(?:${n}|${new Intl.NumberFormat('ar', { numberingSystem: 'arab' }).format(n)})`;

describe('the desk in Spanish', () => {
  test('counts memorials by Spanish plural rules, pages and searches, with the words searched for kept apart', async () => {
    systemSpeaks(['es-MX', 'en']);
    const user = userEvent.setup();
    renderApp(deskMain(2));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memoriales' }));
    expect(document.documentElement.lang).toBe('es');
    expectVisible(await summary(/^Página 1 de 2; 3 memoriales en total\.$/));
    expectVisible(screen.getByRole('button', { name: 'Página siguiente' }));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar por nombre o título' }), 'stone');
    const found = await summary(/^1 memorial encontrado para «stone»\.$/);
    expect(found.querySelector('bdi')?.textContent).toBe('stone');
    expectVisible(screen.getByText('En redacción, aún no publicado'));
  });
});

describe('the desk in Arabic', () => {
  test('reads right to left, counts by the six Arabic plural forms, and isolates the words searched for', async () => {
    systemSpeaks(['ar-AE']);
    const user = userEvent.setup();
    renderApp(deskMain(25));
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'صفحات الذكرى' }));
    expect(document.documentElement.dir).toBe('rtl');
    // Three is "few": صفحات, not the singular of eleven and more.
    expectVisible(await summary(new RegExp(`^${digit(3)} صفحات ذكرى في المجموع\\.$`)));

    await user.type(screen.getByRole('searchbox', { name: 'البحث بالاسم أو العنوان' }), 'stone');
    const found = await summary(/^عُثر على صفحة ذكرى واحدة عند البحث عن «stone»\.$/);
    // A Latin word inside Arabic text keeps its own direction.
    expect(found.querySelector('bdi')?.textContent).toBe('stone');
    expectVisible(screen.getByText('قيد الكتابة، لم تُنشر بعد'));
  });
});
