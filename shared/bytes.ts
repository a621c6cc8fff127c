/**
 * Bytes as plain Uint8Array, with what a phone's WebView and Node both have (btoa, atob,
 * crypto.getRandomValues): base64 for a logo as a data: address and a cover photo's pieces as they
 * cross the bridge, hex for a SHA-256 and a temporary file's name. Base64 is made in slices so a
 * large file never builds one huge argument list.
 */
const SLICE = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

/** Throws on anything that is not base64 (atob's own error). */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The pieces, one after the other, in one array. */
export function concatBytes(pieces: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0));
  let at = 0;
  for (const piece of pieces) {
    whole.set(piece, at);
    at += piece.byteLength;
  }
  return whole;
}

/** Lower-case hex, as `sha256sum` prints it. */
export function hexOf(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** A few random bytes as hex, for a temporary file's name. */
export function randomHex(bytes = 6): string {
  return hexOf(crypto.getRandomValues(new Uint8Array(bytes)));
}
