/**
 * The icons, made from the one source image: every size each platform wants, in containers its
 * tools read. The containers are read back here field by field, by the formats' own rules.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ICON_FILE_NAMES, ICON_SOURCE, iconFiles, LINUX_SIZES, MAC_ENTRIES, WINDOWS_SIZES, writeIcons } from '../../../electron/packaging/icons';
import { decodePng, encodePng, shrink, type Image } from '../../../electron/packaging/png';

let out: string;
let written: string[];
beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'icons-'));
  written = await writeIcons(ICON_SOURCE, out);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const read = (name: string) => readFileSync(join(out, name));

describe('the icon set', () => {
  it('comes from one 1024×1024 source image with transparent corners', () => {
    const source = decodePng(readFileSync(ICON_SOURCE));
    expect([source.width, source.height]).toEqual([1024, 1024]);
    expect(source.data[3]).toBe(0);
    expect(written.map((path) => relative(out, path).replaceAll('\\', '/')).sort()).toEqual([...ICON_FILE_NAMES].sort());
  });

  it('Windows: one .ico with 16 to 256 px, bitmaps with a mask below 256 and a PNG at 256', () => {
    const ico = read('icon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, WINDOWS_SIZES.length]);
    WINDOWS_SIZES.forEach((size, i) => {
      const at = 6 + 16 * i;
      expect(ico[at] || 256).toBe(size);
      expect(ico[at + 1] || 256).toBe(size);
      expect(ico.readUInt16LE(at + 6)).toBe(32);
      const data = ico.subarray(ico.readUInt32LE(at + 12), ico.readUInt32LE(at + 12) + ico.readUInt32LE(at + 8));
      if (size === 256) {
        expect(decodePng(data)).toMatchObject({ width: 256, height: 256 });
      } else {
        // BITMAPINFOHEADER: 40 bytes, the height doubled for the mask, 32 bits, no compression.
        expect([data.readUInt32LE(0), data.readInt32LE(4), data.readInt32LE(8), data.readUInt16LE(14), data.readUInt32LE(16)]).toEqual([40, size, size * 2, 32, 0]);
        expect(data.length).toBe(40 + size * size * 4 + Math.ceil(size / 32) * 4 * size);
        // The bottom-left corner is transparent, in the pixels (bottom row first) and in the mask.
        expect(data[40 + 3]).toBe(0);
        expect(data[40 + size * size * 4]! & 0x80).toBe(0x80);
      }
    });
  });

  it('macOS: one .icns with every size from 16 to 1024 and its Retina twin, as PNGs', () => {
    const icns = read('icon.icns');
    expect(icns.toString('latin1', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const entries: [string, number][] = [];
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      const png = decodePng(icns.subarray(at + 8, at + icns.readUInt32BE(at + 4)));
      expect(png.height).toBe(png.width);
      entries.push([icns.toString('latin1', at, at + 4), png.width]);
    }
    expect(entries).toEqual(MAC_ENTRIES.map(([type, size]) => [type, size]));
  });

  it('Linux: a PNG per size, named as the desktop’s icon theme wants', () => {
    for (const size of LINUX_SIZES) expect(decodePng(read(`png/${size}x${size}.png`))).toMatchObject({ width: size, height: size });
  });

  it('refuses a source that is not 1024×1024, saying so', () => {
    expect(() => iconFiles({ width: 512, height: 512, data: new Uint8Array(512 * 512 * 4) })).toThrow(/1024×1024 pixels; this one is 512×512/);
  });
});

describe('shrinking and PNG', () => {
  const solid = (size: number, rgba: number[]): Image => ({ width: size, height: size, data: Uint8Array.from({ length: size * size * 4 }, (_, i) => rgba[i % 4]!) });

  it('averages the area each pixel covers, without darkening transparent edges', () => {
    // Left half opaque red, right half transparent black: the middle column is half-covered red.
    const image: Image = { width: 4, height: 1, data: Uint8Array.from([255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0]) };
    const half = shrink(image, 2, 1);
    expect([...half.data]).toEqual([255, 0, 0, 255, 0, 0, 0, 0]);
    const third = shrink({ width: 3, height: 1, data: Uint8Array.from([255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0]) }, 2, 1);
    expect([...third.data]).toEqual([255, 0, 0, 170, 0, 0, 0, 0]);
    expect([...shrink(solid(48, [10, 20, 30, 255]), 16, 16).data.subarray(0, 4)]).toEqual([10, 20, 30, 255]);
  });

  it('writes PNGs it reads back exactly', () => {
    const image = shrink(decodePng(readFileSync(ICON_SOURCE)), 64, 64);
    expect(decodePng(encodePng(image))).toEqual(image);
  });
});
