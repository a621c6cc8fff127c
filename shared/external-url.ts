/**
 * Which addresses Memorial Desk hands to the system browser (Electron's main for links the window
 * may not show, the core's `app.openExternal`, browser mode's launcher, the phone's in-app
 * browser), and which it sends to itself (the service's address, a download's link).
 */

/**
 * Whether the core may talk to an address itself: https, or plain http only to this computer (the
 * sandbox). A token, and the bytes of a download, travel over nothing else.
 */
export function isHttpsOrThisComputer(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname));
  } catch {
    return false;
  }
}

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
