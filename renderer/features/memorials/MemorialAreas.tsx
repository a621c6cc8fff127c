import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { places } from '../../ui/places';
import { usePendingTributes } from './memorial-data';
import { PAGE_WORDS as words } from './memorials-words';

/**
 * The other parts of looking after a memorial, each at its agreed place (ui/places.ts): tributes
 * (with how many wait for approval), the memorial fund, announcements and events, the Memorial
 * Book and archive, and visits.
 */
export function MemorialAreas({ account, memorialId, countTributes = true }: { account: AccountInfo; memorialId: number; countTributes?: boolean }) {
  // A memorial just created has no tributes yet: its count waits (the request budget is small).
  const waiting = usePendingTributes(account, memorialId, countTributes);
  const intl = useIntl();
  const tributeWords = waiting === null ? intl.formatMessage(words.tributesPlain) : intl.formatMessage(words.tributesLink, { count: waiting });
  return (
    <nav className="memorial-areas" aria-label={intl.formatMessage(words.areasLabel)}>
      <h2>
        <FormattedMessage {...words.areasHeading} />
      </h2>
      <ul className="memorial-areas__list">
        <li>
          <Link {...places.tributes(memorialId)} className={waiting ? 'memorial-areas__link memorial-areas__link--waiting' : 'memorial-areas__link'}>
            {tributeWords}
          </Link>
          <span className="memorial-areas__about">
            <FormattedMessage {...words.tributesAbout} />
          </span>
        </li>
        <li>
          <Link {...places.fund(memorialId)} className="memorial-areas__link">
            <FormattedMessage {...words.fund} />
          </Link>
          <span className="memorial-areas__about">
            <FormattedMessage {...words.fundAbout} />
          </span>
        </li>
        <li>
          <Link {...places.posts(memorialId)} className="memorial-areas__link">
            <FormattedMessage {...words.posts} />
          </Link>
          <span className="memorial-areas__about">
            <FormattedMessage {...words.postsAbout} />
          </span>
        </li>
        <li>
          <Link {...places.exports(memorialId)} className="memorial-areas__link">
            <FormattedMessage {...words.exports} />
          </Link>
          <span className="memorial-areas__about">
            <FormattedMessage {...words.exportsAbout} />
          </span>
        </li>
        <li>
          <Link {...places.visits(memorialId)} className="memorial-areas__link">
            <FormattedMessage {...words.visits} />
          </Link>
          <span className="memorial-areas__about">
            <FormattedMessage {...words.visitsAbout} />
          </span>
        </li>
      </ul>
    </nav>
  );
}
