/**
 * Just enough PNG for the app's icons: read the one source image (8-bit RGB or RGBA, not
 * interlaced, as every drawing program saves it), shrink it, and write 8-bit RGBA PNGs.
 *
 * Hand-written on purpose: nothing installed here shrinks an image (pngjs arrives only as a
 * dependency of qrcode, and reads and writes without resizing; sharp and its native binaries are
 * not a dependency), and the ICO and ICNS containers need their own few lines anyway. node:zlib
 * does the compression and the checksums.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** Pixels as RGBA bytes, row by row, not premultiplied. */
export interface Image {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function decodePng(file: Uint8Array): Image {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (bytes.length < 8 || !bytes.subarray(0, 8).equals(SIGNATURE)) throw new Error('This is not a PNG file.');
  let offset = 8;
  let header: { width: number; height: number; bitDepth: number; colorType: number; interlace: number } | null = null;
  const compressed: Buffer[] = [];
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
    if (type === 'IHDR') {
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitDepth: body[8]!, colorType: body[9]!, interlace: body[12]! };
    } else if (type === 'IDAT') {
      compressed.push(body);
    } else if (type === 'IEND') {
      break;
    }
  }
  if (!header) throw new Error('This PNG file has no header.');
  const { width, height, bitDepth, colorType, interlace } = header;
  if (bitDepth !== 8 || (colorType !== 6 && colorType !== 2) || interlace !== 0) {
    throw new Error('The icon must be saved as an 8-bit RGB or RGBA PNG, not interlaced.');
  }
  const channels = colorType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = inflateSync(Buffer.concat(compressed));
  if (raw.length < (stride + 1) * height) throw new Error('This PNG file is cut short.');
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    unfilter(filter, line, out, above, channels);
  }
  if (channels === 4) return { width, height, data: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    rgba[j] = pixels[i]!;
    rgba[j + 1] = pixels[i + 1]!;
    rgba[j + 2] = pixels[i + 2]!;
    rgba[j + 3] = 255;
  }
  return { width, height, data: rgba };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function unfilter(filter: number, line: Uint8Array, out: Uint8Array, above: Uint8Array, bpp: number): void {
  for (let i = 0; i < line.length; i++) {
    const left = i >= bpp ? out[i - bpp]! : 0;
    const up = above[i]!;
    const upLeft = i >= bpp ? above[i - bpp]! : 0;
    const x = line[i]!;
    switch (filter) {
      case 0: out[i] = x; break;
      case 1: out[i] = (x + left) & 0xff; break;
      case 2: out[i] = (x + up) & 0xff; break;
      case 3: out[i] = (x + ((left + up) >> 1)) & 0xff; break;
      case 4: out[i] = (x + paeth(left, up, upLeft)) & 0xff; break;
      default: throw new Error(`This PNG file uses an unknown filter (${filter}).`);
    }
  }
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** An 8-bit RGBA PNG; each row with the filter that leaves it smallest (the usual heuristic). */
export function encodePng(image: Image): Buffer {
  const { width, height, data } = image;
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const line = data.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? data.subarray((y - 1) * stride, y * stride) : new Uint8Array(stride);
    let bestScore = Infinity;
    for (let filter = 0; filter <= 4; filter++) {
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const left = i >= 4 ? line[i - 4]! : 0;
        const up = above[i]!;
        const upLeft = i >= 4 ? above[i - 4]! : 0;
        const predicted = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : paeth(left, up, upLeft);
        const value = (line[i]! - predicted) & 0xff;
        candidate[i] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < bestScore) {
        bestScore = score;
        raw[y * (stride + 1)] = filter;
        raw.set(candidate, y * (stride + 1) + 1);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Shrinks an image by averaging the area each new pixel covers (edges by the fraction they
 * cover), with premultiplied alpha so transparent pixels do not darken the edges. The right
 * filter for making icons smaller; it never enlarges.
 */
export function shrink(image: Image, width: number, height: number): Image {
  if (width > image.width || height > image.height) throw new Error(`The source image (${image.width}×${image.height}) is smaller than ${width}×${height}.`);
  const premultiplied = new Float64Array(image.width * image.height * 4);
  for (let i = 0; i < image.data.length; i += 4) {
    const alpha = image.data[i + 3]! / 255;
    premultiplied[i] = image.data[i]! * alpha;
    premultiplied[i + 1] = image.data[i + 1]! * alpha;
    premultiplied[i + 2] = image.data[i + 2]! * alpha;
    premultiplied[i + 3] = image.data[i + 3]!;
  }
  const across = averageAlong(premultiplied, image.width, image.height, width, true);
  const both = averageAlong(across, width, image.height, height, false);
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = both[i + 3]!;
    const unmultiply = alpha > 0 ? 255 / alpha : 0;
    data[i] = clampByte(both[i]! * unmultiply);
    data[i + 1] = clampByte(both[i + 1]! * unmultiply);
    data[i + 2] = clampByte(both[i + 2]! * unmultiply);
    data[i + 3] = clampByte(alpha);
  }
  return { width, height, data };
}

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

/** One pass of the area average, along rows (`horizontal`) or columns. */
function averageAlong(source: Float64Array, width: number, height: number, size: number, horizontal: boolean): Float64Array {
  const from = horizontal ? width : height;
  const lines = horizontal ? height : width;
  const outWidth = horizontal ? size : width;
  const out = new Float64Array((horizontal ? size * height : width * size) * 4);
  const scale = from / size;
  for (let line = 0; line < lines; line++) {
    for (let o = 0; o < size; o++) {
      const start = o * scale;
      const end = start + scale;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let s = Math.floor(start); s < Math.ceil(end); s++) {
        const weight = Math.min(end, s + 1) - Math.max(start, s);
        const index = (horizontal ? line * width + s : s * width + line) * 4;
        r += source[index]! * weight;
        g += source[index + 1]! * weight;
        b += source[index + 2]! * weight;
        a += source[index + 3]! * weight;
      }
      const target = (horizontal ? line * outWidth + o : o * outWidth + line) * 4;
      out[target] = r / scale;
      out[target + 1] = g / scale;
      out[target + 2] = b / scale;
      out[target + 3] = a / scale;
    }
  }
  return out;
}
