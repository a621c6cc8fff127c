import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PersonalMemorial } from '../../../../shared/api/memorials';
import type { OutboxEntry } from '../../../../shared/bridge';
import { BridgeCallError } from '../../../../renderer/bridge';
import { forgetTypedMemorials } from '../../../../renderer/features/memorials/NewMemorial';
import {
  accountsState,
  emulateModalDialogs,
  expectVisible,
  fakeMain,
  family,
  myMemorialsAnswer,
  outboxEntry,
  personalMemorial,
  placeOf,
  renderApp,
  status,
} from '../../harness';

/** The memorial screens in jsdom on a fake core: what each state says, and what each action sends. */
let restoreDialogs: () => void;
beforeEach(() => {
  restoreDialogs = emulateModalDialogs();
  forgetTypedMemorials();
});
afterEach(() => restoreDialogs());

const TEMPLATES = [
  { id: 1, name: 'Quiet Garden', description: 'Soft greens.', feel: ['gentle', 'calm'] },
  { id: 2, name: 'Paw Prints', description: null, feel: ['playful', 'for a pet'] },
];

function main(memorial: PersonalMemorial = personalMemorial(), pending = 0) {
  return fakeMain(accountsState([family]))
    .on('listMyMemorials', () => myMemorialsAnswer([memorial]))
    .on('getMyMemorial', () => ({ status: 200, data: { data: memorial } }))
    .on('listTemplates', () => ({ status: 200, data: { data: TEMPLATES } }))
    .on('listContributions', () => ({
      status: 200,
      data: {
        data: [],
        links: { first: '', last: '', prev: null, next: null },
        meta: { current_page: 1, from: null, to: null, per_page: 1, total: pending, last_page: 1 },
      },
    }));
}

describe('the memorial’s page', () => {
  test('a live memorial: its address, the other areas at their places, and the tributes waiting', async () => {
    const { router } = renderApp(main(personalMemorial(), 3), { at: '/memorials/1' });
    // The first memorial page of the file loads its screen's modules: slow on a busy machine.
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'June Ellis' }, { timeout: 5000 }));
    // The name the family typed is isolated (FSI … PDI), so it keeps its own direction in any language.
    expect(document.title).toBe('The memorial for \u2068June Ellis\u2069 — Memorial Desk');
    await screen.findByText('http://127.0.0.1:4010/m/june-ellis', { selector: '.address' });
    const areas = screen.getByRole('navigation', { name: 'Looking after this memorial' });
    const tributes = await within(areas).findByRole('link', { name: 'Tributes: 3 waiting for your approval' });
    expect(tributes.getAttribute('href')).toBe('/memorials/1/tributes?status=pending');
    for (const [name, href] of [
      ['Memorial fund', '/memorials/1/fund'],
      ['Announcements and events', '/memorials/1/posts'],
      ['Memorial Book and archive', '/memorials/1/exports'],
      ['Visits', '/memorials/1/visits'],
    ]) {
      expect(within(areas).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await userEvent.setup().click(screen.getByRole('link', { name: 'Change the words or settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Change the memorial for June Ellis' });
    expect(placeOf(router)).toBe('/memorials/1/edit');
  });

  test('the cover photo offers "drop one here" only where a file can be dragged: with a mouse, not on a touch screen alone', async () => {
    renderApp(main(), { at: '/memorials/1' });
    const cover = await screen.findByRole('region', { name: 'Cover photo' });
    expectVisible(within(cover).getByRole('button', { name: 'Choose a photo' }));
    expectVisible(within(cover).getByText('or drop one here'));
    cleanup();

    // A phone: a finger only (jsdom has no matchMedia of its own).
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      renderApp(main(), { at: '/memorials/1' });
      const onPhone = await screen.findByRole('region', { name: 'Cover photo' });
      expectVisible(within(onPhone).getByRole('button', { name: 'Choose a photo' }));
      expect(onPhone.textContent).not.toMatch(/drop/i);
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  test('the count of tributes waiting comes from the core’s inbox sweep when it has been to this memorial, without a read of its own', async () => {
    const bridge = main().on('inbox.get', () => ({
      accounts: [
        {
          accountId: 'acc-family',
          completeAt: null,
          memorials: [{ memorialId: 1, name: 'June Ellis', pending: 4, tributes: [], checkedAt: '2025-05-01T10:00:00Z' }],
        },
      ],
    }));
    renderApp(bridge, { at: '/memorials/1' });
    expectVisible(await screen.findByRole('link', { name: 'Tributes: 4 waiting for your approval' }));
    expect(bridge.callsOf('listContributions')).toEqual([]);
  });

  test('being checked, refused with its reason, deleted with how to recover it: never live, never gone for good', async () => {
    const checking = personalMemorial({ url: null, moderation: { status: 'pending', reason: null, checked_at: null } });
    renderApp(main(checking), { at: '/memorials/1' });
    expectVisible(await screen.findByText('Being checked — not public yet'));
    expect(screen.queryByText('Live')).toBeNull();
  });

  test('refused: the reason, for the owner, with the way to change the words', async () => {
    const refused = personalMemorial({
      url: null,
      moderation: { status: 'failed', reason: 'The obituary includes a phone number.', checked_at: '2025-05-01T10:00:00Z' },
    });
    renderApp(main(refused), { at: '/memorials/1' });
    expectVisible(await screen.findByText('The reason given: The obituary includes a phone number.'));
    expect(screen.getByRole('link', { name: 'Change the words' }).getAttribute('href')).toBe('/memorials/1/edit');
  });

  test('deleted: until when it can be recovered, and where', async () => {
    const deleted = personalMemorial({ url: null, is_deleted: true, recoverable_until: '2025-06-30T12:00:00Z' });
    renderApp(main(deleted), { at: '/memorials/1' });
    await screen.findByText(/^Deleted — can be recovered until/);
    const text = document.querySelector('main')!.textContent;
    expect(text).toMatch(/sign in on the memorial service’s website \(http:\/\/127\.0\.0\.1:4010\) and open your dashboard/);
    expect(text).not.toMatch(/gone for good|permanently|forever/i);
    expect(screen.queryByRole('link', { name: 'Change the words or settings' })).toBeNull();
  });

  test('deleting asks first, then shows the service’s words, the recovery date and the quota', async () => {
    const user = userEvent.setup();
    const bridge = main().on('deleteMyMemorial', () => ({
      status: 200,
      data: {
        id: 1,
        deleted: true,
        recoverable_until: '2025-06-30T12:00:00Z',
        message: 'The memorial for June Ellis is deleted and no longer shown.',
        quota: { live_used: 2, live_cap: 5, live_remaining: 3 },
      },
    }));
    renderApp(bridge, { at: '/memorials/1' });
    await user.click(await screen.findByRole('button', { name: 'Delete this memorial' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the memorial for \u2068June Ellis\u2069?' });
    expect(dialog.textContent).toMatch(/It is not destroyed at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await screen.findByText('The memorial for June Ellis is deleted and no longer shown.');
    expect(bridge.callsOf('deleteMyMemorial')).toEqual([{ params: { memorial: 1 }, accountId: 'acc-family' }]);
    expect(document.querySelector('main')!.textContent).toMatch(
      /You now look after 2 of the 5 memorials one person may look after at once, so you can create 3 more\./,
    );
    await waitFor(() => expect(document.activeElement?.className).toBe('deleted-result'));
  });

  test('after deleting, the list read again on the way back is the person’s own, not background work', async () => {
    const user = userEvent.setup();
    const bridge = main().on('deleteMyMemorial', () => ({
      status: 200,
      data: { id: 1, deleted: true, recoverable_until: '2025-06-30T12:00:00Z', message: 'Deleted.', quota: { live_used: 0, live_cap: 5, live_remaining: 5 } },
    }));
    renderApp(bridge, { at: '/memorials' });
    await user.click(await screen.findByRole('link', { name: 'June Ellis' }));
    await user.click(await screen.findByRole('button', { name: 'Delete this memorial' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await screen.findByText('Deleted.');
    const before = bridge.callsOf('listMyMemorials').length;
    await user.click(screen.getByRole('link', { name: 'Back to My memorials' }));
    await waitFor(() => expect(bridge.callsOf('listMyMemorials').length).toBe(before + 1));
    expect(bridge.callsOf('listMyMemorials').at(-1)).not.toHaveProperty('background');
  });
});

describe('changing a memorial', () => {
  function queueing(memorial = personalMemorial()) {
    let n = 0;
    return main(memorial).on('updateMyMemorial', (args) => ({
      queued: outboxEntry({
        id: `q${++n}`,
        operation: 'updateMyMemorial',
        memorialId: 1,
        contributionId: null,
        body: (args.body ?? null) as OutboxEntry['body'],
        label: args.label ?? '',
      }),
    }));
  }

  test('the words go alone, only what changed, through the outbox; the page then shows them checked', async () => {
    const user = userEvent.setup();
    const bridge = queueing();
    const { router } = renderApp(bridge, { at: '/memorials/1/edit' });
    const subtitle = await screen.findByLabelText('Subtitle (optional)');
    await user.type(subtitle, 'Pianist');
    expectVisible(screen.getByText('7 of 255 characters'));
    await user.click(screen.getByRole('button', { name: 'Save the new words' }));
    await waitFor(() => expect(bridge.callsOf('updateMyMemorial')).toHaveLength(1));
    expect(bridge.callsOf('updateMyMemorial')[0]).toMatchObject({
      params: { memorial: 1 },
      body: { subtitle: 'Pianist' },
      label: 'Change the words of the memorial for \u2068June Ellis\u2069',
    });
    await waitFor(() => expect(placeOf(router)).toBe('/memorials/1'));
  });

  test('settings go in a call of their own, without any words, and say when they are saved', async () => {
    const user = userEvent.setup();
    const bridge = queueing();
    renderApp(bridge, { at: '/memorials/1/edit' });
    await user.click(await screen.findByRole('checkbox', { name: /^Hide it from search engines/ }));
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(bridge.callsOf('updateMyMemorial')).toHaveLength(1));
    expect(bridge.callsOf('updateMyMemorial')[0]!.body).toEqual({ hide_from_search: true });
    expectVisible(await screen.findByText('Saving the settings…'));
    await bridge.emit('outbox', {
      entries: [
        outboxEntry({ id: 'q1', operation: 'updateMyMemorial', memorialId: 1, contributionId: null, state: 'done', finishedAt: '2025-05-01T10:00:00Z' }),
      ],
    });
    expectVisible(await screen.findByText('The settings are saved.'));
  });

  test('a word over its limit is refused beside its field before anything is sent', async () => {
    const user = userEvent.setup();
    const bridge = queueing();
    renderApp(bridge, { at: '/memorials/1/edit' });
    const notes = await screen.findByLabelText('About the resting place (optional)');
    await user.click(notes);
    await user.paste('a'.repeat(2001));
    expectVisible(screen.getByText('2001 of 2000 characters: 1 too many'));
    await user.click(screen.getByRole('button', { name: 'Save the new words' }));
    expectVisible(await screen.findByText('The resting place notes can be at most 2,000 characters.'));
    expect(bridge.callsOf('updateMyMemorial')).toHaveLength(0);
  });
});

describe('creating a memorial', () => {
  test('the designs show their feel words; a 409 limit is explained and what was typed stays', async () => {
    const user = userEvent.setup();
    const bridge = main().on('createMyMemorial', () => {
      throw new BridgeCallError({
        kind: 'service',
        status: 409,
        code: 'daily_limit_reached',
        message: 'You can create up to 3 memorials a day, and you have reached that.',
        retryAfter: 7200,
        fields: null,
      });
    });
    renderApp(bridge, { at: '/memorials/new' });
    expectVisible(await screen.findByText('Feels: playful, for a pet'));
    await user.type(screen.getByLabelText('Their name'), 'Walter Brandt');
    await user.click(screen.getByRole('button', { name: 'Create the memorial' }));
    expectVisible(await screen.findByText('Today’s limit of 3 new memorials is reached'));
    expectVisible(screen.getByText('You can create up to 3 memorials a day, and you have reached that.'));
    expectVisible(screen.getByText(/^You can create a memorial again in about 2 hours \(at /));
    expect(screen.getByLabelText<HTMLInputElement>('Their name').value).toBe('Walter Brandt');
  });

  test('the service’s 422 words appear beside the field they name', async () => {
    const user = userEvent.setup();
    const bridge = main().on('createMyMemorial', () => {
      throw new BridgeCallError({
        kind: 'invalid',
        status: 422,
        code: null,
        message: 'The title is not allowed.',
        retryAfter: null,
        fields: { title: ['The title is not allowed.'] },
      });
    });
    renderApp(bridge, { at: '/memorials/new' });
    await user.type(await screen.findByLabelText('Their name'), 'Walter');
    await user.type(screen.getByLabelText('Title (optional)'), 'x');
    await user.click(screen.getByRole('button', { name: 'Create the memorial' }));
    const title = screen.getByLabelText('Title (optional)');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe('The title is not allowed.');
  });
});

describe('sharing', () => {
  test('the link is masked until revealed, lives in the screen only, and a refused role is explained', async () => {
    const user = userEvent.setup();
    const secret = 'http://127.0.0.1:4010/s/Zq3Kx9Lm2Vb7Nc4Hd8Fg1Jt6Pw5Rs0Ay';
    const bridge = main().on('createShareLink', ({ body }) => {
      if (body?.role === 'viewer') {
        throw new BridgeCallError({
          kind: 'invalid',
          status: 422,
          code: 'role_unavailable',
          message: 'This memorial is public.',
          retryAfter: null,
          fields: null,
        });
      }
      return {
        status: 200,
        data: { role: 'contributor', url: secret, grants: 'Can see the memorial and leave tributes on it.', message: 'This is the contributor link.' },
      };
    });
    const { queryClient } = renderApp(bridge, { at: '/memorials/1/share' });
    await user.click(await screen.findByRole('radio', { name: /^Viewer/ }));
    await user.click(screen.getByRole('button', { name: 'Get the link' }));
    expectVisible(await screen.findByText('This memorial is public.'));
    expectVisible(screen.getByText(/share the address instead/));

    await user.click(screen.getByRole('radio', { name: /^Contributor/ }));
    await user.click(screen.getByRole('button', { name: 'Get the link' }));
    await screen.findByRole('heading', { name: 'The contributor link' });
    expect(document.body.innerHTML).not.toContain(secret);
    await user.click(screen.getByRole('button', { name: 'Show the link' }));
    expectVisible(screen.getByText(secret));
    // Never a read: nothing of it is in the cache of reads.
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('/s/');
    expect(bridge.callsOf('createShareLink')).toEqual([
      { params: { memorial: 1 }, body: { role: 'viewer' }, accountId: 'acc-family' },
      { params: { memorial: 1 }, body: { role: 'contributor' }, accountId: 'acc-family' },
    ]);
  });

  test('the system’s share sheet is offered beside Copy and QR only where there is one, with the link itself', async () => {
    const user = userEvent.setup();
    const secret = 'http://127.0.0.1:4010/s/Zq3Kx9Lm2Vb7Nc4Hd8Fg1Jt6Pw5Rs0Ay';
    const link = { role: 'contributor' as const, url: secret, grants: 'Can leave tributes.', message: 'This is the contributor link.' };
    const open = async (canShare: boolean | undefined) => {
      const bridge = main(personalMemorial({ id: 1, deceased_name: 'June Ellis' }))
        .on('app.status', () => status(canShare === undefined ? {} : { canShare }))
        .on('createShareLink', () => ({ status: 200, data: link }))
        .on('app.share', () => ({ shared: true }));
      renderApp(bridge, { at: '/memorials/1/share' });
      await user.click(await screen.findByRole('radio', { name: /^Contributor/ }));
      await user.click(screen.getByRole('button', { name: 'Get the link' }));
      await screen.findByRole('heading', { name: 'The contributor link' });
      return bridge;
    };

    // The desktop: Copy and QR only.
    await open(undefined);
    expect(screen.getByRole('button', { name: 'Copy the link' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Share the link…' })).toBeNull();
    cleanup();

    const bridge = await open(true);
    await user.click(screen.getByRole('button', { name: 'Share the link…' }));
    expectVisible(await screen.findByText('The link is shared. Remember: anyone who has it can use it.'));
    expect(bridge.callsOf('app.share')).toEqual([{ title: 'The memorial for \u2068June Ellis\u2069', url: secret }]);
  });
});
