import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { AppStatus } from '../../../shared/bridge';
import { appIntl } from '../../../renderer/ui/app-intl';
import { formatAsOf } from '../../../renderer/ui/format';
import { accountsState, expectVisible, fakeMain, family, myMemorialsAnswer, personalMemorial, renderApp, status } from '../harness';

/**
 * A screen showing a kept answer older than its freshness says how old it is, whatever the
 * connection is thought to be (issue 28): not heard from yet, being checked, offline, or online
 * with no newer answer come. "Checking the connection…" is the header's, said once.
 */
// Noon of the day before, so that it is yesterday at any hour the test runs (26 hours ago was two
// days ago before 2 a.m.).
const YESTERDAY = new Date(new Date().getFullYear(), new Date().getMonth(), new Date().getDate() - 1, 12).getTime();
const JUST_NOW = Date.now() - 2_000;

/** A family whose memorials the core answers from what it kept at `readAt` (a list counts as fresh for a minute). */
function keptMain(readAt: number, appStatus: AppStatus) {
  return fakeMain(accountsState([family]), appStatus)
    .on('listMyMemorials', () => ({ ...myMemorialsAnswer([personalMemorial()]), readAt: new Date(readAt).toISOString(), freshMs: 60_000 }))
    .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial() }, readAt: new Date(readAt).toISOString(), freshMs: 30_000 }));
}

const checking = () => status({ online: false, offlineSince: new Date().toISOString() });

describe('the age of what a screen shows', () => {
  test('started with nothing heard from the service yet: yesterday’s list says it is yesterday’s at once', async () => {
    renderApp(keptMain(YESTERDAY, status({ online: null })));
    await screen.findByRole('article', { name: 'June Ellis' });
    expectVisible(screen.getByText(`Your memorials as of ${formatAsOf(appIntl(), YESTERDAY)}`));
    expect(formatAsOf(appIntl(), YESTERDAY)).toMatch(/^yesterday, /);
  });

  test('while the connection is being checked, each screen says its age, and only the header says "Checking the connection…", once', async () => {
    const { router } = renderApp(keptMain(YESTERDAY, checking()));
    await screen.findByRole('article', { name: 'June Ellis' });
    expectVisible(screen.getByText(/^Your memorials as of yesterday/));
    await waitFor(() => expect(screen.getAllByText('Checking the connection…')).toHaveLength(1));

    await router.navigate({ to: '/memorials/$memorialId', params: { memorialId: '1' } });
    expectVisible(await screen.findByText(/^This memorial as of yesterday/));
    expect(screen.getAllByText('Checking the connection…')).toHaveLength(1);
    expect(screen.getByRole('main').textContent).not.toMatch(/Checking the connection/);
  });

  test('an answer still fresh says nothing about its age, whatever the connection', async () => {
    renderApp(keptMain(JUST_NOW, checking()));
    await screen.findByRole('article', { name: 'June Ellis' });
    expect(screen.queryByText(/as of/)).toBeNull();
  });

  test('started without the network: once main finds the service unreachable, the header says Offline at once and even a fresh list says its age', async () => {
    // Main's status from before this page asked is old news ("being checked") until the next one.
    const startedOffline = () => status({ online: false, offlineSince: new Date().toISOString(), offlineSinceStart: true });
    const bridge = keptMain(JUST_NOW, startedOffline());
    renderApp(bridge);
    await screen.findByRole('article', { name: 'June Ellis' });
    await bridge.emit('status', startedOffline());
    // No fifteen seconds of "Checking the connection…": nothing was dropped, nothing answered since the start.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Connection' }).textContent).toBe('Offline — Memorial Desk will try again'));
    expectVisible(screen.getByText(`Offline — your memorials as of ${formatAsOf(appIntl(), JUST_NOW)}`));
    expect(screen.queryByText(/Checking the connection/)).toBeNull();
  });

  test('online, an old answer no newer one followed says its age after a moment', async () => {
    renderApp(keptMain(YESTERDAY, status({ online: true })));
    await screen.findByRole('article', { name: 'June Ellis' });
    // A newer answer usually follows at once; none came here.
    expect(screen.queryByText(/Your memorials as of/)).toBeNull();
    await waitFor(() => expectVisible(screen.getByText(/^Your memorials as of yesterday/)), { timeout: 5_000 });
  });
});
