import { Link } from '@tanstack/react-router';
import { places } from '../ui/places';
import { Screen } from '../ui/Screen';

/** An address the app does not know (an old link, a typing mistake): say so, and offer the way home. */
export function NotFound() {
  return (
    <Screen title="This page is not here">
      <p className="lead">Memorial Desk has no page at this address. It may have moved, or the link may be incomplete.</p>
      <p>
        <Link {...places.home} className="link-alone">
          Go to the start
        </Link>
      </p>
    </Screen>
  );
}
