import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { formatDate } from '../../../../renderer/ui/format';
import type { Memorial } from '../../../../shared/api/business';
import type { BridgeArgs } from '../../../../shared/bridge';
import { endOfDay, startOfDay } from '../../../../renderer/features/desk/memorials-search';
import {
  accountsState,
  businessMemorial,
  expectVisible,
  fakeMain,
  funeralHome,
  funeralHomeMain,
  organization,
  placeOf,
  renderApp,
  typeDay,
} from '../../harness';

/** The innermost element whose whole text (a name inside <bdi> included) is this, or matches it. */
function wholeText(text: string | RegExp) {
  const fits = (element: Element) => (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));
  return (_: string, element: Element | null) => element !== null && fits(element) && !Array.from(element.children).some(fits);
}

const all: Memorial[] = [
  businessMemorial(),
  businessMemorial({ id: null, slug: 'nora-vale', status: 'awaiting_family', deceased_name: 'Nora Vale', title: null, web_url: null }),
  businessMemorial({ id: null, slug: 'eli-stone', status: 'in_progress', deceased_name: 'Eli Stone', title: 'Teacher and friend', web_url: null }),
];

/** A the core that pages and searches like the service: 2 a page so that paging shows. */
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
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorials' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    // Each status cell starts with a "Status:" label that only shows when the rows are stacked on
    // a narrow window, hidden from screen readers (the column header says it).
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Status: Livehttp://127.0.0.1:4010/m/arthur-pike Open the public page',
      'Status: Waiting on the family',
      'Status: Being written, not live yet',
    ]);
    for (const label of within(table).getAllByText(/^(Status|Created):/)) expect(label.getAttribute('aria-hidden')).toBe('true');
    // The explicit roles keep it a table for screen readers when CSS stacks it.
    expect(table.getAttribute('role')).toBe('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Status', 'Created']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toContain('Arthur Pike');
    // Rows open their memorial: by id once live, by web address name while pending.
    expect(within(rows[0]!).getByRole('link', { name: 'Arthur Pike' }).getAttribute('href')).toBe('/desk/memorials/10');
    expect(within(rows[1]!).getByRole('link', { name: 'Nora Vale' }).getAttribute('href')).toBe('/desk/memorials/nora-vale');
    expectVisible(within(rows[0]!).getByText(formatDate('2025-02-03T11:00:00Z')!));
    expect(
      within(rows[0]!).getByRole('link', { name: 'Open the public page of \u2068Arthur Pike\u2069 (opens in your web browser)' }).getAttribute('href'),
    ).toBe('http://127.0.0.1:4010/m/arthur-pike');

    // The funeral home above: its name and counts.
    await waitFor(() => expectVisible(screen.getByText('4 live · 2 not live yet')));
    expectVisible(screen.getByText('Rosewood Funeral Home', { selector: '.desk-brand__name' }));
    expect(bridge.callsOf('listMemorials')[0]).toEqual({ query: { page: 1, per_page: 25 }, accountId: 'acc-home' });
    expect(bridge.callsOf('getOrganization')[0]).toEqual({ accountId: 'acc-home' });
  });

  test('pages with Previous and Next, saying where the person is', async () => {
    const bridge = businessMain([...all, businessMemorial({ slug: 'a4', deceased_name: 'Fourth' }), businessMemorial({ slug: 'a5', deceased_name: 'Fifth' })]);
    const user = userEvent.setup();
    renderApp(bridge);
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expectVisible(within(pages).getByText('Page 1 of 3'));
    expect(within(pages).getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');

    const summary = screen.getByText('Page 1 of 3, 5 memorials in all.');
    expect(summary.getAttribute('role')).toBe('status');

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expectVisible(within(pages).getByText('Page 2 of 3')));
    expect(summary.textContent).toBe('Page 2 of 3, 5 memorials in all.');
    // The focus leaves the button at the bottom for the summary at the top of the results.
    expect(document.activeElement).toBe(summary);
    expectVisible(screen.getByRole('rowheader', { name: /Eli Stone/ }));
    expect(bridge.callsOf('listMemorials').at(-1)).toEqual({ query: { page: 2, per_page: 25 }, accountId: 'acc-home' });

    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expectVisible(within(pages).getByText('Page 3 of 3')));
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
    expectVisible(await screen.findByText(wholeText('Page 1 of 3, 6 memorials found for “teacher”.')));
  });

  test('searches by name or title once the typing pauses, from the first page', async () => {
    const bridge = businessMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or title' }), 'teacher');

    expectVisible(await screen.findByText(wholeText('1 memorial found for “teacher”.')));
    expectVisible(screen.getByRole('rowheader', { name: /Eli Stone/ }));
    const searches = bridge.callsOf('listMemorials').filter((c) => c.query?.q !== undefined);
    // Debounced: one read for the whole word, not one per letter.
    expect(searches).toEqual([{ query: { q: 'teacher', page: 1, per_page: 25 }, accountId: 'acc-home' }]);
  });

  test('says so when nothing matches', async () => {
    const bridge = businessMain();
    const user = userEvent.setup();
    renderApp(bridge);
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or title' }), 'zzz');
    expectVisible(await screen.findByRole('heading', { name: 'No memorials match this search.' }));
    expectVisible(screen.getByText(wholeText('0 memorials found for “zzz”.')));
  });

  test('an organization with no memorials yet', async () => {
    renderApp(businessMain([]));
    expectVisible(await screen.findByRole('heading', { name: 'There are no memorials yet.' }));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  test('searches by the days they were made, both included, as date-times in this computer’s time zone', async () => {
    const bridge = businessMain(all, 20);
    const user = userEvent.setup();
    const { router } = renderApp(bridge);
    await screen.findByRole('table');
    await typeDay(user, 'From', '2025-02-01');
    await typeDay(user, 'To', '2025-02-28');
    await waitFor(() =>
      expect(bridge.callsOf('listMemorials').at(-1)?.query).toMatchObject({
        created_after: startOfDay('2025-02-01'),
        created_before: endOfDay('2025-02-28'),
        page: 1,
      }),
    );
    expectVisible(await screen.findByText(/found made/));
    // Kept in the address, so Back and a reopened place find the same search.
    expect(placeOf(router)).toBe('/desk?from=2025-02-01&to=2025-02-28');

    // The wrong way round: said beside the field, nothing asked of the service.
    const asked = bridge.callsOf('listMemorials').length;
    await typeDay(user, 'From', '2025-03-10');
    expectVisible(await screen.findByText('The first day is after the last day. Please swap them, or change one.'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(bridge.callsOf('listMemorials')).toHaveLength(asked);

    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(placeOf(router)).toBe('/desk'));
  });

  test('the person chooses how many memorials a page shows', async () => {
    const bridge = businessMain(all, 20);
    const user = userEvent.setup();
    const { router } = renderApp(bridge);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Memorials on each page'), '100');
    await waitFor(() => expect(bridge.callsOf('listMemorials').at(-1)?.query).toEqual({ page: 1, per_page: 100 }));
    expect(placeOf(router)).toBe('/desk?per=100');
  });

  test('a brand colour that would not stand out is not used; one that does edges the band', async () => {
    const pale = fakeMain(accountsState([funeralHome]))
      .on('getOrganization', () => ({
        status: 200,
        data: organization({ branding: { display_name: 'Rosewood', white_label: false, brand_color: '#f4f0e0', logo_url: null } }),
      }))
      .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 0 } } }));
    renderApp(pale);
    const name = await screen.findByText('Rosewood', { selector: '.desk-brand__name' });
    const band = name.closest<HTMLElement>('.desk-brand')!;
    await waitFor(() => expectVisible(screen.getByText('4 live · 2 not live yet')));
    expect(band.style.getPropertyValue('--desk-brand-light')).toBe('');
    cleanup();
    renderApp(businessMain([]));
    await waitFor(() => expectVisible(screen.getByText('4 live · 2 not live yet')));
    const strong = document.querySelector<HTMLElement>('.desk-brand')!;
    expect(strong.style.getPropertyValue('--desk-brand-light')).toBe('#5b3a6e');
    expect(pale.callsOf('desk.logo')).toHaveLength(0);
  });

  test('the logo the core fetched, or why it is not shown', async () => {
    const bridge = fakeMain(accountsState([funeralHome]))
      .on('getOrganization', () => ({
        status: 200,
        data: organization({ branding: { display_name: null, white_label: false, brand_color: '#5b3a6e', logo_url: 'https://cdn.example/logo.png' } }),
      }))
      .on('listMemorials', () => ({ status: 200, data: { data: [], pagination: { page: 1, per_page: 25, total: 0, total_pages: 0 } } }))
      .on('desk.logo', () => ({ dataUrl: 'data:image/png;base64,iVBORw0KGgo=', problem: null }));
    renderApp(bridge);
    await waitFor(() => expect(document.querySelector('.desk-brand__logo')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo='));
    expect(bridge.callsOf('desk.logo')).toEqual([{ accountId: 'acc-home' }]);
    cleanup();
    bridge.on('desk.logo', () => ({ dataUrl: null, problem: 'The logo could not be loaded just now.' }));
    renderApp(bridge);
    expectVisible(await screen.findByText('Your logo is not shown: the logo could not be loaded just now.'));
  });
});

describe('the memorial list as a spreadsheet', () => {
  test('sends the search shown (not the page), says the core’s progress page by page, then where the file is', async () => {
    const user = userEvent.setup();
    let finish: (value: { saved: true; fileId: null; path: string; message: string; rows: number }) => void = () => undefined;
    const bridge = funeralHomeMain().on('desk.saveList', () => new Promise((resolve) => (finish = resolve)));
    renderApp(bridge, { at: '/desk?q=Finch&page=2' });
    await user.click(await screen.findByRole('button', { name: 'Save this list as a spreadsheet (CSV)' }));
    const args = bridge.callsOf('desk.saveList')[0]!;
    expect(args).toMatchObject({ accountId: funeralHome.id, which: 'memorials', search: { q: 'Finch' } });
    expect(Object.keys(args.search ?? {})).toEqual(['q']);
    await bridge.emit('listSave', {
      jobId: args.jobId,
      accountId: funeralHome.id,
      page: 2,
      pages: 3,
      rows: 200,
      message: 'Read page 2 of 3: 200 memorials so far.',
    });
    // Another screen's save is not this one's.
    await bridge.emit('listSave', { jobId: 'someone-else', accountId: funeralHome.id, page: 9, pages: 9, rows: 1, message: 'Not mine.' });
    expectVisible(screen.getByText('Read page 2 of 3: 200 memorials so far.'));
    expect(screen.queryByText('Not mine.')).toBeNull();
    expect(screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Pages read' }).value).toBe(2);
    act(() =>
      finish({
        saved: true,
        fileId: null,
        path: '/home/j/Downloads/Memorials.csv',
        message: '60 memorials are saved as /home/j/Downloads/Memorials.csv.',
        rows: 60,
      }),
    );
    expectVisible(await screen.findByText('60 memorials are saved as /home/j/Downloads/Memorials.csv.'));
  });
});
