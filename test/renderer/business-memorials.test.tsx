import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { formatDate } from '../../renderer/ui/format';
import type { Memorial } from '../../shared/api/business';
import type { BridgeArgs } from '../../shared/bridge';
import { accountsState, businessMemorial, fakeMain, funeralHome, organization, renderApp } from './harness';

const all: Memorial[] = [
  businessMemorial(),
  businessMemorial({ id: null, slug: 'nora-vale', status: 'awaiting_family', deceased_name: 'Nora Vale', title: null, web_url: null }),
  businessMemorial({ id: null, slug: 'eli-stone', status: 'in_progress', deceased_name: 'Eli Stone', title: 'Teacher and friend', web_url: null }),
];

/** A main that pages and searches like the service: 2 a page so that paging shows. */
function businessMain(memorials: Memorial[] = all, perPage = 2) {
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

describe('Memorials (funeral home)', () => {
  test('a table of names, states in words and created dates, under the organization’s name', async () => {
    const bridge = businessMain(all, 20);
    renderApp(bridge);
    expect(await screen.findByRole('heading', { level: 1, name: 'Memorials' })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // Each status cell starts with a "Status:" label that only shows when the rows are stacked on
    // a narrow window, hidden from screen readers (the column header says it).
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Status: Live',
      'Status: Waiting for the family',
      'Status: Being prepared',
    ].map((words, i) => (i === 0 ? `${words}View the public page` : words)));
    for (const label of within(table).getAllByText(/^(Status|Created):/)) expect(label.getAttribute('aria-hidden')).toBe('true');
    // The explicit roles keep it a table for screen readers when CSS stacks it.
    expect(table.getAttribute('role')).toBe('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Status', 'Created']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Arthur Pike');
    expect(within(rows[0]!).getByText(formatDate('2025-02-03T11:00:00Z')!)).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'View the public page of Arthur Pike (opens in your web browser)' }).getAttribute('href')).toBe('http://127.0.0.1:4010/m/arthur-pike');

    await waitFor(() => expect(screen.getByText(/4 live, 2 not live yet/)).toBeTruthy());
    expect(bridge.callsOf('listMemorials')[0]).toEqual({ query: { page: 1, per_page: 20 }, accountId: 'acc-home' });
    expect(bridge.callsOf('getOrganization')[0]).toEqual({ accountId: 'acc-home' });
  });

  test('pages with Previous and Next, saying where the person is', async () => {
    const bridge = businessMain([...all, businessMemorial({ slug: 'a4', deceased_name: 'Fourth' }), businessMemorial({ slug: 'a5', deceased_name: 'Fifth' })]);
    const user = userEvent.setup();
    renderApp(bridge);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pages).getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');

    const summary = screen.getByText('Page 1 of 3, 5 memorials in all.');
    expect(summary.getAttribute('role')).toBe('status');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByText('Page 2 of 3')).toBeTruthy());
    expect(summary.textContent).toBe('Page 2 of 3, 5 memorials in all.');
    // The focus leaves the button at the bottom for the summary at the top of the results.
    expect(document.activeElement).toBe(summary);
    expect(screen.getByRole('rowheader', { name: /Eli Stone/ })).toBeTruthy();
    expect(bridge.callsOf('listMemorials').at(-1)).toEqual({ query: { page: 2, per_page: 20 }, accountId: 'acc-home' });

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(within(pages).getByText('Page 3 of 3')).toBeTruthy());
    expect(within(pages).getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(bridge.callsOf('listMemorials').filter((c) => c.query?.page === 4)).toHaveLength(0);

    // Back from the keyboard: the same, and the view follows the focus.
    const scrolled = vi.fn();
    summary.scrollIntoView = scrolled;
    within(pages).getByRole('button', { name: 'Previous page' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(summary.textContent).toBe('Page 2 of 3, 5 memorials in all.'));
    expect(document.activeElement).toBe(summary);
    expect(scrolled).toHaveBeenCalled();
  });

  test('a search over several pages says the page too', async () => {
    const many = Array.from({ length: 5 }, (_, i) => businessMemorial({ slug: `t${i}`, deceased_name: `Teacher ${i}`, title: 'Teacher' }));
    const bridge = businessMain([...all, ...many]);
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or title' }), 'teacher');
    expect(await screen.findByText('Page 1 of 3, 6 memorials found for “teacher”.')).toBeTruthy();
  });

  test('searches by name or title once the typing pauses, from the first page', async () => {
    const bridge = businessMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or title' }), 'teacher');

    expect(await screen.findByText('1 memorial found for “teacher”.')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Eli Stone/ })).toBeTruthy();
    const searches = bridge.callsOf('listMemorials').filter((c) => c.query?.q !== undefined);
    // Debounced: one read for the whole word, not one per letter.
    expect(searches).toEqual([{ query: { q: 'teacher', page: 1, per_page: 20 }, accountId: 'acc-home' }]);
  });

  test('says so when nothing matches', async () => {
    const bridge = businessMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or title' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No memorials match “zzz”.' })).toBeTruthy();
  });

  test('an organization with no memorials yet', async () => {
    renderApp(businessMain([]));
    expect(await screen.findByRole('heading', { name: 'There are no memorials yet.' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
