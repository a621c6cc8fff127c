/**
 *   node --import tsx electron/packaging/icons.ts [OUT_DIR]     (npm run icons)
 * The app's icon at every size each platform wants, from the one source image in the repository
 * (assets/icon.png, 1024×1024), into build/icons/ (not kept in git: `npm run dist` makes them):
 * - icon.ico for Windows (the app, its installers, the uninstaller): 16 to 256 px, the small
 *   sizes as 32-bit bitmaps with an AND mask (every Windows tool and NSIS read those), 256 as PNG;
 * - icon.icns for macOS: 16 to 1024 px, each with its Retina twin, as PNG entries;
 * - png/NxN.png for Linux (the AppImage and the deb install them into the hicolor theme).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { decodePng, encodePng, shrink, type Image } from './png';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const ICON_SOURCE = join(ROOT, 'assets', 'icon.png');
export const ICONS_DIR = join(ROOT, 'build', 'icons');

export const WINDOWS_SIZES = [16, 20, 24, 32, 40, 48, 64, 96, 128, 256] as const;
/** Each ICNS entry type and its pixel size (ic10 to ic14 are the Retina twins of the ones before). */
export const MAC_ENTRIES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
] as const;
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512] as const;

/** Every file `iconFiles` makes, by its path under the icons folder. */
export const ICON_FILE_NAMES: readonly string[] = ['icon.ico', 'icon.icns', ...LINUX_SIZES.map((size) => `png/${size}x${size}.png`)];

/** A 32-bit BMP as an ICO entry holds it: bottom-up BGRA rows, then a 1-bit mask (set = see-through). */
function icoBitmap(image: Image): Buffer {
  const { width, height, data } = image;
  const maskStride = Math.ceil(width / 32) * 4;
  const header = Buffer.alloc(40);
  header.writeUInt32LE(40, 0);
  header.writeInt32LE(width, 4);
  header.writeInt32LE(height * 2, 8);
  header.writeUInt16LE(1, 12);
  header.writeUInt16LE(32, 14);
  header.writeUInt32LE(width * height * 4 + maskStride * height, 20);
  const pixels = Buffer.alloc(width * height * 4);
  const mask = Buffer.alloc(maskStride * height);
  for (let y = 0; y < height; y++) {
    const row = height - 1 - y;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const to = (row * width + x) * 4;
      pixels[to] = data[from + 2]!;
      pixels[to + 1] = data[from + 1]!;
      pixels[to + 2] = data[from]!;
      pixels[to + 3] = data[from + 3]!;
      if (data[from + 3] === 0) mask[row * maskStride + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  return Buffer.concat([header, pixels, mask]);
}

export function icoFile(images: readonly Image[]): Buffer {
  const entries = images.map((image) => (image.width >= 256 ? encodePng(image) : icoBitmap(image)));
  const directory = Buffer.alloc(6 + 16 * images.length);
  directory.writeUInt16LE(0, 0);
  directory.writeUInt16LE(1, 2);
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach((image, i) => {
    const at = 6 + 16 * i;
    // 0 means 256 in the one byte each dimension has.
    directory[at] = image.width >= 256 ? 0 : image.width;
    directory[at + 1] = image.height >= 256 ? 0 : image.height;
    directory.writeUInt16LE(1, at + 4);
    directory.writeUInt16LE(32, at + 6);
    directory.writeUInt32LE(entries[i]!.length, at + 8);
    directory.writeUInt32LE(offset, at + 12);
    offset += entries[i]!.length;
  });
  return Buffer.concat([directory, ...entries]);
}

export function icnsFile(entries: readonly { type: string; png: Buffer }[]): Buffer {
  const parts = entries.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

/** Every icon file, by its path under the icons folder. */
export function iconFiles(source: Image): Map<string, Buffer> {
  if (source.width !== 1024 || source.height !== 1024) {
    throw new Error(`The icon's source image must be 1024×1024 pixels; this one is ${source.width}×${source.height}.`);
  }
  const sized = new Map<number, Image>([[1024, source]]);
  const at = (size: number): Image => {
    let image = sized.get(size);
    if (!image) sized.set(size, (image = shrink(source, size, size)));
    return image;
  };
  const pngs = new Map<number, Buffer>();
  const png = (size: number): Buffer => {
    let file = pngs.get(size);
    if (!file) pngs.set(size, (file = encodePng(at(size))));
    return file;
  };
  const files = new Map<string, Buffer>();
  files.set('icon.ico', icoFile(WINDOWS_SIZES.map(at)));
  files.set('icon.icns', icnsFile(MAC_ENTRIES.map(([type, size]) => ({ type, png: png(size) }))));
  for (const size of LINUX_SIZES) files.set(`png/${size}x${size}.png`, png(size));
  return files;
}

/** Writes every icon file into `outDir`; returns their paths. */
export async function writeIcons(sourceFile: string = ICON_SOURCE, outDir: string = ICONS_DIR): Promise<string[]> {
  const files = iconFiles(decodePng(await readFile(sourceFile)));
  const written: string[] = [];
  for (const [name, bytes] of files) {
    const path = join(outDir, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    written.push(path);
  }
  return written;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const written = await writeIcons(ICON_SOURCE, process.argv[2] ? resolve(process.argv[2]) : ICONS_DIR);
  console.log(`icons: wrote ${written.length} files from ${ICON_SOURCE}`);
}
