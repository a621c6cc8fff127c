import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildMemorialBook, type BookInput } from '../../../sandbox/exports/memorial-book';

/** A 320×240 baseline JPEG (2.6 KB): a sky, a sun and two hills, drawn once and kept as a fixture. */
const cover = new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'memorial-cover.jpg')));

const LONG = 'She swam every morning at Sandycove, winter and summer, and came home to make porridge for whoever was awake.';

function book(overrides: Partial<BookInput> = {}): BookInput {
  return {
    deceasedName: 'Zoë Ní Bhriain',
    title: 'Mother, teacher, swimmer',
    subtitle: 'Beloved of Dún Laoghaire',
    birthDate: '1941-03-12',
    deathDate: '2026-10-03',
    obituary: `${LONG}\n\nShe taught three generations to read.\r\n\r\nShe is missed.`,
    cover,
    tributes: [
      {
        title: 'The bicycle',
        body: 'She lent me her bicycle for a whole summer.',
        authorName: 'Łukasz Nowak',
        createdAt: '2026-10-04T09:00:00Z',
        isPinned: true,
      },
      { title: null, body: 'The kindest teacher I ever had.', authorName: 'José Muñoz', createdAt: '2026-10-05T17:30:00Z', isPinned: false },
      {
        title: 'Siobhán',
        body: 'Níl aon tinteán mar do thinteán féin.',
        authorName: 'Siobhán Ó Súilleabháin',
        createdAt: '2026-10-06T08:15:00Z',
        isPinned: false,
      },
      { title: null, body: 'A candle for Zoë.', authorName: null, createdAt: '2026-10-07T12:00:00Z', isPinned: false },
    ],
    generatedAt: '2026-11-22T09:30:00Z',
    ...overrides,
  };
}

/** Each page's text, whitespace collapsed, so a sentence that wraps across lines still matches. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  // pdf.js takes ownership of the buffer it reads, so it gets a copy.
  const { text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: false });
  return text.map((page) => page.replace(/\s+/g, ' ').trim());
}

const latin1 = (pdf: Uint8Array) => Buffer.from(pdf).toString('latin1');

describe('buildMemorialBook', () => {
  it('makes a real A4 PDF', async () => {
    const pdf = await buildMemorialBook(book());
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(latin1(pdf.subarray(-6))).toMatch(/%%EOF\s*$/);
    const doc = await getDocumentProxy(pdf.slice());
    const viewport = (await doc.getPage(1)).getViewport({ scale: 1 });
    expect(viewport.width).toBeCloseTo(595.28, 1);
    expect(viewport.height).toBeCloseTo(841.89, 1);
  });

  it('puts the name, the dates in words, the title and the subtitle on the title page', async () => {
    const [title] = await pagesOf(await buildMemorialBook(book()));
    expect(title).toContain('Zoë Ní Bhriain');
    expect(title).toContain('12 March 1941 – 3 October 2026');
    expect(title).toContain('Mother, teacher, swimmer');
    expect(title).toContain('Beloved of Dún Laoghaire');
    expect(title).toContain('22 November 2026');
    // The title page carries no page number.
    expect(title).not.toMatch(/Page \d/);
  });

  it('prints the obituary, paragraph by paragraph, then every tribute in the order given', async () => {
    const pages = await pagesOf(await buildMemorialBook(book()));
    const text = pages.join(' ');
    expect(pages[1]).toContain('Their story');
    for (const paragraph of [LONG, 'She taught three generations to read.', 'She is missed.']) expect(pages[1]).toContain(paragraph);
    const bodies = book().tributes.map((t) => t.body!);
    for (const body of bodies) expect(text).toContain(body);
    for (const author of ['Łukasz Nowak', 'José Muñoz', 'Siobhán Ó Súilleabháin']) expect(text).toContain(author);
    expect(text).toContain('— Łukasz Nowak, 4 October 2026');
    expect(text).toContain('— José Muñoz, 5 October 2026');
    // No author: the date alone.
    expect(text).toContain('— 7 October 2026');
    expect(text).toContain('The bicycle');
    const positions = bodies.map((body) => text.indexOf(body));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('marks the pinned tributes, and only those', async () => {
    const text = (await pagesOf(await buildMemorialBook(book()))).join(' ');
    expect(text).toContain('Tributes Pinned The bicycle She lent me her bicycle');
    expect(text.match(/Pinned/g)).toHaveLength(1);
  });

  it('numbers every page after the title page', async () => {
    const pages = await pagesOf(await buildMemorialBook(book()));
    expect(pages).toHaveLength(3);
    expect(pages[1]).toContain('Page 2 of 3');
    expect(pages[2]).toContain('Page 3 of 3');
    expect(pages[2]).toContain('In memory of Zoë Ní Bhriain');
  });

  it('embeds a font with every Latin letter, so accented names come out exactly', async () => {
    const pdf = await buildMemorialBook(book());
    expect(latin1(pdf)).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSerif/);
    expect(latin1(pdf)).not.toMatch(/\/BaseFont \/Times/);
  });

  it('shows the cover photo as an image on the title page', async () => {
    const pdf = await buildMemorialBook(book());
    expect(latin1(pdf)).toMatch(/\/Subtype \/Image/);
    // The JPEG is embedded as it is (DCTDecode), not re-encoded.
    expect(Buffer.from(pdf).indexOf(Buffer.from(cover))).toBeGreaterThan(0);
    const images = await extractImages(await getDocumentProxy(pdf.slice()), 1);
    expect(images.map(({ width, height }) => ({ width, height }))).toEqual([{ width: 320, height: 240 }]);
  });

  it('has no image without a cover, and a cover it cannot read leaves the book without a photo rather than failing', async () => {
    expect(latin1(await buildMemorialBook(book({ cover: null })))).not.toMatch(/\/Subtype \/Image/);
    const broken = await buildMemorialBook(book({ cover: new Uint8Array([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]) }));
    expect(latin1(broken)).not.toMatch(/\/Subtype \/Image/);
    expect((await pagesOf(broken))[0]).toContain('Zoë Ní Bhriain');
  });

  it('leaves out what the memorial does not have', async () => {
    const pdf = await buildMemorialBook(book({ title: null, subtitle: null, birthDate: null, obituary: '  \n\n ', cover: null, tributes: [] }));
    const pages = await pagesOf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Zoë Ní Bhriain');
    expect(pages[0]).toContain('Died 3 October 2026');
    expect(pages[0]).not.toContain('Their story');
    expect(pages[0]).not.toContain('Tributes');
  });

  it('lets a long tribute run over pages without losing a word', async () => {
    const letter = Array.from({ length: 40 }, (_, i) => `Paragraph ${i + 1}. ${LONG}`).join('\n\n');
    const pages = await pagesOf(
      await buildMemorialBook(
        book({ tributes: [{ title: 'A letter', body: letter, authorName: 'María', createdAt: '2026-10-04T09:00:00Z', isPinned: false }] }),
      ),
    );
    expect(pages.length).toBeGreaterThan(4);
    // The footer sits in the text between the two halves of a paragraph that runs over a page.
    const text = pages
      .map((page) => page.replace(/In memory of Zoë Ní Bhriain Page \d+ of \d+/, ''))
      .join(' ')
      .replace(/\s+/g, ' ');
    for (let i = 1; i <= 40; i++) expect(text).toContain(`Paragraph ${i}. ${LONG}`);
    expect(pages.at(-1)).toContain('— María, 4 October 2026');
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('gives the same bytes for the same input', async () => {
    const a = await buildMemorialBook(book());
    const b = await buildMemorialBook(book());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
