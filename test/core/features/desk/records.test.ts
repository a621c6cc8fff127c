import { beforeAll, describe, expect, it } from 'vitest';
import { MemorySecretStore } from '../../../../core/accounts/secrets';
import { useCores, type TestCore } from '../../../helpers/core';
import { useSandbox } from '../../../sandbox/harness';
import { csvFileRows } from '../../../support/csv-read';

/**
 * The desk's records (issue 21) through the app core, over real HTTP against the sandbox: the
 * funeral home's list and waiting list as spreadsheets, and the desk journal. One funeral home for
 * the file, signed in once; each test goes on from what the one before left.
 */
const h = useSandbox({ reset: false });
const cores = useCores(() => ({ sandbox: h, person: { downloadsFolder: downloads } }));
let downloads: string;
let core: TestCore;
let org: { id: number; token: string };

beforeAll(async () => {
  downloads = cores.folder('records-downloads');
  core = await cores.start();
  org = await h.organization('Hollis & Daughters');
  await core.signInBusiness(org.token);
}, 30_000);

describe('the funeral home: its list as a spreadsheet, and the desk journal', () => {
  it('saves every memorial of the search, a formula in a name arriving as text, and the journal says so', async () => {
    for (const name of ['Albert Finch', '=HYPERLINK("http://x.example","Click")', 'Alberta Gray']) {
      const made = await h.api('POST', '/memorials', {
        token: org.token,
        body: { deceased_name: name, designated_owner: 'family', family_email: 'family@example.com', death_date: '2026-10-01' },
      });
      expect(made.status).toBe(201);
    }
    const pages: number[] = [];
    const off = core.on('listSave', (p) => p.jobId === 'job-1' && pages.push(p.page));
    const saved = await core.handle('desk.saveList', { jobId: 'job-1', which: 'memorials', search: {} });
    off();
    expect(saved).toMatchObject({ saved: true, rows: 3 });
    expect(pages.at(-1)).toBe(1);
    const rows = csvFileRows(saved.path!);
    const listed = (await h.api('GET', '/memorials?per_page=100', { token: org.token })).body.data as { deceased_name: string }[];
    expect(rows[0]).toEqual(['Name', 'Status', 'Born', 'Died', 'Created', 'Public address']);
    expect(rows.slice(1).map((r) => r[0])).toEqual(listed.map((m) => (m.deceased_name.startsWith('=') ? `'${m.deceased_name}` : m.deceased_name)));
    expect(rows.slice(1).every((r) => r[1] === 'Waiting on the family' && r[3] === '2026-10-01')).toBe(true);

    // The search's words are kept: only what the screen shows.
    const searched = await core.handle('desk.saveList', { jobId: 'job-2', which: 'memorials', search: { q: 'Albert' } });
    expect(
      csvFileRows(searched.path!)
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(['Albert Finch', 'Alberta Gray']);

    const journal = await core.handle('journal.list', {});
    expect(journal.entries[0]).toMatchObject({
      kind: 'list-saved',
      what: expect.stringMatching(/Saved the list of memorials as a spreadsheet \(2 rows\)/),
      list: { which: 'memorials', rows: 2 },
    });
  });

  it('saves the waiting list as the core’s pass found it, the longest wait first', async () => {
    const complete = core.next('deskWaiting', (state) => state.completeAt !== null && state.checking === null);
    await core.handle('desk.waiting', { refresh: true });
    await complete;
    const saved = await core.handle('desk.saveList', { jobId: 'job-3', which: 'waiting' });
    const rows = csvFileRows(saved.path!);
    expect(saved.rows).toBe(3);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[3]])).toEqual([
      ['Albert Finch', 'Waiting on the family', '2026-10-01'],
      [`'=HYPERLINK("http://x.example","Click")`, 'Waiting on the family', '2026-10-01'],
      ['Alberta Gray', 'Waiting on the family', '2026-10-01'],
    ]);
  });

  it('in the language chosen under Settings from the next file on: Spanish headers, status and file name', async () => {
    await core.handle('settings.set', { language: 'es' });
    try {
      const saved = await core.handle('desk.saveList', { jobId: 'job-es', which: 'memorials', search: { q: 'Albert Finch' } });
      expect(saved.path).toMatch(/Memoriales( \(\d+\))?\.csv$/);
      const rows = csvFileRows(saved.path!);
      expect(rows[0]).toEqual(['Nombre', 'Estado', 'Fecha de nacimiento', 'Fecha de fallecimiento', 'Creado', 'Dirección pública']);
      expect(rows[1]!.slice(0, 2)).toEqual(['Albert Finch', 'Esperando a la familia']);
    } finally {
      await core.handle('settings.set', { language: 'system' });
    }
  });

  it('provisioning and resending are written in the journal with the initials, and the journal survives a restart', async () => {
    await core.handle('journal.setInitials', { initials: 'MB' });
    const made = await core.handle('desk.provision', {
      body: { deceased_name: 'Walter Page', designated_owner: 'family', family_name: 'Ruth Page', family_email: 'ruth@example.com' },
    });
    await core.handle('desk.resend', { onboardingId: made.result.id });
    expect((await core.handle('journal.note', { kind: 'owners-looked-up' })).recorded).toBe(true);
    // The same look a moment later is the same look.
    expect((await core.handle('journal.note', { kind: 'owners-looked-up' })).recorded).toBe(false);

    // A restart with a keychain of its own: what the journal kept is on this computer alone.
    core = await core.restart({ secrets: new MemorySecretStore() });
    const journal = await core.handle('journal.list', {});
    expect(journal.initials).toBe('MB');
    expect(journal.entries.slice(0, 3).map((e) => [e.kind, e.initials])).toEqual([
      ['owners-looked-up', 'MB'],
      ['invitation-resent', 'MB'],
      ['provisioned-invite', 'MB'],
    ]);
    expect(journal.entries[2]!.what).toBe('Started the memorial of Walter Page and invited the family (Ruth Page) to write it.');
    const saved = await core.handle('journal.saveCsv', {});
    const rows = csvFileRows(saved.path!);
    expect(rows[0]).toEqual(['When', 'What was done', 'Memorial', 'Initials at the desk', 'Recorded on']);
    expect(rows[1]![1]).toBe('Looked up who looks after each memorial.');
    expect(rows[1]![4]).toMatch(/^This computer \(/);

    // In Spanish, each entry is said again in Spanish from what it holds, the name isolated in its sentence.
    await core.handle('settings.set', { language: 'es' });
    try {
      const spanish = csvFileRows((await core.handle('journal.saveCsv', {})).path!);
      expect(spanish.slice(1, 4).map((row) => row[1])).toEqual([
        'Se consultó quién se ocupa de cada memorial.',
        'Se volvió a enviar la invitación para el memorial de \u2068Walter Page\u2069; el enlace anterior de la familia dejó de funcionar.',
        'Se inició el memorial de \u2068Walter Page\u2069 y se invitó a la familia a escribirlo.',
      ]);
    } finally {
      await core.handle('settings.set', { language: 'system' });
    }
  });
});
