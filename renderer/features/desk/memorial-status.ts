import type { Memorial } from '../../../shared/api/business';
import { BUSINESS_STATUS_WORDS as WORDS } from '../../../shared/business-status';

/** A funeral home's memorial state in words (spec 2.4: invited and waiting; being written or checked; published). */
export function businessStatusWords(status: Memorial['status']): string {
  return WORDS[status];
}

const MEANING: Record<Memorial['status'], string> = {
  awaiting_family: 'The family has been sent an email invitation to write the memorial, and has not taken it up yet.',
  in_progress: 'The memorial is being written or checked. It is not on the web yet.',
  live: 'The memorial is on the web.',
};

/** What a state means for the family, in a sentence. */
export function businessStatusMeaning(status: Memorial['status']): string {
  return MEANING[status];
}
