import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountsState, contribution, fakeMain, family, personalMemorial, renderApp } from '../../harness';

/**
 * The queue on screen is what the person waits for (issue 28): while it is up and the window is in
 * front, the core is told, so it looks at that memorial first and most often; behind other windows, or
 * once the person moves on, the sweep's usual pace returns.
 */
function queueMain() {
  const meta = { current_page: 1, from: 1, to: 1, per_page: 100, total: 1, last_page: 1 };
  return fakeMain(accountsState([family], family.id))
    .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
    .on('listMyMemorials', () => ({ status: 200, data: { data: [], links: { first: 'p1', last: 'p1', prev: null, next: null }, meta: { ...meta, total: 0 } } }))
    .on('listContributions', () => ({ status: 200, data: { data: [contribution(1)], links: { first: 'p1', last: 'p1', prev: null, next: null }, meta } }))
    .on('inbox.watch', () => ({}));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the queue on screen, told to main', () => {
  test('while it is up and the window in front; not while the window is behind others; not once the person has moved on', async () => {
    const focused = vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    const bridge = queueMain();
    const { router } = renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
    await screen.findByText('Tribute number 1.');
    const watched = () => bridge.callsOf('inbox.watch').map((args) => args.watching);
    await waitFor(() => expect(watched().at(-1)).toBe(1));
    expect(bridge.callsOf('inbox.watch')[0]).toEqual({ accountId: family.id, watching: 1 });

    focused.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('blur')));
    await waitFor(() => expect(watched().at(-1)).toBeNull());
    focused.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(watched().at(-1)).toBe(1));

    act(() => void router.navigate({ to: '/inbox' }));
    await waitFor(() => expect(watched().at(-1)).toBe('all'));
    act(() => void router.navigate({ to: '/memorials' }));
    await waitFor(() => expect(watched().at(-1)).toBeNull());
  });
});
