import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { DeskSweepState } from '../../../../shared/bridge/desk';
import { BridgeCallError } from '../../../../renderer/bridge';
import { accountsState, emulateModalDialogs, expectVisible, fakeMain, funeralHome, organization, renderApp, serviceError } from '../../harness';

/** The innermost element whose whole text (a name inside <bdi> included) is this, or matches it. */
function wholeText(text: string | RegExp) {
  const fits = (element: Element) => (typeof text === 'string' ? element.textContent === text : text.test(element.textContent ?? ''));
  return (_: string, element: Element | null) => element !== null && fits(element) && !Array.from(element.children).some(fits);
}

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();

function sweep(overrides: Partial<DeskSweepState> = {}): DeskSweepState {
  return {
    accountId: 'acc-home',
    waiting: [
      {
        slug: 'old-one',
        deceasedName: 'Edith Old',
        title: null,
        createdAt: ago(20 * 24 * HOUR),
        invitation: { id: 7, expiresAt: ago(6 * 24 * HOUR), sentAt: ago(20 * 24 * HOUR) },
      },
      { slug: 'elsewhere', deceasedName: 'Frank Elsewhere', title: 'Sailor', createdAt: ago(3 * 24 * HOUR), invitation: null },
      {
        slug: 'nora-vale',
        deceasedName: 'Nora Vale',
        title: null,
        createdAt: ago(2 * HOUR),
        invitation: { id: 41, expiresAt: ahead(13 * 24 * HOUR), sentAt: ago(2 * HOUR) },
      },
    ],
    counts: { total: 30, awaitingFamily: 3, inProgress: 2, live: 25 },
    completeAt: ago(12 * 60 * 1000),
    checking: null,
    problem: null,
    ...overrides,
  };
}

function waitingMain(state: DeskSweepState = sweep()) {
  return fakeMain(accountsState([funeralHome]))
    .on('getOrganization', () => ({ status: 200, data: organization() }))
    .on('desk.waiting', () => state);
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

let restoreDialogs: () => void;
beforeEach(() => {
  restoreDialogs = emulateModalDialogs();
});
afterEach(() => restoreDialogs());

describe('Waiting on the family', () => {
  test('each invitation not taken up: how long, when its link runs out, or that this is not known here', async () => {
    const bridge = waitingMain();
    renderApp(bridge, { at: '/desk/waiting' });
    expectVisible(await screen.findByRole('heading', { level: 2, name: 'Edith Old' }));
    expectVisible(screen.getByText(/Last checked in full at .* \(12 minutes ago\)\./));
    expectVisible(screen.getByText('3 invitations not taken up yet.'));
    expectVisible(within(card('Edith Old')).getByText(/waiting for 20 days/));
    expectVisible(within(card('Edith Old')).getByText(/The link ran out on .*Send the invitation again to give the family a new one\./));
    expectVisible(within(card('Nora Vale')).getByText(/waiting for 2 hours/));
    expectVisible(within(card('Nora Vale')).getByText(/^The link works until /));
    expectVisible(within(card('Frank Elsewhere')).getByText(/Sent from somewhere else/));
    expect(within(card('Frank Elsewhere')).queryByRole('button')).toBeNull();
    expectVisible(screen.getByText(/only invitations sent from this computer can be sent again here/));
    expect(bridge.callsOf('desk.waiting')[0]).toEqual({ accountId: 'acc-home' });
  });

  test('follows the core’s pass as it goes, and asks for a fresh one when the person wants', async () => {
    const bridge = waitingMain(sweep({ waiting: [], completeAt: null, counts: null, checking: { page: 1, pages: null, startedAt: ago(1000) } }));
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/waiting' });
    expectVisible(await screen.findByText('Not checked in full yet. Checking every memorial now, in the background: the first page.'));
    expect(screen.getByRole('button', { name: 'Check again now' }).getAttribute('aria-disabled')).toBe('true');
    // Its one way to look again: no "Check now" at the top, which would only ask the core's own list.
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    await bridge.emit('deskWaiting', sweep({ waiting: [], completeAt: null, counts: null, checking: { page: 2, pages: 5, startedAt: ago(1000) } }));
    // React Query tells the screen on its next tick.
    expectVisible(await screen.findByText(/in the background: page 2 of 5\./));
    // Another account's news is not this screen's.
    await bridge.emit('deskWaiting', sweep({ accountId: 'someone-else', waiting: [], completeAt: null, problem: 'Elsewhere' }));
    await bridge.emit('deskWaiting', sweep({ waiting: [] }));
    expectVisible(await screen.findByRole('heading', { name: 'No family is waiting.' }));
    expect(screen.queryByText('Elsewhere')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check again now' }));
    await waitFor(() => expect(bridge.callsOf('desk.waiting').at(-1)).toEqual({ accountId: 'acc-home', refresh: true }));
    await bridge.emit(
      'deskWaiting',
      sweep({
        waiting: [],
        problem: 'The memorial service could not be reached. The check stopped at page 2 of 5; it starts again the next time you look, or when you ask.',
      }),
    );
    expectVisible(await screen.findByText('The last check did not finish.'));
  });

  test('sends the invitation again after saying the old link stops working, then says until when the new one works', async () => {
    const bridge = waitingMain().on('desk.resend', ({ onboardingId }) => ({
      result: {
        id: onboardingId,
        status: 'awaiting_family',
        deceased_name: 'Edith Old',
        organization_id: 3,
        family: null,
        invitation_expires_at: '2031-03-04T15:30:00Z',
        created_at: ago(20 * 24 * HOUR),
      },
    }));
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/waiting' });
    await screen.findByRole('heading', { level: 2, name: 'Edith Old' });
    const button = within(card('Edith Old')).getByRole('button', { name: 'Send the invitation again for Edith Old' });
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Send the invitation again?' });
    expectVisible(within(dialog).getByText('The link in the earlier email will stop working.'));
    // The safe answer has the focus first.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'No, keep the current one' }));
    expect(bridge.callsOf('desk.resend')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, send it again' }));
    expectVisible(await within(card('Edith Old')).findByText(wholeText(/^The invitation for Edith Old was sent again\. The new link works until .*2031/)));
    expectVisible(within(card('Edith Old')).getByText(/The link in the earlier email no longer works\./));
    expect(bridge.callsOf('desk.resend')).toEqual([{ accountId: 'acc-home', onboardingId: 7 }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('a refusal is said in the service’s words, in the question', async () => {
    const bridge = waitingMain().on('desk.resend', () => {
      throw new BridgeCallError(serviceError("There's no invitation waiting for the family on that memorial."));
    });
    const user = userEvent.setup();
    renderApp(bridge, { at: '/desk/waiting' });
    await screen.findByRole('heading', { level: 2, name: 'Nora Vale' });
    await user.click(within(card('Nora Vale')).getByRole('button', { name: /Send the invitation again/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, send it again' }));
    const dialog = screen.getByRole('alertdialog');
    expectVisible(await within(dialog).findByText("There's no invitation waiting for the family on that memorial."));
  });
});
