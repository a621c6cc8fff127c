import type { Context } from 'hono';
import { CONTENT_SECURITY_POLICY } from './layout';

/**
 * What every page at app_url sends: the page's own policy, plus what only a header can say (no
 * other site may frame it). Page addresses can carry secrets (a device code, a share link), so
 * they are kept out of caches and out of Referer headers.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};

/** Answers with a page and the headers every page sends. */
export function sendPage(c: Context, status: 200 | 400 | 403 | 404 | 409 | 410 | 422, html: string): Response {
  for (const [name, value] of Object.entries(PAGE_HEADERS)) c.header(name, value);
  return c.html(html, status);
}
