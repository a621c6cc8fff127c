import { Link } from '@tanstack/react-router';
import type { AccountInfo } from '../../../shared/bridge';
import { places } from '../../ui/places';
import { usePendingTributes } from './memorial-data';

/**
 * The other parts of looking after a memorial, each at its agreed place (ui/places.ts): tributes
 * (with how many wait for approval), the memorial fund, announcements and events, the Memorial
 * Book and archive, and visits.
 */
export function MemorialAreas({ account, memorialId, countTributes = true }: { account: AccountInfo; memorialId: number; countTributes?: boolean }) {
  // A memorial just created has no tributes yet: its count waits (the request budget is small).
  const waiting = usePendingTributes(account, memorialId, countTributes);
  const tributeWords = waiting === null ? 'Tributes' : waiting === 0 ? 'Tributes (none waiting for you)' : `Tributes: ${waiting} waiting for your approval`;
  return (
    <nav className="memorial-areas" aria-label="Looking after this memorial">
      <h2>Looking after it</h2>
      <ul className="memorial-areas__list">
        <li>
          <Link {...places.tributes(memorialId)} className={waiting ? 'memorial-areas__link memorial-areas__link--waiting' : 'memorial-areas__link'}>
            {tributeWords}
          </Link>
          <span className="memorial-areas__about">Read, approve, pin or hide what visitors wrote.</span>
        </li>
        <li>
          <Link {...places.fund(memorialId)} className="memorial-areas__link">
            Memorial fund
          </Link>
          <span className="memorial-areas__about">A message and links for donations (a Premium memorial).</span>
        </li>
        <li>
          <Link {...places.posts(memorialId)} className="memorial-areas__link">
            Announcements and events
          </Link>
          <span className="memorial-areas__about">News for visitors, and events they can reply to.</span>
        </li>
        <li>
          <Link {...places.exports(memorialId)} className="memorial-areas__link">
            Memorial Book and archive
          </Link>
          <span className="memorial-areas__about">A book of the tributes to print or keep, and a copy of everything.</span>
        </li>
        <li>
          <Link {...places.visits(memorialId)} className="memorial-areas__link">
            Visits
          </Link>
          <span className="memorial-areas__about">How often the page was visited (never who visited).</span>
        </li>
      </ul>
    </nav>
  );
}
