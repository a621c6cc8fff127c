import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJpegInfo, readPngSize, sniffImageKind, storedSize } from '../../shared/image-bytes';
import { withExif, withXmpAndComment } from '../fixtures/exif';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'fixtures', name)));
const jpeg = fixture('cover-base.jpg');
const png = fixture('cover-small.png');

describe('the kind of a photo, by its first bytes', () => {
  it('knows JPEG, PNG, WebP, HEIC and GIF whatever the file is called, and nothing else', () => {
    expect(sniffImageKind(jpeg)).toBe('jpeg');
    expect(sniffImageKind(png)).toBe('png');
    const ascii = (text: string) => new Uint8Array([...text].map((c) => c.charCodeAt(0)));
    expect(sniffImageKind(ascii('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(sniffImageKind(ascii('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00'))).toBe('heic');
    expect(sniffImageKind(ascii('\x00\x00\x00\x18ftypmif1\x00\x00\x00\x00'))).toBe('heic');
    expect(sniffImageKind(ascii('GIF89a'))).toBe('gif');
    expect(sniffImageKind(ascii('%PDF-1.7 a letter, not a photo'))).toBeNull();
    expect(sniffImageKind(ascii('\x00\x00\x00\x18ftypisom'))).toBeNull(); // a video
    expect(sniffImageKind(new Uint8Array())).toBeNull();
  });
});

describe('a JPEG’s header', () => {
  it('gives the stored size of a plain JPEG, orientation 1, and no metadata', () => {
    expect(readJpegInfo(jpeg)).toEqual({ width: 60, height: 40, orientation: 1, metadata: [] });
    expect(storedSize(jpeg)).toEqual({ width: 60, height: 40 });
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('reads EXIF orientation %i', (orientation) => {
    const info = readJpegInfo(withExif(jpeg, orientation));
    expect(info).toMatchObject({ width: 60, height: 40, orientation });
  });

  it('finds EXIF with GPS, XMP and comments', () => {
    expect(readJpegInfo(withExif(jpeg, 6))!.metadata).toEqual(['exif', 'gps']);
    expect(readJpegInfo(withExif(jpeg, 6, { gps: false }))!.metadata).toEqual(['exif']);
    expect(readJpegInfo(withXmpAndComment(jpeg))!.metadata).toEqual(['xmp', 'comment']);
  });

  it('stops calmly at broken bytes, keeping what it read', () => {
    const cut = withExif(jpeg, 6).subarray(0, 40);
    expect(readJpegInfo(cut)).toEqual({ width: null, height: null, orientation: 1, metadata: [] });
    expect(readJpegInfo(png)).toBeNull();
  });
});

describe('a PNG’s header', () => {
  it('gives its size', () => {
    expect(readPngSize(png)).toEqual({ width: 30, height: 20 });
    expect(storedSize(png)).toEqual({ width: 30, height: 20 });
    expect(readPngSize(jpeg)).toBeNull();
  });
});
