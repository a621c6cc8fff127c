import type { Memorial } from './api/business';

/**
 * A funeral home's memorial state in words (spec 2.4: invited and waiting; being written or
 * checked; published): one wording for the screens and for the spreadsheet the core saves.
 */
export const BUSINESS_STATUS_WORDS: Record<Memorial['status'], string> = {
  awaiting_family: 'Waiting on the family',
  in_progress: 'Being written, not live yet',
  live: 'Live',
};
