/**
 * Which addresses Memorial Desk hands to the system browser. Used by Electron's main (links the
 * window may not show), by the core's `app.openExternal`, and by browser mode's launcher.
 */

/**
 * Whether an address may be handed to the system browser: http(s) only, with a host, without
 * credentials, and without whitespace or control characters (which the URL parser would quietly
 * drop, so the person would not open what they saw).
 */
export function isSafeExternalUrl(url: string): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > 4000) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username !== '' || parsed.password !== '') return false;
  return parsed.hostname !== '';
}
