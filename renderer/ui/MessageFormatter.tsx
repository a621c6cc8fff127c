import { useIntl } from 'react-intl';
import { setMessageFormatter } from '../data/message-format';

/**
 * Gives the data layer the screens' intl, so the core's messages (a BridgeError's `words`) are
 * formatted in the language on screen (renderer/data/message-format.ts). Rendered first inside
 * IntlRoot's provider; set while rendering, so a change of language holds for everything formatted
 * from the same render on.
 */
export function MessageFormatter(): null {
  setMessageFormatter(useIntl());
  return null;
}
