import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Fund } from '../../../../shared/api/premium';
import { unlinkedHeadings } from '../../../../renderer/features/fund/fund-words';
import { expectVisible, family, juneEllisMain, outboxEntry, renderApp } from '../../harness';

/** The memorial fund (issue 12) in jsdom, on a fake core. */
const fund = (overrides: Partial<Extract<Fund, { exists: true }>> = {}): Fund => ({
  exists: true,
  message: 'Gifts to the choir, please.',
  links: [{ title: 'Give to the choir', url: 'https://choir.example/give' }],
  is_showing: true,
  moderation: { status: 'passed', reason: null },
  updated_at: '2026-05-01T10:00:00Z',
  notice: 'The fund passed the safety check and is showing on the memorial page.',
  ...overrides,
});

describe('the memorial fund', () => {
  test('opened directly: the memorial’s name, the way back, and the fund in words', async () => {
    renderApp(
      juneEllisMain().on('getFund', () => ({ status: 200, data: fund() })),
      { at: '/memorials/1/fund' },
    );
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Memorial fund' }));
    // The name is isolated (<bdi>), so the line is matched whole.
    await screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === 'For June Ellis');
    const wayBack = screen.getByRole('navigation', { name: 'Way back' });
    expect(within(wayBack).getByRole('link', { name: 'Back to the memorial for June Ellis' }).getAttribute('href')).toBe('/memorials/1');
    expectVisible(await screen.findByText('Showing on the memorial'));
    expectVisible(screen.getByText('The fund passed the safety check and is showing on the memorial page.'));
    await waitFor(() => expect(document.title).toBe('Memorial fund · \u2068June Ellis\u2069 — Memorial Desk'));
  });

  test('a heading without a web address is pointed out as it is typed, and once more before saving; the change is queued with the memorial', async () => {
    const user = userEvent.setup();
    const bridge = juneEllisMain()
      .on('getFund', () => ({ status: 200, data: { exists: false, notice: 'This memorial has no fund yet.' } }))
      .on('saveFund', (args) => ({
        queued: outboxEntry({ operation: 'saveFund', memorialId: 1, contributionId: null, body: args.body as Record<string, unknown> }),
      }));
    renderApp(bridge, { at: '/memorials/1/fund' });
    await user.type(await screen.findByLabelText('Message'), 'Gifts to the choir, please.');
    const second = screen.getByRole('group', { name: /Second link/ });
    await user.type(within(second).getByLabelText('Heading'), 'About the choir');
    expectVisible(within(second).getByText(/no web address, so the memorial service will leave it out/));
    await user.click(screen.getByRole('button', { name: 'Save the fund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'A heading has no web address' });
    expect(bridge.callsOf('saveFund')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save without it' }));
    await waitFor(() => expect(bridge.callsOf('saveFund')).toHaveLength(1));
    expect(bridge.callsOf('saveFund')[0]).toMatchObject({
      params: { memorial: 1 },
      // Sent as written: the service itself leaves out the heading without an address (rule 4).
      body: { message: 'Gifts to the choir, please.', link_one_title: null, link_one_url: null, link_two_title: 'About the choir', link_two_url: null },
      accountId: family.id,
    });
  });

  test('a memorial without Premium: the explanation of what Premium adds, never the raw refusal; the words come back into the form', async () => {
    const bridge = juneEllisMain().on('getFund', () => ({
      status: 200,
      data: { exists: false, notice: 'This memorial has no fund. A memorial fund needs Premium.' },
    }));
    renderApp(bridge, { at: '/memorials/1/fund' });
    await screen.findByText('There is no fund on this memorial yet.');
    const refused = outboxEntry({
      id: 'r1',
      operation: 'saveFund',
      memorialId: 1,
      contributionId: null,
      state: 'refused',
      code: 'premium_required',
      message: "A memorial fund needs Premium, and this memorial isn't Premium. Nothing was saved.",
      body: { message: 'Gifts to the choir, please.' },
    });
    await bridge.emit('outbox', { entries: [refused] });
    expectVisible(await screen.findByText('A memorial fund is part of Premium, and this memorial does not have Premium.'));
    expectVisible(screen.getByText(/Premium adds to a memorial/));
    expect(screen.queryByText(/isn't Premium. Nothing was saved/)).toBeNull();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('Gifts to the choir, please.'));
  });

  test('being checked: said so, with the service’s words, and the person can ask again now', async () => {
    let answer: Fund = fund({ is_showing: false, moderation: { status: 'pending', reason: null }, notice: 'The fund is saved. It is not showing yet.' });
    const bridge = juneEllisMain().on('getFund', () => ({ status: 200, data: answer }));
    renderApp(bridge, { at: '/memorials/1/fund' });
    expectVisible(await screen.findByText('Saved, not showing until the check passes'));
    answer = fund();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check now' }));
    expectVisible(await screen.findByText('Showing on the memorial'));
    // The person's own read, not a background one.
    expect(bridge.callsOf('getFund').at(-1)).not.toHaveProperty('background');
  });
});

describe('the fund’s words', () => {
  test('unlinked headings are found as the service would drop them', () => {
    expect(unlinkedHeadings({ link_one_title: 'A', link_one_url: '', link_two_title: ' ', link_two_url: '' })).toEqual(['A']);
    expect(unlinkedHeadings({ link_one_title: 'A', link_one_url: 'https://a.example', link_two_title: '', link_two_url: 'https://b.example' })).toEqual([]);
  });
});

describe('the memorial fund in Spanish', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('the service’s own sentence under its state (English) is said in the app’s words', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    renderApp(
      juneEllisMain().on('getFund', () => ({ status: 200, data: fund() })),
      { at: '/memorials/1/fund' },
    );
    expectVisible(await screen.findByText('El fondo superó la revisión de seguridad y aparece en la página del memorial.', undefined, { timeout: 5000 }));
    expect(document.body.textContent).not.toContain('The fund passed the safety check');
  });
});
