import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { places } from '../ui/places';
import { Screen } from '../ui/Screen';
import { SHELL_WORDS as words } from './shell-words';

/** An address the app does not know (an old link, a typing mistake): say so, and offer the way home. */
export function NotFound() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage(words.notFoundTitle)}>
      <p className="lead">
        <FormattedMessage {...words.notFound} />
      </p>
      <p>
        <Link {...places.home} className="link-alone">
          <FormattedMessage {...words.notFoundHome} />
        </Link>
      </p>
    </Screen>
  );
}
