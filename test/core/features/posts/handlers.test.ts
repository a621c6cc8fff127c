import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PersonFiles } from '../../../../core/ports';
import { useCores, type TestCore } from '../../../helpers/core';
import { useSandbox } from '../../../sandbox/harness';

/**
 * A memorial's posts through the app core, over real HTTP against the sandbox: its events saved
 * for a calendar, and an event's guest list as a spreadsheet. One family signs in once for the
 * whole file (the device flow polls every few seconds), on one Premium memorial.
 */
const h = useSandbox({ reset: false });
const cores = useCores(() => ({ sandbox: h, person: { downloadsFolder: downloads } }));
let core: TestCore;
let downloads: string;
let person: { id: number; token: string };
let memorialId: number;

beforeAll(async () => {
  downloads = cores.folder('posts-downloads');
  core = await cores.start();
  person = await h.person('Margaret Hughes');
  await core.signInFamily(person.id);
  const created = await h.api('POST', '/me/memorials', { token: person.token, body: { deceased_name: 'Thomas Hughes' } });
  memorialId = created.body.id as number;
  await h.settle();
  await h.control('POST', `/__sandbox/memorials/${memorialId}/premium`, { premium: true });
}, 30_000);

afterEach(() => {
  for (const name of readdirSync(downloads)) rmSync(join(downloads, name), { recursive: true, force: true });
});

describe('events for a calendar, where there is no save dialog (browser mode)', () => {
  it('saves an event as .ics from what the service says', async () => {
    const posted = await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Planting the oak', starts_at: '2031-05-16T10:30:00+01:00', location: 'St Mary’s school' },
    });
    expect(posted.status).toBe(202);
    const saved = await core.handle('events.saveIcs', { memorialId, memorialName: 'Thomas Hughes', eventId: posted.body.data.id });
    expect(saved).toMatchObject({ saved: true, events: 1 });
    const text = readFileSync(saved.path!, 'utf8');
    expect(text).toContain('DTSTART:20310516T093000Z\r\n');
    expect(text).toContain('SUMMARY:Planting the oak\r\n');

    // Every event of the memorial at once (an announcement has no time, so it is left out).
    await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Tea after', starts_at: '2031-05-16T13:00:00Z', ends_at: '2031-05-16T14:00:00Z' },
    });
    await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, { token: person.token, body: { title: 'Thank you all' } });
    const all = await core.handle('events.saveIcs', { memorialId, memorialName: 'Thomas Hughes' });
    expect(all).toMatchObject({ saved: true, events: 2 });
    expect(all.path!.endsWith('Events - Thomas Hughes.ics')).toBe(true);
    expect(readFileSync(all.path!, 'utf8').match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});

describe('an event’s guest list, on a desktop with a save dialog', () => {
  /** What this desktop can do, set by each test; the core asks for it at each use. */
  const desktop: { current: PersonFiles } = { current: {} };
  beforeAll(async () => {
    // The same family, its sign-in kept by the keychain, on the desktop: a restart with its dialogs.
    core = await core.restart({
      person: {
        downloadsFolder: downloads,
        chooseFolder: (path) => desktop.current.chooseFolder?.(path) ?? Promise.resolve(null),
        chooseSaveFile: (path, kind) => desktop.current.chooseSaveFile?.(path, kind) ?? Promise.resolve(null),
        showItemInFolder: (path) => desktop.current.showItemInFolder?.(path) ?? Promise.resolve(false),
      },
    });
  });
  afterEach(() => {
    desktop.current = {};
  });

  it('is written by the core as CSV into the file the person chose (or Downloads without a save dialog), people expected at the end', async () => {
    const saveAs = join(cores.folder('guests-csv'), 'guests.csv');
    desktop.current = { chooseSaveFile: () => Promise.resolve(saveAs) };
    const posted = await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Gathering', starts_at: '2030-05-01T14:00:00Z', rsvp_enabled: true },
    });
    const eventId: number = posted.body.data.id;
    await h.control('POST', `/__sandbox/events/${eventId}/rsvps`, { name: 'Ann', attending: 'yes', party_size: 4 });
    await h.control('POST', `/__sandbox/events/${eventId}/rsvps`, { name: '=HYPERLINK("x")', attending: 'no', party_size: 2 });
    await h.control('POST', `/__sandbox/events/${eventId}/rsvps`, { name: 'Bill, Jr.', attending: 'maybe', party_size: 1 });

    const saved = await core.handle('rsvps.saveCsv', { memorialId: memorialId, eventId, eventTitle: 'Gathering' });
    expect(saved).toMatchObject({ saved: true, path: saveAs });
    const csv = readFileSync(saveAs, 'utf8');
    expect(csv).toMatch(/^\uFEFFName,Reply,Party size,Replied on\r\n/);
    expect(csv).toContain('Ann,Coming,4,');
    expect(csv).toContain(`"'=HYPERLINK(""x"")",Not coming,2,`);
    expect(csv).toContain('"Bill, Jr.",Maybe,1,');
    expect(csv).toContain('People expected,,4,');
    if (process.platform !== 'win32') expect(statSync(saveAs).mode & 0o777).toBe(0o600);
  });

  it('the person cancelled the save dialog: nothing is written', async () => {
    const posted = await h.api('POST', `/me/memorials/${memorialId}/broadcasts`, {
      token: person.token,
      body: { kind: 'event', title: 'Gathering', starts_at: '2030-05-01T14:00:00Z', rsvp_enabled: true },
    });
    expect(await core.handle('rsvps.saveCsv', { memorialId: memorialId, eventId: posted.body.data.id })).toEqual({
      saved: false,
      fileId: null,
      path: null,
      message: 'Nothing was saved.',
      words: { id: 'core.files.nothingSaved' },
    });
    expect(readdirSync(downloads)).toEqual([]);
  });
});
