import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FirstLookKeeper } from '../../core/first-look-keeper';
import { FIRST_LOOK_FILE, parseFirstLook, readFirstLook } from '../../core/first-look';
import { firstLookKeeper } from '../../core/first-look-later';
import { NodeFiles } from '../../electron/node/files';
import type { KeepFirstLookArgs } from '../../shared/bridge';

/**
 * The first look's file (core/first-look.ts): kept for a signed-in account at the place the
 * screens are at; gone when they move on, and when any account is forgotten, even with a picture
 * on its way; unreadable files are no picture. On a real folder.
 */
let folder: string;
let files: NodeFiles;
let signedIn: Set<string>;
let keeper: FirstLookKeeper;

const look = (over: Partial<KeepFirstLookArgs> = {}): KeepFirstLookArgs => ({
  accountId: 'family-1',
  build: '/assets/index-abc.js',
  place: '/memorials',
  lang: 'en',
  dir: 'ltr',
  styles: ['/assets/first-screen-abc.css'],
  html: '<main><h1>My memorials</h1><a href="#/memorials/1">Harold Brennan</a></main>',
  ...over,
});
const onDisk = () => {
  try {
    return readFileSync(join(folder, FIRST_LOOK_FILE), 'utf8');
  } catch {
    return null;
  }
};

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'first-look-'));
  files = new NodeFiles(folder);
  signedIn = new Set(['family-1']);
  keeper = new FirstLookKeeper({ files, now: () => new Date('2026-11-29T10:42:00Z'), signedIn: (id) => signedIn.has(id) });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the first look’s file', () => {
  it('keeps the picture of a signed-in account, with when, and reads it back', async () => {
    expect(await keeper.keep(look())).toBe(true);
    const read = await readFirstLook(files);
    expect(read).toEqual({ version: 1, keptAt: '2026-11-29T10:42:00.000Z', ...look() });
    expect(onDisk()).toContain('Harold Brennan');
  });

  it('keeps none for an account not signed in', async () => {
    expect(await keeper.keep(look({ accountId: 'someone-else' }))).toBe(false);
    expect(onDisk()).toBeNull();
  });

  it('goes when the screens move to another place, stays while they are at its own, and keeps none of a place left', async () => {
    await keeper.keep(look());
    await keeper.placeNow('/memorials', 'family-1');
    expect(onDisk()).not.toBeNull();
    await keeper.placeNow('/memorials/1', 'family-1');
    expect(onDisk()).toBeNull();
    // A picture of the list on its way after the person left it is not kept.
    expect(await keeper.keep(look())).toBe(false);
    expect(onDisk()).toBeNull();
  });

  it('finds the picture a last run left, and removes it when this run opens another place', async () => {
    await keeper.keep(look());
    const next = new FirstLookKeeper({ files, now: () => new Date(), signedIn: () => true });
    await next.placeNow('/settings', null);
    expect(onDisk()).toBeNull();
  });

  it('is gone when an account is forgotten, and a picture on its way then does not land', async () => {
    await keeper.keep(look());
    const forgetting = keeper.forget('family-1');
    const late = keeper.keep(look());
    await forgetting;
    expect(await late).toBe(false);
    expect(onDisk()).toBeNull();
    // Signed out, then in again: pictured again.
    keeper.signedInNow(new Set());
    expect(await keeper.keep(look())).toBe(true);
  });

  it('goes when the screens show another account at its place, or its account is no longer signed in', async () => {
    signedIn.add('family-2');
    await keeper.keep(look());
    await keeper.placeNow('/memorials', 'family-2');
    expect(onDisk()).toBeNull();
    expect(await keeper.keep(look())).toBe(false);
    expect(await keeper.keep(look({ accountId: 'family-2' }))).toBe(true);
    // Its sign-in refused (not signed out): gone at the next change of the accounts.
    keeper.signedInNow(new Set(['family-1']));
    await keeper.settled();
    expect(onDisk()).toBeNull();
  });

  it('finds a picture of an account no longer signed in at the next start, and removes it', async () => {
    await keeper.keep(look());
    signedIn.clear();
    const next = new FirstLookKeeper({ files, now: () => new Date(), signedIn: (id) => signedIn.has(id) });
    await next.placeNow('/memorials', null);
    expect(onDisk()).toBeNull();
  });

  it('writes an unchanged picture once, removes one that could not be pictured, and what an interrupted write left', async () => {
    await keeper.keep(look());
    const first = onDisk();
    keeper = new FirstLookKeeper({ files, now: () => new Date('2026-11-30T08:00:00Z'), signedIn: (id) => signedIn.has(id) });
    await keeper.keep(look());
    expect(onDisk()).toBe(first);
    writeFileSync(join(folder, `.${FIRST_LOOK_FILE}.a1b2.part`), 'Harold Brennan');
    expect(await keeper.keep(look({ html: '' }))).toBe(false);
    expect(onDisk()).toBeNull();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('is no picture when the file is not one', async () => {
    expect(parseFirstLook(null)).toBeNull();
    expect(parseFirstLook('not json')).toBeNull();
    expect(parseFirstLook(JSON.stringify({ ...look(), version: 2, keptAt: 'x' }))).toBeNull();
    expect(parseFirstLook(JSON.stringify({ ...look({ dir: 'sideways' as 'ltr' }), version: 1, keptAt: 'x' }))).toBeNull();
    expect(await readFirstLook(files)).toBeNull();
  });

  it('loads its keeper when first asked, and forgets through it', async () => {
    const later = firstLookKeeper({ files, now: () => new Date(), signedIn: (id) => signedIn.has(id) });
    later.signedInNow(new Set());
    await later.settled();
    expect(await later.keep(look())).toBe(true);
    await later.forget('family-1');
    await later.settled();
    expect(onDisk()).toBeNull();
  });
});
