import type { IntlShape } from 'react-intl';
import type { Memorial } from '../../../shared/api/business';
import { STATUS_WORDS } from './desk-words';

/** A funeral home's memorial state in words (spec 2.4: invited and waiting; being written or checked; published). */
export function businessStatusWords(intl: IntlShape, status: Memorial['status']): string {
  return intl.formatMessage(STATUS_WORDS.status, { status });
}

/** What a state means for the family, in a sentence. */
export function businessStatusMeaning(intl: IntlShape, status: Memorial['status']): string {
  return intl.formatMessage(STATUS_WORDS.meaning, { status });
}
