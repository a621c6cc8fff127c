import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { plainDate } from '../wording/dates';
import { paragraphs, plainLifeDates } from '../wording/words';

/** What goes into a Memorial Book: the memorial's words, its cover, its approved public tributes (pinned first). */
export interface BookInput {
  deceasedName: string;
  title: string | null;
  subtitle: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  /** YYYY-MM-DD */
  deathDate: string | null;
  /** Paragraphs are separated by a blank line; a single line break is kept (poems, lists). */
  obituary: string | null;
  /** JPEG bytes. */
  cover: Uint8Array | null;
  /** In the order they are printed: the caller puts the pinned ones first. */
  tributes: Array<{ title: string | null; body: string | null; authorName: string | null; createdAt: string | null; isPinned: boolean }>;
  /** ISO timestamp; also the PDF's creation date, so the same input gives the same file. */
  generatedAt: string;
}

type FontRole = 'regular' | 'bold' | 'italic';

/**
 * DejaVu Serif from its npm package, so every machine (a fresh CI one too) draws every Latin name
 * right: Zoë, Ní Bhriain, Łukasz, Muñoz. Should the package be missing, the book falls back to the
 * PDF standard Times fonts rather than failing; those only cover Western European letters (é, ñ, ë
 * print, Ł does not), which is why they are the fallback and not the choice.
 */
function fontSources(): Record<FontRole, string> {
  try {
    const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    return { regular: join(dir, 'DejaVuSerif.ttf'), bold: join(dir, 'DejaVuSerif-Bold.ttf'), italic: join(dir, 'DejaVuSerif-Italic.ttf') };
  } catch {
    return { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' };
  }
}
const FONTS = fontSources();

const INK = '#1f1d1a';
const SOFT = '#5b564f';
const ACCENT = '#2f4a3a';
const RULE = '#d8d2c8';
const MARGIN = 64;
/** The cover is fitted into this box (points), sitting on the name below it. */
const COVER_BOX = { width: 380, height: 300 };

const STYLE = {
  body: { font: 'regular', size: 12.5, color: INK, lineGap: 4 },
  tributeTitle: { font: 'bold', size: 13, color: INK, lineGap: 2 },
  tributeBody: { font: 'regular', size: 12, color: INK, lineGap: 3 },
  byline: { font: 'italic', size: 10.5, color: SOFT, lineGap: 2 },
  pinned: { font: 'bold', size: 10, color: ACCENT, lineGap: 2 },
} as const satisfies Record<string, { font: FontRole; size: number; color: string; lineGap: number }>;
type Style = (typeof STYLE)[keyof typeof STYLE];

/**
 * A real PDF Memorial Book, A4: a title page (cover, name, dates, title, subtitle), the obituary,
 * then the tributes, with page numbers. Resolves with the whole file.
 */
export async function buildMemorialBook(book: BookInput): Promise<Uint8Array> {
  // Loaded with the first book, not at every start: PDFKit takes a tenth of a second to load.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      // Page numbers ("Page 2 of 5") are written once every page exists.
      bufferPages: true,
      lang: 'en-GB',
      displayTitle: true,
      info: { Title: `In memory of ${book.deceasedName}`, Author: 'Memorial Service', Subject: 'Memorial Book', CreationDate: validDate(book.generatedAt) },
    });
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));

    try {
      for (const role of ['regular', 'bold', 'italic'] as const) doc.registerFont(role, FONTS[role]);
      titlePage(doc, book);

      const obituary = paragraphs(book.obituary);
      if (obituary.length > 0) {
        doc.addPage();
        heading(doc, 'Their story');
        for (const paragraph of obituary) write(doc, paragraph, STYLE.body, 0.8);
      }

      if (book.tributes.length > 0) {
        doc.addPage();
        heading(doc, 'Tributes');
        book.tributes.forEach((tribute, i) => tributeBlock(doc, tribute, i === book.tributes.length - 1));
      }

      pageNumbers(doc, book.deceasedName);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

function titlePage(doc: PDFKit.PDFDocument, book: BookInput): void {
  const width = contentWidth(doc);
  const lines: Array<{ text: string; font: FontRole; size: number; color: string; gap: number }> = [
    { text: 'In loving memory of', font: 'italic', size: 14, color: SOFT, gap: 0 },
    { text: book.deceasedName, font: 'bold', size: 30, color: INK, gap: 8 },
  ];
  const dates = plainLifeDates(book.birthDate, book.deathDate);
  if (dates) lines.push({ text: dates, font: 'regular', size: 14, color: SOFT, gap: 8 });
  // A short rule parts who they were from what the family called the memorial.
  const ruleGap = 22;
  const words: typeof lines = [];
  if (book.title) words.push({ text: book.title, font: 'italic', size: 17, color: INK, gap: 0 });
  if (book.subtitle) words.push({ text: book.subtitle, font: 'regular', size: 12.5, color: SOFT, gap: 6 });

  const cover = book.cover ? COVER_BOX.height + 32 : 0;
  const height = (all: typeof lines) =>
    all.reduce((sum, l) => sum + l.gap + doc.font(l.font).fontSize(l.size).heightOfString(l.text, { width, align: 'center' }), 0);
  const total = cover + height(lines) + (words.length ? ruleGap * 2 + height(words) : 0);
  const top = doc.page.margins.top;
  const room = doc.page.height - top - doc.page.margins.bottom;
  // A little above the middle of the page, where the eye rests.
  let y = top + Math.max(0, (room - total) * 0.42);

  if (book.cover) {
    try {
      doc.image(Buffer.from(book.cover), (doc.page.width - COVER_BOX.width) / 2, y, {
        fit: [COVER_BOX.width, COVER_BOX.height],
        align: 'center',
        valign: 'bottom',
      });
    } catch {
      // A photo pdfkit cannot read leaves the page without it rather than failing the family's book.
    }
    y += cover;
  }
  const put = (all: typeof lines) => {
    for (const l of all) {
      y += l.gap;
      doc.font(l.font).fontSize(l.size).fillColor(l.color).text(l.text, MARGIN, y, { width, align: 'center' });
      y = doc.y;
    }
  };
  put(lines);
  if (words.length) {
    y += ruleGap;
    const mid = doc.page.width / 2;
    doc
      .moveTo(mid - 24, y)
      .lineTo(mid + 24, y)
      .lineWidth(0.75)
      .strokeColor(ACCENT)
      .stroke();
    y += ruleGap;
    put(words);
  }

  const made = `A Memorial Book, made on ${plainDate(book.generatedAt)}`;
  footer(doc, () => doc.font('italic').fontSize(9.5).fillColor(SOFT).text(made, MARGIN, footerY(doc), { width, align: 'center', lineBreak: false }));
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(text, MARGIN, doc.page.margins.top);
  doc.moveDown(0.9);
}

/** One tribute, kept whole on a page when it fits on one; a rule below all but the last. */
function tributeBlock(doc: PDFKit.PDFDocument, tribute: BookInput['tributes'][number], last: boolean): void {
  const parts: Array<{ text: string; style: Style; after: number }> = [];
  // A word, not letter-spaced capitals: spaced letters copy out (and are read aloud) as "P I N N E D".
  if (tribute.isPinned) parts.push({ text: 'Pinned', style: STYLE.pinned, after: 0.2 });
  if (tribute.title) parts.push({ text: tribute.title, style: STYLE.tributeTitle, after: 0.25 });
  for (const paragraph of paragraphs(tribute.body)) parts.push({ text: paragraph, style: STYLE.tributeBody, after: 0.4 });
  const byline = [tribute.authorName?.trim(), tribute.createdAt ? plainDate(tribute.createdAt) : null].filter(Boolean).join(', ');
  if (byline) parts.push({ text: `— ${byline}`, style: STYLE.byline, after: 0 });

  const width = contentWidth(doc);
  const needed = parts.reduce((sum, p) => {
    doc.font(p.style.font).fontSize(p.style.size);
    return sum + doc.heightOfString(p.text, { width, lineGap: p.style.lineGap }) + p.after * doc.currentLineHeight(true);
  }, 0);
  const bottom = doc.page.height - doc.page.margins.bottom;
  const pageRoom = bottom - doc.page.margins.top;
  // A tribute longer than a page starts where it is, as long as a few lines fit there.
  if (doc.y + Math.min(needed, 120) > bottom || (needed <= pageRoom && doc.y + needed > bottom)) {
    doc.addPage();
  }
  for (const p of parts) write(doc, p.text, p.style, p.after);

  if (!last) {
    doc.moveDown(0.8);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(1);
  }
}

function write(doc: PDFKit.PDFDocument, text: string, style: Style, after: number): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  doc.text(text, MARGIN, doc.y, { width: contentWidth(doc), lineGap: style.lineGap });
  if (after) doc.moveDown(after);
}

/** "In memory of …" and "Page 2 of 5" under every page but the title page. */
function pageNumbers(doc: PDFKit.PDFDocument, name: string): void {
  const range = doc.bufferedPageRange();
  const width = contentWidth(doc);
  for (let i = range.start + 1; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    footer(doc, () => {
      doc.font('regular').fontSize(9).fillColor(SOFT);
      doc.text(`In memory of ${name}`, MARGIN, footerY(doc), { width: width * 0.7, align: 'left', lineBreak: false, ellipsis: true });
      doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, footerY(doc), { width, align: 'right', lineBreak: false });
    });
  }
}

/** Text below the bottom margin would make pdfkit start a new page, so the margin is lifted while writing there. */
function footer(doc: PDFKit.PDFDocument, draw: () => void): void {
  const saved = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  draw();
  doc.page.margins.bottom = saved;
}

function footerY(doc: PDFKit.PDFDocument): number {
  return doc.page.height - MARGIN / 2 - 10;
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** pdfkit would write an unreadable timestamp as "D:NaN…", which readers reject; "now" is the honest stand-in. */
function validDate(iso: string): Date {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? new Date() : date;
}
