import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../../shared/i18n/intl';
import { resolveLocale, type LanguageChoice } from '../../shared/locale/resolve';

/**
 * The formatter the core would use with this choice on a system speaking `system` (English in the
 * United States unless a test says otherwise), as CoreIntl resolves it.
 */
export function intlIn(choice: LanguageChoice = 'system', system: readonly string[] = ['en-US'], regional: string | null = null): Promise<IntlShape> {
  return intlFor(resolveLocale({ choice, systemLanguages: system, regional }));
}
