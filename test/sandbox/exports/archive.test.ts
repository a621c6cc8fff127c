import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contribution } from '../../../shared/api/contributions';
import type { PersonalMemorial } from '../../../shared/api/memorials';
import { buildArchive, type ArchiveInput } from '../../../sandbox/exports/archive';

const cover = new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'memorial-cover.jpg')));

const memorial: PersonalMemorial = {
  id: 7,
  slug: 'zoe-ni-bhriain',
  deceased_name: 'Zoë Ní Bhriain',
  title: 'Mother, teacher, swimmer',
  subtitle: 'Beloved of Dún Laoghaire',
  obituary: 'She swam every morning at Sandycove.\n\nShe taught three generations to read.',
  birth_date: '1941-03-12',
  death_date: '2026-10-03',
  privacy: 'public',
  content_scope: null,
  is_published: true,
  contributions_enabled: true,
  manual_content_approval: true,
  hide_from_search: false,
  template_id: 2,
  resting_place_url: 'https://maps.example/deansgrange',
  resting_place_notes: 'Deansgrange Cemetery, by the yew tree.',
  moderation: { status: 'passed', reason: null, checked_at: '2026-10-04T08:00:05Z' },
  is_deleted: false,
  recoverable_until: null,
  url: 'https://memorials.example/zoe-ni-bhriain',
  created_at: '2026-10-04T08:00:00Z',
};

function tribute(id: number, fields: Partial<Contribution>): Contribution {
  return {
    id,
    type: 'message',
    title: null,
    body: null,
    author: { name: null, email: null, is_guest: true },
    status: 'approved',
    is_approved: true,
    is_private: false,
    is_pinned: false,
    is_hidden: false,
    moderation: { status: 'passed', reason: null },
    can_approve: true,
    created_at: '2026-10-05T10:00:00Z',
    ...fields,
  };
}

const tributes: Contribution[] = [
  tribute(1, {
    title: 'The bicycle',
    body: 'She lent me her bicycle for a whole summer.',
    author: { name: 'Łukasz Nowak', email: 'l@example.org', is_guest: false },
    is_pinned: true,
  }),
  tribute(2, { body: 'The kindest teacher I ever had.', author: { name: 'José Muñoz', email: null, is_guest: true }, created_at: '2026-10-06T23:30:00-05:00' }),
  tribute(3, { body: 'Waiting to be approved.', author: { name: 'Pat', email: null, is_guest: true }, status: 'pending', is_approved: false }),
  tribute(4, {
    body: 'Private words for the family.',
    author: { name: 'Sam', email: null, is_guest: true },
    status: 'pending',
    is_approved: false,
    is_private: true,
    can_approve: false,
  }),
];

const input = (overrides: Partial<ArchiveInput> = {}): ArchiveInput => ({ memorial, tributes, cover, generatedAt: '2026-11-22T09:30:00Z', ...overrides });

const text = (files: Record<string, Uint8Array>, name: string) => strFromU8(files[name]!);

describe('buildArchive', () => {
  const tz = process.env.TZ;
  afterEach(() => {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  });

  it('makes a real ZIP with its files in a fixed order', () => {
    const files = unzipSync(buildArchive(input()));
    expect(Object.keys(files)).toEqual(['README.txt', 'memorial.json', 'tributes.json', 'memorial.txt', 'cover.jpg']);
  });

  it('keeps the memorial and every tribute as given, as JSON', () => {
    const files = unzipSync(buildArchive(input()));
    expect(JSON.parse(text(files, 'memorial.json'))).toEqual(memorial);
    expect(JSON.parse(text(files, 'tributes.json'))).toEqual(tributes);
    // Written as UTF-8, not escaped: the file reads right in any editor.
    expect(text(files, 'memorial.json')).toContain('"deceased_name": "Zoë Ní Bhriain"');
  });

  it('renders the memorial and its tributes as readable UTF-8 text', () => {
    const page = text(unzipSync(buildArchive(input())), 'memorial.txt');
    expect(page.startsWith('Zoë Ní Bhriain\n12 March 1941 – 3 October 2026\n')).toBe(true);
    for (const words of [
      'Mother, teacher, swimmer',
      'Beloved of Dún Laoghaire',
      'Online at https://memorials.example/zoe-ni-bhriain',
      'She swam every morning at Sandycove.\n\nShe taught three generations to read.',
      'Deansgrange Cemetery, by the yew tree.',
      '== Tributes (4) ==',
      'The bicycle\nShe lent me her bicycle for a whole summer.\n— Łukasz Nowak, 5 October 2026 (on the memorial, pinned)',
      // The day as the writer's clock had it.
      '— José Muñoz, 6 October 2026 (on the memorial)',
      '— Pat, 5 October 2026 (waiting for approval)',
      'Private words for the family.\n— Sam, 5 October 2026 (waiting for approval, private, to the family)',
      'Made on 22 November 2026.',
    ]) {
      expect(page).toContain(words);
    }
    // Email addresses stay in the JSON record; the readable copy is for passing around.
    expect(page).not.toContain('l@example.org');
  });

  it('says in plain words what is in the archive', () => {
    const readme = text(unzipSync(buildArchive(input())), 'README.txt');
    expect(readme).toContain('Archive of the memorial for Zoë Ní Bhriain');
    for (const name of ['memorial.txt', 'memorial.json', 'tributes.json', 'cover.jpg']) expect(readme).toContain(`- ${name}:`);
    expect(readme).toContain('every tribute (4)');
    expect(readme).toContain('Private tributes');
  });

  it('holds the cover photo byte for byte, stored rather than recompressed', () => {
    const methods: Record<string, number> = {};
    const files = unzipSync(buildArchive(input()), {
      filter: (file) => {
        methods[file.name] = file.compression;
        return true;
      },
    });
    expect(Buffer.from(files['cover.jpg']!).equals(Buffer.from(cover))).toBe(true);
    expect(methods['cover.jpg']).toBe(0);
    expect(methods['memorial.txt']).toBe(8);
  });

  it('has no cover.jpg without a cover, and says so', () => {
    const files = unzipSync(buildArchive(input({ cover: null })));
    expect(Object.keys(files)).toEqual(['README.txt', 'memorial.json', 'tributes.json', 'memorial.txt']);
    expect(text(files, 'README.txt')).toContain('no cover photo');
  });

  it('reads well with nothing but a name', () => {
    const bare: PersonalMemorial = {
      ...memorial,
      title: null,
      subtitle: null,
      obituary: null,
      birth_date: null,
      death_date: null,
      resting_place_notes: null,
      resting_place_url: null,
      url: null,
    };
    const page = text(unzipSync(buildArchive(input({ memorial: bare, tributes: [], cover: null }))), 'memorial.txt');
    expect(page).toBe(
      'Zoë Ní Bhriain\n\n== Their story ==\n\n(No story written yet.)\n\n== Tributes (0) ==\n\n(No tributes yet.)\n\nMade on 22 November 2026.\n',
    );
  });

  it('gives the same bytes for the same input, in any time zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    const west = buildArchive(input());
    process.env.TZ = 'Asia/Tokyo';
    const east = buildArchive(input());
    expect(Buffer.from(west).equals(Buffer.from(east))).toBe(true);
  });

  it('still makes an archive when the timestamp cannot be read', () => {
    const files = unzipSync(buildArchive(input({ generatedAt: 'not a time' })));
    expect(Object.keys(files)).toHaveLength(5);
  });
});
