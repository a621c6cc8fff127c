import type { Memorial } from '../../../shared/api/business';

const WORDS: Record<Memorial['status'], string> = {
  awaiting_family: 'Waiting for the family',
  in_progress: 'Being prepared',
  live: 'Live',
};

/** A funeral home's memorial state in words. */
export function businessStatusWords(status: Memorial['status']): string {
  return WORDS[status];
}
