/**
 * `memorialdesk://` links: a page, an email or another program opens one, the system hands it to
 * Memorial Desk (the desktop: electron/desktop/deep-link.ts; the phone: mobile/native/lifecycle.ts),
 * and the app goes to that place through its own router. A link only ever chooses a place to
 * show; it never does anything there.
 */
import { BRIDGE_EVENTS } from './bridge';

export const LINK_SCHEME = 'memorialdesk';

/**
 * The app's path for a link: `memorialdesk://memorials/12/tributes` → `/memorials/12/tributes`,
 * `memorialdesk://inbox` → `/inbox`, `memorialdesk:///inbox?tab=pending` → `/inbox?tab=pending`.
 * Null for anything else: another scheme, characters a path of the app never has, `..` or `//`
 * (so the router never sees a path it must normalise), a fragment, or more than 500 characters.
 */
export function deepLinkPath(link: string): string | null {
  if (typeof link !== 'string' || link.length > 600) return null;
  const prefix = `${LINK_SCHEME}:`;
  if (link.slice(0, prefix.length).toLowerCase() !== prefix) return null;
  let rest = link.slice(prefix.length).replace(/^\/+/, '');
  // A link typed as memorialdesk://inbox/ means /inbox; the query keeps its own slashes.
  const query = rest.indexOf('?');
  const pathPart = (query === -1 ? rest : rest.slice(0, query)).replace(/\/+$/, '');
  rest = pathPart + (query === -1 ? '' : rest.slice(query));
  const path = `/${rest}`;
  if (
    path
      .split('?')[0]!
      .split('/')
      .some((segment, i) => i > 0 && (segment === '' || segment === '.' || segment === '..'))
  ) {
    return path === '/' ? path : null;
  }
  return BRIDGE_EVENTS.navigate.safeParse({ path }).success ? path : null;
}
