/**
 * The cover photo's rules, without the DOM (so they are unit-tested with real bytes): which files
 * are photos the app can use, how a turned photo is drawn upright, and the steps of quality and
 * size a photo goes through until its JPEG fits the upload grant's `max_bytes`.
 *
 * The DOM half (cover-image.ts) decodes the photo and encodes each step on a canvas; a canvas
 * re-encode writes pixels only, so EXIF (with GPS), XMP, IPTC and comments never reach the JPEG.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { COVER_SOURCE_KINDS, readJpegInfo, sniffImageKind, storedSize, type ImageKind } from '../../../shared/image-bytes';
import { COVER_WORDS_UI as words } from './memorials-words';

/** A cover is shown at most about 1200 px wide; twice that keeps it sharp on fine screens. */
export const COVER_LONG_EDGE = 2400;
/** Below this the photo would look poor: the app says so rather than send a postage stamp. */
export const COVER_MIN_LONG_EDGE = 400;
/** JPEG qualities tried at each size, best first. */
export const QUALITY_STEPS = [0.9, 0.8, 0.7, 0.6] as const;
/** Each smaller size is this much of the one before (about half the pixels). */
export const SIZE_STEP = 0.7;
/** A file larger than this is not opened at all (a photo from any phone is well below). */
export const MAX_SOURCE_BYTES = 80 * 1024 * 1024;
/** Nor one with more pixels than this (decoding it would need gigabytes). */
export const MAX_SOURCE_PIXELS = 120_000_000;

/** Why a file cannot be the cover, as catalog messages (formatted where they are shown). */
export const COVER_WORDS = {
  notAPhoto: words.notAPhoto,
  gif: words.gif,
  tooBigFile: words.tooBigFile,
  tooManyPixels: words.tooManyPixels,
  cannotOpen: (kind: ImageKind | null): MessageDescriptor => (kind === 'heic' ? words.cannotOpenHeic : words.cannotOpen),
  cannotFit: words.cannotFit,
} as const;

export type SourceCheck =
  | { ok: true; kind: ImageKind; orientation: number; stored: { width: number; height: number } | null }
  | { ok: false; message: MessageDescriptor };

/** Whether the chosen file is a photo worth opening; a wrong file is refused before anything is sent. */
export function checkSource(bytes: Uint8Array): SourceCheck {
  if (bytes.length > MAX_SOURCE_BYTES) return { ok: false, message: COVER_WORDS.tooBigFile };
  const kind = sniffImageKind(bytes);
  if (kind === 'gif') return { ok: false, message: COVER_WORDS.gif };
  if (kind === null || !COVER_SOURCE_KINDS.includes(kind)) return { ok: false, message: COVER_WORDS.notAPhoto };
  const stored = storedSize(bytes);
  if (stored && stored.width * stored.height > MAX_SOURCE_PIXELS) return { ok: false, message: COVER_WORDS.tooManyPixels };
  const orientation = kind === 'jpeg' ? (readJpegInfo(bytes)?.orientation ?? 1) : 1;
  return { ok: true, kind, orientation, stored };
}

/** Orientations 5 to 8 turn the photo a quarter: its width and height change places. */
export function turnsQuarter(orientation: number): boolean {
  return orientation >= 5 && orientation <= 8;
}

/** The size a photo stored at width × height shows at, upright. */
export function orientedSize(width: number, height: number, orientation: number): { width: number; height: number } {
  return turnsQuarter(orientation) ? { width: height, height: width } : { width, height };
}

/** A canvas transform (a, b, c, d, e, f), as CanvasRenderingContext2D.setTransform takes it. */
export type Transform = readonly [number, number, number, number, number, number];

/**
 * The transform that draws a photo stored at width × height (already scaled) upright on a canvas
 * of its oriented size, for EXIF orientation 1 to 8 (TIFF 6.0 / EXIF 2.3, tag 0x0112). Needed only
 * where the browser's decoder ignores EXIF (cover-image.ts checks).
 */
export function orientationTransform(orientation: number, width: number, height: number): Transform {
  switch (orientation) {
    case 2:
      return [-1, 0, 0, 1, width, 0];
    case 3:
      return [-1, 0, 0, -1, width, height];
    case 4:
      return [1, 0, 0, -1, 0, height];
    case 5:
      return [0, 1, 1, 0, 0, 0];
    case 6:
      return [0, 1, -1, 0, height, 0];
    case 7:
      return [0, -1, -1, 0, height, width];
    case 8:
      return [0, -1, 1, 0, 0, width];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

/** The size with its longer edge at most `longEdge`, never larger than it was, in whole pixels. */
export function fitLongEdge(width: number, height: number, longEdge: number): { width: number; height: number } {
  const scale = Math.min(1, longEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export interface Attempt {
  width: number;
  height: number;
  quality: number;
}

/**
 * The steps, in order: the photo at most COVER_LONG_EDGE long, at each quality; then smaller by
 * SIZE_STEP, at each quality again; down to COVER_MIN_LONG_EDGE.
 */
export function attempts(width: number, height: number): Attempt[] {
  const steps: Attempt[] = [];
  let size = fitLongEdge(width, height, COVER_LONG_EDGE);
  for (;;) {
    for (const quality of QUALITY_STEPS) steps.push({ ...size, quality });
    const long = Math.max(size.width, size.height);
    if (long <= COVER_MIN_LONG_EDGE) break;
    size = fitLongEdge(size.width, size.height, Math.max(COVER_MIN_LONG_EDGE, Math.floor(long * SIZE_STEP)));
  }
  return steps;
}

export interface Fitted<T> {
  encoded: T;
  attempt: Attempt;
  /** How many encodings it took. */
  tries: number;
}

/**
 * Encodes the photo step by step until it fits `maxBytes`. When a step comes out at more than
 * twice the budget, the lower qualities of that size cannot save enough: it goes to the next size.
 * Returns null when even the smallest step does not fit.
 */
export async function fitToBudget<T extends { size: number }>(
  width: number,
  height: number,
  maxBytes: number,
  encode: (attempt: Attempt) => Promise<T>,
): Promise<Fitted<T> | null> {
  const steps = attempts(width, height);
  let tries = 0;
  for (let i = 0; i < steps.length; i++) {
    const attempt = steps[i]!;
    const encoded = await encode(attempt);
    tries++;
    if (encoded.size <= maxBytes) return { encoded, attempt, tries };
    if (encoded.size > maxBytes * 2) {
      // Skip the rest of this size's qualities.
      while (i + 1 < steps.length && steps[i + 1]!.width === attempt.width && steps[i + 1]!.height === attempt.height) i++;
    }
  }
  return null;
}

/** "2.4 MB", "380 KB": sizes as a person reads them, in the formatting locale ("2,4 MB"). */
export function byteSize(bytes: number, intl: IntlShape): string {
  if (bytes >= 1024 * 1024) return intl.formatMessage(words.megabytes, { size: Math.round((bytes / (1024 * 1024)) * 10) / 10 });
  return intl.formatMessage(words.kilobytes, { size: Math.max(1, Math.round(bytes / 1024)) });
}
