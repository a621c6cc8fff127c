import { LIMITS } from '../../shared/limits';

/**
 * Laravel-style `links` and `meta` of the personal-tier lists (their shape is "not shown" in the
 * spec; this is the sandbox's documented choice).
 */
export function personalPage(opts: { page?: number; per_page?: number; total: number; url: string; extraQuery?: Record<string, string> }) {
  const page = opts.page ?? 1;
  const perPage = opts.per_page ?? LIMITS.perPage.personalDefault;
  const lastPage = Math.max(1, Math.ceil(opts.total / perPage));
  const offset = (page - 1) * perPage;
  const pageUrl = (n: number) => {
    const query = new URLSearchParams({ ...opts.extraQuery, page: String(n), per_page: String(perPage) });
    return `${opts.url}?${query.toString()}`;
  };
  const shownOnPage = Math.max(0, Math.min(perPage, opts.total - offset));
  return {
    offset,
    limit: perPage,
    links: {
      first: pageUrl(1),
      last: pageUrl(lastPage),
      prev: page > 1 ? pageUrl(Math.min(page - 1, lastPage)) : null,
      next: page < lastPage ? pageUrl(page + 1) : null,
    },
    meta: {
      current_page: page,
      from: shownOnPage > 0 ? offset + 1 : null,
      to: shownOnPage > 0 ? offset + shownOnPage : null,
      per_page: perPage,
      total: opts.total,
      last_page: lastPage,
    },
  };
}
