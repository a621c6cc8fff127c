import { Link } from '@tanstack/react-router';
import type { NavEntry } from '../ui/feature';

/**
 * One entry of the main navigation, with its count when it has one ("Tributes 3"): in the bar
 * across a wide window and in the Menu of a narrow one, the same link.
 */
export function NavLink({ entry, className = 'app-nav__link' }: { entry: NavEntry; className?: string }) {
  const count = entry.useCount?.() ?? null;
  return (
    <Link to={entry.to} className={className} activeProps={{ 'aria-current': 'page' }}>
      {entry.label}
      {count ? (
        <span className="app-nav__count">
          {' '}
          {count}
          <span className="visually-hidden"> {entry.countWords ?? ''}</span>
        </span>
      ) : null}
    </Link>
  );
}
