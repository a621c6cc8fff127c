/**
 * What the memorials list's address may say (`/desk?q=…&from=…&to=…&page=…&per=…`), read when the
 * route matches: apart from memorials-search.ts, which only the list's screen needs, so the route
 * (made before the first screen) carries no more than this.
 */
import { isRealDate } from '../../../shared/calendar-date';
import { LIMITS } from '../../../shared/limits';
import { searchSchema, textParam, wholeNumberParam } from '../../ui/search-params';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = LIMITS.perPage.businessDefault;

export interface DeskSearch {
  q?: string;
  from?: string;
  to?: string;
  page?: number;
  per?: number;
}

const day = (value: unknown) => (typeof value === 'string' && isRealDate(value) ? value : undefined);
const atLeastOne = (n: number | undefined) => (n !== undefined && n >= 1 ? n : undefined);
const pageSize = (n: number | undefined) => (n !== undefined && (PAGE_SIZES as readonly number[]).includes(n) ? n : undefined);

export const DeskSearch = searchSchema<DeskSearch>((search) => ({
  q: textParam(search.q, 255),
  from: day(search.from),
  to: day(search.to),
  page: atLeastOne(wholeNumberParam(search.page)),
  per: pageSize(wholeNumberParam(search.per)),
}));
