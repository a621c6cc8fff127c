/**
 * `memorialdesk://` links on the desktop: the system hands one to Memorial Desk (in `process.argv`
 * or a second start's argv on Windows and Linux, in `open-url` on macOS), and the app goes to that
 * place as a `navigate` event. What a link may say is checked in shared/deep-link.ts, the same on
 * the phone.
 */
import { LINK_SCHEME } from '../../shared/deep-link';

export { deepLinkPath, LINK_SCHEME } from '../../shared/deep-link';

/** The link among a start's arguments (Windows and Linux pass it as one of them), if any. */
export function deepLinkInArgs(argv: readonly string[]): string | null {
  for (const arg of argv) {
    if (typeof arg === 'string' && arg.slice(0, LINK_SCHEME.length + 1).toLowerCase() === `${LINK_SCHEME}:`) return arg;
  }
  return null;
}
