/**
 * Bytes as base64 and back, for what crosses Capacitor's bridge (it carries strings): file
 * contents for @capacitor/filesystem, bodies for the native HTTP plugin. The WebView has btoa and
 * atob, not Node's Buffer; the work is done in slices so a large file never builds one huge
 * argument list.
 */
const SLICE = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** Throws on anything that is not base64 (atob's DOMException). */
export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
