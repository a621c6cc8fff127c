import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { plainDate, plainLifeDates } from './words';

/** What goes into a Memorial Book: the memorial's words, its cover, its approved public tributes (pinned first). */
export interface BookInput {
  deceasedName: string;
  title: string | null;
  subtitle: string | null;
  birthDate: string | null;
  deathDate: string | null;
  obituary: string | null;
  cover: Uint8Array | null;
  tributes: Array<{ title: string | null; body: string | null; authorName: string | null; createdAt: string | null; isPinned: boolean }>;
  generatedAt: string;
}

/** DejaVu Serif from its npm package: every Latin name (Zoë, Ní Bhriain, Łukasz, Muñoz) comes out right. */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONTS = {
  regular: join(FONT_DIR, 'DejaVuSerif.ttf'),
  bold: join(FONT_DIR, 'DejaVuSerif-Bold.ttf'),
  italic: join(FONT_DIR, 'DejaVuSerif-Italic.ttf'),
};

const INK = '#1f1d1a';
const SOFT = '#5b564f';
const ACCENT = '#2f4a3a';
const MARGIN = 64;

/** A real PDF Memorial Book (A4): a title page with the cover, the story, then the tributes. */
export function buildMemorialBook(book: BookInput): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: `In memory of ${book.deceasedName}`, Author: 'Memorial Service', Subject: 'Memorial Book', CreationDate: new Date(book.generatedAt) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));

    doc.registerFont('regular', FONTS.regular);
    doc.registerFont('bold', FONTS.bold);
    doc.registerFont('italic', FONTS.italic);
    const width = doc.page.width - MARGIN * 2;

    // Title page.
    doc.font('italic').fontSize(14).fillColor(SOFT).text('In loving memory of', { align: 'center' });
    doc.moveDown(0.6);
    doc.font('bold').fontSize(32).fillColor(INK).text(book.deceasedName, { align: 'center' });
    const dates = plainLifeDates(book.birthDate, book.deathDate);
    if (dates) doc.moveDown(0.4).font('regular').fontSize(15).fillColor(SOFT).text(dates, { align: 'center' });
    if (book.title) doc.moveDown(0.8).font('italic').fontSize(17).fillColor(INK).text(book.title, { align: 'center' });
    if (book.subtitle) doc.moveDown(0.3).font('regular').fontSize(13).fillColor(SOFT).text(book.subtitle, { align: 'center' });
    if (book.cover) {
      doc.moveDown(1.5);
      try {
        doc.image(Buffer.from(book.cover), MARGIN, doc.y, { fit: [width, 360], align: 'center' });
      } catch {
        // A photo pdfkit cannot read leaves the page without it rather than failing the book.
      }
    }

    // Their story.
    if (book.obituary?.trim()) {
      doc.addPage();
      heading(doc, 'Their story');
      for (const paragraph of book.obituary.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)) {
        doc.font('regular').fontSize(12.5).fillColor(INK).text(paragraph, { align: 'left', lineGap: 4 });
        doc.moveDown(0.8);
      }
    }

    // Tributes.
    doc.addPage();
    heading(doc, 'Tributes');
    if (book.tributes.length === 0) {
      doc.font('italic').fontSize(12.5).fillColor(SOFT).text('No tributes have been shared on the memorial yet.');
    }
    for (const t of book.tributes) {
      if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
      if (t.isPinned) doc.font('bold').fontSize(9.5).fillColor(ACCENT).text('PINNED BY THE FAMILY', { characterSpacing: 1 }).moveDown(0.2);
      if (t.title) doc.font('bold').fontSize(13).fillColor(INK).text(t.title).moveDown(0.2);
      if (t.body) doc.font('regular').fontSize(12).fillColor(INK).text(t.body, { lineGap: 3 });
      const byline = [t.authorName, t.createdAt ? plainDate(t.createdAt) : null].filter(Boolean).join(' · ');
      if (byline) doc.moveDown(0.2).font('italic').fontSize(10.5).fillColor(SOFT).text(`— ${byline}`);
      doc.moveDown(0.6);
      doc.moveTo(MARGIN, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(0.5).strokeColor('#d8d2c8').stroke();
      doc.moveDown(0.8);
    }

    // Page numbers, and when the book was made, in the footer of every page.
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.height - MARGIN / 2 - 10;
      doc.page.margins.bottom = 0;
      doc.font('regular').fontSize(9).fillColor(SOFT);
      doc.text(`In memory of ${book.deceasedName}`, MARGIN, bottom, { width, align: 'left', lineBreak: false });
      doc.text(`Page ${i + 1} of ${range.count}`, MARGIN, bottom, { width, align: 'right', lineBreak: false });
    }
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(text);
  doc.moveDown(0.8);
}
