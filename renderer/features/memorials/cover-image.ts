/**
 * The cover photo's DOM half: decode the chosen photo (EXIF orientation applied), draw it on a
 * canvas over white (a transparent PNG would otherwise turn black), and encode JPEGs through the
 * steps of cover-pipeline.ts until one fits the grant's max_bytes. The canvas writes pixels only,
 * so what leaves has no EXIF, GPS, XMP, IPTC or comment; it is checked once more before it goes.
 */
import type { MessageDescriptor } from 'react-intl';
import { readJpegInfo } from '../../../shared/image-bytes';
import { checkSource, COVER_WORDS, fitToBudget, orientationTransform, orientedSize, turnsQuarter, type Attempt } from './cover-pipeline';

export interface PreparedCover {
  jpeg: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
  quality: number;
  tries: number;
  sourceBytes: number;
  /** How long the preparing took, in milliseconds. */
  ms: number;
}

/** A photo that cannot be the cover: `problem` says why, as a catalog message. */
export class CoverProblem extends Error {
  constructor(readonly problem: MessageDescriptor) {
    super(String(problem.id));
  }
}

type Drawable = ImageBitmap | HTMLImageElement;

/**
 * Decodes with EXIF orientation applied where the browser can (`imageOrientation: 'from-image'`,
 * Chromium and so Electron); else through an <img>, which browsers also draw upright.
 */
async function decode(blob: Blob): Promise<{ image: Drawable; width: number; height: number; close: () => void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
      return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Fall through to <img>, which some platforms decode more kinds with.
    }
  }
  const url = URL.createObjectURL(blob);
  try {
    const img = new Image();
    img.decoding = 'async';
    img.src = url;
    await img.decode();
    return { image: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function canvasOf(
  width: number,
  height: number,
): { context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D; toJpeg: (quality: number) => Promise<Blob> } {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new CoverProblem(COVER_WORDS.cannotOpen(null));
    return { context, toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new CoverProblem(COVER_WORDS.cannotOpen(null));
  return {
    context,
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CoverProblem(COVER_WORDS.cannotOpen(null)))), 'image/jpeg', quality),
      ),
  };
}

/** The photo as a JPEG of at most `maxBytes`, upright and without metadata; or a CoverProblem in plain words. */
export async function prepareCover(file: Blob, maxBytes: number): Promise<PreparedCover> {
  const started = performance.now();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = checkSource(bytes);
  if (!check.ok) throw new CoverProblem(check.message);

  let decoded: Awaited<ReturnType<typeof decode>>;
  try {
    decoded = await decode(new Blob([bytes]));
  } catch {
    throw new CoverProblem(COVER_WORDS.cannotOpen(check.kind));
  }
  try {
    // A decoder that ignored EXIF hands back the stored size for a quarter turn: turn it here.
    const stored = check.stored;
    const ignoredOrientation =
      turnsQuarter(check.orientation) &&
      stored !== null &&
      stored.width !== stored.height &&
      decoded.width === stored.width &&
      decoded.height === stored.height;
    const orientation = ignoredOrientation ? check.orientation : 1;
    const upright = orientedSize(decoded.width, decoded.height, orientation);

    const encode = async (attempt: Attempt): Promise<Blob> => {
      const { context, toJpeg } = canvasOf(attempt.width, attempt.height);
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, attempt.width, attempt.height);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = 'high';
      // The stored image, scaled, then turned upright when the decoder did not.
      const drawn = orientedSize(attempt.width, attempt.height, orientation);
      context.setTransform(...orientationTransform(orientation, drawn.width, drawn.height));
      context.drawImage(decoded.image, 0, 0, drawn.width, drawn.height);
      return toJpeg(attempt.quality);
    };
    const fitted = await fitToBudget(upright.width, upright.height, maxBytes, encode);
    if (!fitted) throw new CoverProblem(COVER_WORDS.cannotFit);
    const jpeg = new Uint8Array(await fitted.encoded.arrayBuffer());
    // What goes out must be a JPEG with nothing hidden in it; the core checks again before sending.
    const info = readJpegInfo(jpeg);
    if (!info || info.metadata.length > 0) throw new CoverProblem(COVER_WORDS.cannotOpen(null));
    return {
      jpeg,
      width: fitted.attempt.width,
      height: fitted.attempt.height,
      quality: fitted.attempt.quality,
      tries: fitted.tries,
      sourceBytes: bytes.length,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    decoded.close();
  }
}
