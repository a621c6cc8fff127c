/**
 * What a photo's first bytes say: its kind, its stored size, its EXIF orientation, and whether it
 * carries metadata a family may not mean to publish (EXIF with GPS, XMP, IPTC, comments).
 *
 * Read by the renderer before it decodes a photo (a wrong file is refused before anything is
 * sent; a turned photo is turned upright) and by the core before it uploads one (a JPEG that still
 * carries metadata is never sent). Pure byte reading, no DOM and no Node, so both sides and the
 * tests share it.
 *
 * Hand-written rather than a library: the three facts needed (kind, size, orientation, plus which
 * metadata segments exist) take a few dozen lines of well-documented format reading, while the EXIF
 * libraries parse every tag and bring far more code than the app needs into both processes.
 */

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic' | 'gif';

/** The kinds a person may choose for a cover photo (the app converts each to JPEG). */
export const COVER_SOURCE_KINDS: readonly ImageKind[] = ['jpeg', 'png', 'webp', 'heic'];

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let text = '';
  for (let i = start; i < start + length && i < bytes.length; i++) text += String.fromCharCode(bytes[i]!);
  return text;
}

/** The kind of image by its signature, whatever the file's name says; null when it is none we know. */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4))) return 'heic';
  return null;
}

/** What a JPEG's header segments say (everything before the image data). */
export interface JpegInfo {
  /** As stored, before any orientation is applied; null when no frame header was found. */
  width: number | null;
  height: number | null;
  /** EXIF orientation 1 to 8 (1: as stored); 1 when absent or unreadable. */
  orientation: number;
  /** Metadata a person may not mean to share: 'exif', 'gps', 'xmp', 'iptc', 'comment'. */
  metadata: string[];
}

/** Markers that stand alone, without a length: SOI, EOI, RST0 to RST7, TEM. */
function standsAlone(marker: number): boolean {
  return marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;
}

/** Start-of-frame markers (SOF0 to SOF15 without DHT, JPG and DAC), which carry the size. */
function isFrameHeader(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Reads a JPEG's segments up to the image data. Returns null when the bytes are not a JPEG. */
export function readJpegInfo(bytes: Uint8Array): JpegInfo | null {
  if (sniffImageKind(bytes) !== 'jpeg') return null;
  const info: JpegInfo = { width: null, height: null, orientation: 1, metadata: [] };
  const found = new Set<string>();
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) break; // Not a marker where one must be: stop reading, keep what was found.
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // Fill byte.
      continue;
    }
    if (standsAlone(marker)) {
      at += 2;
      continue;
    }
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!;
    if (length < 2 || at + 2 + length > bytes.length) break;
    const start = at + 4;
    const size = length - 2;
    if (marker === 0xda) break; // Start of scan: the image data follows, no more headers.
    if (isFrameHeader(marker) && size >= 5) {
      info.height = (bytes[start + 1]! << 8) | bytes[start + 2]!;
      info.width = (bytes[start + 3]! << 8) | bytes[start + 4]!;
    } else if (marker === 0xe1 && ascii(bytes, start, 6) === 'Exif\0\0') {
      found.add('exif');
      const exif = readExif(bytes.subarray(start + 6, start + size));
      if (exif.orientation !== null) info.orientation = exif.orientation;
      if (exif.gps) found.add('gps');
    } else if (marker === 0xe1 && ascii(bytes, start, 29) === 'http://ns.adobe.com/xap/1.0/\0') {
      found.add('xmp');
    } else if (marker === 0xed) {
      found.add('iptc');
    } else if (marker === 0xfe) {
      found.add('comment');
    }
    at += 2 + length;
  }
  info.metadata = ['exif', 'gps', 'xmp', 'iptc', 'comment'].filter((name) => found.has(name));
  return info;
}

/** The orientation tag and whether a GPS block exists, from EXIF's TIFF structure (IFD0 only). */
function readExif(tiff: Uint8Array): { orientation: number | null; gps: boolean } {
  const none = { orientation: null, gps: false };
  if (tiff.length < 8) return none;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return none;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff[at]! | (tiff[at + 1]! << 8) : (tiff[at]! << 8) | tiff[at + 1]!);
  const u32 = (at: number) =>
    little
      ? (tiff[at]! | (tiff[at + 1]! << 8) | (tiff[at + 2]! << 16) | (tiff[at + 3]! << 24)) >>> 0
      : ((tiff[at]! << 24) | (tiff[at + 1]! << 16) | (tiff[at + 2]! << 8) | tiff[at + 3]!) >>> 0;
  if (u16(2) !== 42) return none;
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return none;
  const count = u16(ifd);
  let orientation: number | null = null;
  let gps = false;
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) break;
    const tag = u16(entry);
    if (tag === 0x0112) {
      const value = u16(entry + 8);
      if (value >= 1 && value <= 8) orientation = value;
    } else if (tag === 0x8825) {
      gps = true;
    }
  }
  return { orientation, gps };
}

/** A PNG's size from its IHDR chunk; null when the bytes are not a PNG. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (sniffImageKind(bytes) !== 'png' || bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  const u32 = (at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  return { width: u32(16), height: u32(20) };
}

/** The stored size of a JPEG or PNG, when its header says; other kinds are only known once decoded. */
export function storedSize(bytes: Uint8Array): { width: number; height: number } | null {
  const jpeg = readJpegInfo(bytes);
  if (jpeg?.width != null && jpeg.height != null) return { width: jpeg.width, height: jpeg.height };
  return readPngSize(bytes);
}
