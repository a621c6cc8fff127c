import { virtual } from '@guidepup/virtual-screen-reader';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { Contribution } from '../../shared/api/contributions';
import type { ExportState } from '../../shared/api/exports';
import { useDownloadsStore, useStartedStore } from '../../renderer/features/exports/exports-state';
import { accountsState, deviceFlow, expectVisible, fakeMain, family, funeralHome, myMemorialsAnswer, outboxEntry, personalMemorial, renderApp, status } from './harness';

/**
 * Three journeys as a screen reader hears them (@guidepup/virtual-screen-reader over the whole
 * app in jsdom; only the bridge is faked): what is spoken, in order, including what live regions
 * announce as things change.
 */
afterEach(async () => {
  await virtual.stop();
});

/** Reads on from where the screen reader is, as a person pressing "next" would, to the end. */
async function readToEnd(most = 150): Promise<string[]> {
  for (let i = 0; i < most && (await virtual.lastSpokenPhrase()) !== 'end of document'; i++) await virtual.next();
  return virtual.spokenPhraseLog();
}

/** What was spoken since the log had `from` phrases. */
async function spokenSince(from: number): Promise<string[]> {
  return (await virtual.spokenPhraseLog()).slice(from);
}

describe('screen-reader journeys', () => {
  test('signing in as a family: the code and the address are spoken, nothing has to be typed, and the sign-in is announced', async () => {
    const flow = deviceFlow();
    const bridge = fakeMain(accountsState([]), status())
      .on('signIn.device.start', () => flow)
      .on('signIn.device.get', () => flow)
      .on('app.openExternal', () => ({ opened: true }))
      .on('listMyMemorials', () => myMemorialsAnswer([]));
    const user = userEvent.setup();
    renderApp(bridge);
    await user.click(await screen.findByRole('button', { name: 'Sign in as a family' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in as a family' });

    await virtual.start({ container: document.body });
    const heard = await readToEnd();
    expect(heard).toContain('heading, Sign in as a family, level 1');
    expect(heard).toContain('Open the sign-in page and check that it shows your code.');
    // The code, letter by letter, in its own region; then the way to the page that shows it.
    const code = heard.indexOf('region, Your code');
    expect(heard.slice(code, code + 4)).toEqual(['region, Your code', 'heading, Your code, level 2', 'paragraph', 'B C D F, dash, G H J K']);
    expect(heard).toContain('button, Open the sign-in page');
    expect(heard).toContain('button, Copy the code');
    expect(heard).toContain('http://127.0.0.1:4010/device');
    // WCAG 3.3.8: no code to type or remember here; the page opens with it (checked, not typed).
    expect(heard.filter((phrase) => /textbox|spinbutton/.test(phrase))).toEqual([]);

    const before = (await virtual.spokenPhraseLog()).length;
    const newcomer = { ...family, name: 'Margaret Ellis' };
    bridge.on('accounts.list', () => accountsState([newcomer]));
    bridge.on('accounts.switch', ({ id }) => accountsState([newcomer], id));
    await bridge.emit('deviceSignIn', deviceFlow({ state: 'approved', message: 'Signed in.', account: newcomer }));
    await screen.findByRole('heading', { level: 1, name: 'My memorials' });
    await waitFor(async () => expect((await spokenSince(before)).join(' | ')).toMatch(/You are signed in\. This account is called “Margaret Ellis”/));
  });

  test('approving a tribute and undoing it: the decision, its hold and the undo are spoken', async () => {
    const tribute: Contribution = {
      id: 7,
      type: 'message',
      title: null,
      body: 'She taught me to swim at Brighton.',
      author: { name: 'Ann', email: 'ann@example.com', is_guest: true },
      status: 'pending',
      is_approved: false,
      is_private: false,
      is_pinned: false,
      is_hidden: false,
      moderation: { status: 'passed', reason: null },
      can_approve: true,
      created_at: '2026-05-01T10:00:00Z',
    };
    const page = { status: 200, data: { data: [tribute], links: { first: 'p1', last: 'p1', prev: null, next: null }, meta: { current_page: 1, from: 1, to: 1, per_page: 100, total: 1, last_page: 1 } } };
    const held = outboxEntry({ id: 'o1', label: 'Approve Ann’s tribute', holdUntil: new Date(Date.now() + 60_000).toISOString() });
    const bridge = fakeMain(accountsState([family, funeralHome], family.id))
      .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
      .on('listContributions', ({ query }) => (query?.status === 'pending' ? page : { ...page, data: { ...page.data, data: [], meta: { ...page.data.meta, from: null, to: null, total: 0 } } }))
      .on('approveContribution', () => ({ queued: held }))
      .on('outbox.cancel', () => ({ entries: [] }));
    const user = userEvent.setup();
    renderApp(bridge, { at: '/memorials/1/tributes?status=pending' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Tributes for June Ellis' });
    await screen.findByText('She taught me to swim at Brighton.');
    await waitFor(() => expect(document.activeElement).toBe(heading));

    await virtual.start({ container: document.body });
    const heard = await readToEnd();
    expect(heard.join(' ')).toContain('Keys: ? for the list. They work anywhere on this screen except while you type.');
    expect(heard).toContain('button, Approve');

    // A from the heading, with no Tab first: approved, and held for Undo.
    const before = heard.length;
    await user.keyboard('a');
    await waitFor(() => expect(bridge.callsOf('approveContribution')).toEqual([expect.objectContaining({ params: { contribution: 7 }, holdMs: 6_000 })]));
    await bridge.emit('outbox', { entries: [held] });
    await waitFor(async () => expect((await spokenSince(before)).join(' | ')).toMatch(/Approved Ann’s tribute\. It goes to the memorial service in a few seconds; until then you can undo it\./));
    // The seconds counting down are on screen only: the note is not said again each second.
    expect((await spokenSince(before)).join(' | ')).not.toMatch(/in \d+ seconds/);
    await waitFor(async () => expect((await spokenSince(before)).join(' | ')).toMatch(/Approval waiting to be sent: you can still undo it/));
    // Only Undo is offered on the tribute while the decision is held.
    const article = document.querySelector<HTMLElement>('article[data-tribute="7"]')!;
    expect(within(article).queryByRole('button', { name: 'Approve' })).toBeNull();
    expectVisible(within(article).getByRole('button', { name: 'Undo' }));

    const beforeUndo = (await virtual.spokenPhraseLog()).length;
    await user.keyboard('u');
    await waitFor(() => expect(bridge.callsOf('outbox.cancel')).toEqual([{ id: 'o1' }]));
    await act(async () => {
      await bridge.emit('outbox', { entries: [] });
    });
    await waitFor(async () => expect((await spokenSince(beforeUndo)).join(' | ')).toMatch(/Undone: nothing was sent\./));
    expectVisible(within(article).getByRole('button', { name: 'Approve' }));

    // Once it is on its way (the hold over, being sent), nothing is offered: not even Undo.
    await bridge.emit('outbox', { entries: [{ ...held, holdUntil: null, state: 'sending' }] });
    await waitFor(() => expect(within(article).queryAllByRole('button')).toEqual([]));
    expect(article.textContent).toMatch(/Approval on its way to the memorial service/);
  });

  describe('the Memorial Book', () => {
    beforeEach(() => {
      useStartedStore.setState({ started: {} });
      useDownloadsStore.setState({ byId: {} });
    });

    test('preparing it until its download is offered: each step is spoken', async () => {
      const preparing: ExportState = { export_id: 9, type: 'pdf', status: 'preparing', ready: false, download_url: null, message: "We're preparing the Memorial Book for June Ellis." };
      const ready: ExportState = { ...preparing, status: 'ready', ready: true, download_url: 'http://127.0.0.1:4010/downloads/9?sig', message: 'The Memorial Book for June Ellis is ready to download.' };
      const current = { state: preparing };
      const bridge = fakeMain(accountsState([family, funeralHome], family.id))
        .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
        .on('archive.list', () => ({ entries: [] }))
        .on('downloads.list', () => ({ downloads: [] }))
        .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive/June Ellis (1)', canChoose: false, canShow: false }))
        .on('startExport', () => ({ status: 202, data: current.state }))
        .on('getExport', () => ({ status: 200, data: current.state }));
      const user = userEvent.setup();
      renderApp(bridge, { at: '/memorials/1/exports' });
      const book = await screen.findByRole('region', { name: 'Memorial Book (PDF)' });

      await virtual.start({ container: document.body });
      const heard = await readToEnd();
      expect(heard).toContain('region, Memorial Book (PDF)');
      expect(heard).toContain('button, Prepare the Memorial Book');
      expect(heard.filter((phrase) => /^button, Download/.test(phrase))).toEqual([]);

      const before = heard.length;
      await user.click(within(book).getByRole('button', { name: 'Prepare the Memorial Book' }));
      await waitFor(async () => expect((await spokenSince(before)).join(' | ')).toMatch(/We're preparing the Memorial Book for June Ellis\./));

      const beforeReady = (await virtual.spokenPhraseLog()).length;
      current.state = ready;
      await user.click(within(book).getByRole('button', { name: 'Check now' }));
      await within(book).findByRole('button', { name: 'Download the Memorial Book' });
      await waitFor(async () => expect((await spokenSince(beforeReady)).join(' | ')).toMatch(/The Memorial Book for June Ellis is ready to download\./));
      // Read again from the top: the download is offered now, where the button to prepare it was.
      await virtual.stop();
      await virtual.start({ container: document.body });
      const after = await readToEnd();
      expect(after).toContain('button, Download the Memorial Book');
    });
  });
});
