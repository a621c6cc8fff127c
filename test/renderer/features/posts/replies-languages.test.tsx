import { screen, waitFor } from '@testing-library/react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { REPLY_WORDS } from '../../../../renderer/features/posts/post-words';
import type { Broadcast, RsvpList } from '../../../../shared/api/premium';
import { loadCatalog } from '../../../../shared/i18n/catalogs';
import { expectVisible, juneEllisMain, renderApp } from '../../harness';

/** An event's replies in Spanish and in Arabic (issue 32): people counted as people, in each language's plurals. */
const event: Broadcast = {
  id: 7,
  kind: 'event',
  title: 'Gathering in the garden',
  content: null,
  location: 'The garden',
  starts_at: '2030-06-01T13:00:00Z',
  ends_at: null,
  rsvp: null,
  rsvp_enabled: true,
  is_showing: true,
  moderation: { status: 'passed', reason: null },
  created_at: '2026-05-01T10:00:00Z',
};

function repliesMain(people: number, replies: number) {
  const list: RsvpList = {
    data: [{ id: 1, name: 'Ann Smith', attending: 'yes', party_size: people, created_at: '2026-05-02T10:00:00Z' }],
    counts: { people, replies, yes: replies, no: 0, maybe: 0 },
    message: 'The service’s own words.',
  };
  return juneEllisMain()
    .on('listBroadcasts', () => ({ status: 200, data: { data: [event] } }))
    .on('listRsvps', () => ({ status: 200, data: list }))
    .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive', canChoose: false, canShow: false }));
}

// The language's catalog is a chunk of its own, loaded the first time: a busy machine takes a moment.
/** The browser prefers these languages, as navigator says (nothing chosen in Settings). */
function systemSpeaks(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RSVP counts are people, in Spanish', () => {
  test('one person and several, one reply and several', async () => {
    const intl = createIntl({
      locale: 'es',
      messages: await loadCatalog('es'),
      onError: (error) => {
        throw error;
      },
    });
    expect(intl.formatMessage(REPLY_WORDS.people, { count: 1 })).toBe('1 persona');
    expect(intl.formatMessage(REPLY_WORDS.people, { count: 4 })).toBe('4 personas');
    expect(intl.formatMessage(REPLY_WORDS.replies, { count: 1 })).toBe('1 respuesta');
    expect(intl.formatMessage(REPLY_WORDS.replies, { count: 3 })).toBe('3 respuestas');
    expect(intl.formatMessage(REPLY_WORDS.partyUncounted, { count: 2 })).toBe('(2 personas)');
  });

  test('the replies screen says how many people to expect, one and several', async () => {
    systemSpeaks(['es-ES']);
    const view = renderApp(repliesMain(1, 1), { at: '/memorials/1/posts/7' });
    expectVisible(await screen.findByRole('heading', { level: 1, name: 'Respuestas a «Gathering in the garden»' }, { timeout: 5000 }));
    await waitFor(() => expect(document.querySelector('.expected__figure')?.textContent).toBe('Se espera a 1 persona'));
    expect(document.querySelector('.print-only')?.textContent).toBe('Se espera a 1 persona, según 1 respuesta.');
    view.unmount();

    renderApp(repliesMain(4, 3), { at: '/memorials/1/posts/7' });
    await waitFor(() => expect(document.querySelector('.expected__figure')?.textContent).toBe('Se espera a 4 personas'));
    expect(document.querySelector('.print-only')?.textContent).toBe('Se espera a 4 personas, según 3 respuestas.');
    // The service's own sentence is English: here, the same in the app's words.
    expect(document.querySelector('.expected .service-words')?.textContent).toBe('Se espera a 4 personas, según 3 respuestas.');
    expect(document.body.textContent).not.toContain('The service’s own words.');
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('the replies in Arabic', () => {
  test('read right to left, with the Arabic plural and the event’s Latin title isolated', async () => {
    systemSpeaks(['ar-AE']);
    renderApp(repliesMain(4, 3), { at: '/memorials/1/posts/7' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'الردود على «Gathering in the garden»' }, { timeout: 5000 });
    expect(heading.querySelector('bdi')?.textContent).toBe('Gathering in the garden');
    expect(document.documentElement.dir).toBe('rtl');
    // 4 is a "few" in Arabic: أشخاص, not the singular of 11 and more.
    await waitFor(() => expect(document.querySelector('.expected__figure')?.textContent).toMatch(/^[4٤] أشخاص متوقَّعون$/));
    expect(screen.getByRole('rowheader', { name: 'Ann Smith' }).querySelector('bdi')?.textContent).toBe('Ann Smith');
  });
});
