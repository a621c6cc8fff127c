import { describe, expect, it } from 'vitest';
import baseJpeg from '../../../fixtures/cover-base.jpg?inline';
import smallPng from '../../../fixtures/cover-small.png?inline';
import { CoverProblem, prepareCover } from '../../../../renderer/features/memorials/cover-image';
import {
  attempts,
  byteSize,
  checkSource,
  COVER_LONG_EDGE,
  COVER_MIN_LONG_EDGE,
  COVER_WORDS,
  fitLongEdge,
  fitToBudget,
  orientationTransform,
  orientedSize,
  QUALITY_STEPS,
  type Attempt,
  type Transform,
} from '../../../../renderer/features/memorials/cover-pipeline';
import { withExif, withXmpAndComment } from '../../../fixtures/exif';
import { createIntl } from 'react-intl';

/** The messages in English, as their defaults say them. */
const english = createIntl({ locale: 'en', defaultLocale: 'en' });

/**
 * The cover photo's rules in jsdom, with real JPEG and PNG bytes (the fixtures, and EXIF written
 * into them). jsdom has no image decoder or canvas: decoding, encoding and the stripped metadata
 * of real output are checked in Chromium by test/e2e/memorial-sharing.test.ts.
 */
function bytesOf(dataUrl: string): Uint8Array {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
const jpeg = bytesOf(baseJpeg);
const png = bytesOf(smallPng);
const text = (value: string) => new TextEncoder().encode(value);

describe('which files can become a cover photo', () => {
  it('takes a JPEG and a PNG, reading the stored size and the orientation', () => {
    expect(checkSource(jpeg)).toEqual({ ok: true, kind: 'jpeg', orientation: 1, stored: { width: 60, height: 40 } });
    expect(checkSource(withExif(jpeg, 6))).toEqual({ ok: true, kind: 'jpeg', orientation: 6, stored: { width: 60, height: 40 } });
    expect(checkSource(png)).toEqual({ ok: true, kind: 'png', orientation: 1, stored: { width: 30, height: 20 } });
  });

  it('refuses what is not a photo, and a GIF, in plain words and before anything is sent', async () => {
    expect(checkSource(text('%PDF-1.7 the order of service'))).toEqual({ ok: false, message: COVER_WORDS.notAPhoto });
    expect(checkSource(text('GIF89a...'))).toEqual({ ok: false, message: COVER_WORDS.gif });
    await expect(prepareCover(new Blob([text('Dear family, ...')]), 10_000_000)).rejects.toEqual(new CoverProblem(COVER_WORDS.notAPhoto));
  });

  it('refuses a photo with more pixels than can be opened, from its header alone', () => {
    const huge = png.slice();
    // IHDR width and height: 20000 × 20000.
    new DataView(huge.buffer).setUint32(16, 20_000);
    new DataView(huge.buffer).setUint32(20, 20_000);
    expect(checkSource(huge)).toEqual({ ok: false, message: COVER_WORDS.tooManyPixels });
  });

  it('reads the metadata a photo carries, which the canvas leaves behind', () => {
    // The check prepareCover and the core make of what goes out: these would be refused.
    expect(checkSource(withXmpAndComment(withExif(jpeg, 3)))).toMatchObject({ ok: true, orientation: 3 });
  });
});

describe('a turned photo is drawn upright', () => {
  const apply = ([a, b, c, d, e, f]: Transform, [x, y]: [number, number]) => [a * x + c * y + e, b * x + d * y + f];
  // Where the stored photo's top-left corner shows, for a 60 × 40 photo (EXIF 2.3, tag 0x0112).
  it.each([
    [1, [0, 0]],
    [2, [60, 0]],
    [3, [60, 40]],
    [4, [0, 40]],
    [5, [0, 0]],
    [6, [40, 0]],
    [7, [40, 60]],
    [8, [0, 60]],
  ] as const)('orientation %i puts the stored top-left corner at %j, and every corner on the canvas', (orientation, topLeft) => {
    const transform = orientationTransform(orientation, 60, 40);
    expect(apply(transform, [0, 0])).toEqual(topLeft);
    const upright = orientedSize(60, 40, orientation);
    expect(upright).toEqual(orientation >= 5 ? { width: 40, height: 60 } : { width: 60, height: 40 });
    for (const corner of [
      [0, 0],
      [60, 0],
      [0, 40],
      [60, 40],
    ] as [number, number][]) {
      const [x, y] = apply(transform, corner);
      expect(x === 0 || x === upright.width).toBe(true);
      expect(y === 0 || y === upright.height).toBe(true);
    }
  });
});

describe('sizes and quality steps', () => {
  it('starts at most 2400 px on the long edge, keeping the shape, and never enlarges', () => {
    expect(fitLongEdge(4000, 3000, COVER_LONG_EDGE)).toEqual({ width: 2400, height: 1800 });
    expect(fitLongEdge(3000, 4000, COVER_LONG_EDGE)).toEqual({ width: 1800, height: 2400 });
    expect(fitLongEdge(800, 600, COVER_LONG_EDGE)).toEqual({ width: 800, height: 600 });
  });

  it('tries each quality at a size, then a smaller size, down to 400 px', () => {
    const steps = attempts(4000, 3000);
    expect(steps.slice(0, 4)).toEqual(QUALITY_STEPS.map((quality) => ({ width: 2400, height: 1800, quality })));
    expect(steps[4]).toEqual({ width: 1680, height: 1260, quality: 0.9 });
    const longEdges = [...new Set(steps.map((s) => Math.max(s.width, s.height)))];
    expect(longEdges).toEqual([...longEdges].sort((a, b) => b - a));
    expect(longEdges.at(-1)).toBe(COVER_MIN_LONG_EDGE);
    expect(steps.every((s) => Math.abs(s.width / s.height - 4 / 3) < 0.01)).toBe(true);
    // A small photo is tried at its own size only, then smaller only if it must.
    expect(attempts(300, 200)).toEqual(QUALITY_STEPS.map((quality) => ({ width: 300, height: 200, quality })));
  });

  /** A stand-in encoder: bytes grow with pixels and quality, as JPEG's do (about 1.4 bytes a pixel at 0.9 for a busy photo). */
  const model = (bytesPerPixelAt09: number) => {
    const tried: Attempt[] = [];
    const encode = (attempt: Attempt) => {
      tried.push(attempt);
      const size = Math.round(attempt.width * attempt.height * bytesPerPixelAt09 * (attempt.quality / 0.9) ** 3);
      return Promise.resolve({ size });
    };
    return { tried, encode };
  };

  it('stops at the first step that fits', async () => {
    const { tried, encode } = model(1.4);
    const fitted = await fitToBudget(4000, 3000, 10 * 1024 * 1024, encode);
    expect(fitted).toMatchObject({ attempt: { width: 2400, height: 1800, quality: 0.9 }, tries: 1 });
    expect(tried).toHaveLength(1);
  });

  it('lowers the quality before the size, and skips a size’s lower qualities when it is far too large', async () => {
    const near = model(1.4);
    // 2400 × 1800 at 0.9 is about 6 MB: 0.8 (about 4.2 MB) fits 5 MB.
    expect(await fitToBudget(4000, 3000, 5 * 1024 * 1024, near.encode)).toMatchObject({ attempt: { width: 2400, quality: 0.8 }, tries: 2 });
    const far = model(1.4);
    // 1 MB: 6 MB is over twice the budget, so 2400 is left at once; 1680 × 1260 at 0.9 (3 MB) too; 1176 × 882 fits at 0.8 or below.
    const fitted = await fitToBudget(4000, 3000, 1024 * 1024, far.encode);
    expect(far.tried.map((t) => `${t.width}@${t.quality}`)).toEqual(['2400@0.9', '1680@0.9', '1176@0.9', '1176@0.8']);
    expect(fitted).toMatchObject({ attempt: { width: 1176, quality: 0.8 }, tries: 4 });
  });

  it('gives up in plain words when even the smallest step is too large', async () => {
    const { encode } = model(1.4);
    expect(await fitToBudget(4000, 3000, 1000, encode)).toBeNull();
    expect(english.formatMessage(COVER_WORDS.cannotFit)).toMatch(/larger than the memorial service takes/);
  });

  it('says sizes as a person reads them', () => {
    expect(byteSize(12 * 1024 * 1024 + 200_000, english)).toBe('12.2 MB');
    expect(byteSize(380 * 1024, english)).toBe('380 KB');
    expect(byteSize(10, english)).toBe('1 KB');
  });
});
