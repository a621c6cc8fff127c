import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useWords, type NavEntry } from '../ui/feature';

/** Between the entry's name and its count: a space between words, in every language. */
const WORD_SPACE = ' ';

/**
 * One entry of the main navigation, with its count when it has one ("Tributes 3"): in the bar
 * across a wide window and in the Menu of a narrow one, the same link (there with its arrow).
 */
export function NavLink({ entry, className = 'app-nav__link', arrow = false }: { entry: NavEntry; className?: string; arrow?: boolean }) {
  const intl = useIntl();
  const worded = useWords();
  const count = entry.useCount?.() ?? null;
  return (
    <Link to={entry.to} className={className} activeProps={{ 'aria-current': 'page' }}>
      {/* An element of its own: the link lays out its parts as boxes (a grid in the Menu), and
          words loose beside an element's box would be a box with no space kept between them. */}
      <span className="app-nav__name">{worded(entry.label)}</span>
      {count ? (
        <span className="app-nav__count">
          {WORD_SPACE}
          {intl.formatNumber(count)}
          <span className="visually-hidden"> {entry.countWords ? worded(entry.countWords) : ''}</span>
        </span>
      ) : null}
      {arrow ? <PlaceArrow /> : null}
    </Link>
  );
}

/**
 * The Menu's "›" at the end of a place: an element of its own (drawn by menu.css, never read), so
 * the layout keeps it beside the name's last line and a test can find its box.
 */
export function PlaceArrow() {
  return <span className="menu-sheet__arrow" aria-hidden="true" />;
}
