import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, concatBytes, hexOf, randomHex } from '../../shared/bytes';
import { sha256Hex } from '../../core/features/exports/complete-copy';

describe('bytes without Buffer', () => {
  it('base64 both ways, as Buffer does, for every length and a large file', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 100, 0x8000 + 7, 300_000]) {
      const bytes = new Uint8Array(randomBytes(length));
      const text = bytesToBase64(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64'));
      expect(base64ToBytes(text)).toEqual(bytes);
    }
  });

  it('refuses what is not base64', () => {
    expect(() => base64ToBytes('abcde')).toThrow();
    expect(() => base64ToBytes('ab$d')).toThrow();
  });

  it('joins pieces in order, and spells hex as sha256sum does', () => {
    expect(concatBytes([new Uint8Array([1, 2]), new Uint8Array([]), new Uint8Array([3])])).toEqual(new Uint8Array([1, 2, 3]));
    expect(hexOf(new Uint8Array([0, 15, 255]))).toBe('000fff');
    expect(randomHex()).toMatch(/^[0-9a-f]{12}$/);
    expect(randomHex()).not.toBe(randomHex());
  });

  it('takes SHA-256 with crypto.subtle as Node’s createHash does, of a view into a larger buffer too', async () => {
    const bytes = new Uint8Array(randomBytes(200_000));
    expect(await sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
    const view = bytes.subarray(10, 1010);
    expect(await sha256Hex(view)).toBe(createHash('sha256').update(view).digest('hex'));
    expect(await sha256Hex(new Uint8Array())).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
