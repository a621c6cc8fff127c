import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { PersonalMemorial } from '../../../shared/api/memorials';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { useAppStore } from '../../data/app-state';
import { dismissChange, useLaidOver, useRefusedChanges, useUnfinishedChanges } from '../../data/outbox';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ExternalLink } from '../../ui/ExternalLink';
import { lifeDates } from '../../ui/format';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { withChange, type ShownMemorial } from './memorial-data';
import { personalStatus } from './memorial-status';

/** How often the list is refreshed in the background while it is open (a check may finish). */
export const MY_MEMORIALS_REFRESH_MS = 60_000;
// The same read the inbox sweep and the sign-in make, so one answer serves all three.
const PER_PAGE = 100;

/** A family's memorials: what each one is called and whether it is public, in plain words. */
export function MyMemorials({ account }: { account: AccountInfo }) {
  const { query, refresh } = useRead({
    accountId: account.id,
    name: 'listMyMemorials',
    input: { query: { per_page: PER_PAGE } },
    refetchInterval: MY_MEMORIALS_REFRESH_MS,
    enabled: account.signedIn,
  });
  const fromService = query.data?.data;
  const total = query.data?.meta.total ?? 0;
  const waiting = useUnfinishedChanges({ accountId: account.id, operations: ['updateMyMemorial'] });
  const refused = useRefusedChanges({ accountId: account.id, operations: ['updateMyMemorial'] });
  const start = useCallback((memorial: PersonalMemorial): ShownMemorial => ({ ...memorial, waiting: [] }), []);
  const shown = useLaidOver(fromService?.map(start), waiting, (memorial, change) => change.memorialId === memorial.id, withChange);
  useAnnounceChanges(fromService);
  const memorials = shown?.filter((memorial) => !memorial.is_deleted);
  const deleted = shown?.filter((memorial) => memorial.is_deleted) ?? [];

  return (
    <Screen
      title="My memorials"
      loading={query.isPending && account.signedIn ? 'Loading your memorials…' : null}
      read={{ account, what: 'your memorials', query, refresh }}
      checkNow
    >
      {memorials ? (
        <div className="screen-actions">
          <Link {...places.newMemorial} className="button button--primary">
            Create a memorial
          </Link>
          <Link {...places.onboardingLink} className="button button--secondary">
            Make a link for someone else to start one
          </Link>
        </div>
      ) : null}
      {memorials && memorials.length === 0 ? (
        <EmptyState title={deleted.length > 0 ? 'You don’t look after any other memorials.' : "You don't look after any memorials yet."}>
          <p>Create one here, or on the memorial service&rsquo;s website. When a funeral home invites you to look after one, it appears here too.</p>
        </EmptyState>
      ) : null}
      {memorials && memorials.length > 0 ? (
        <>
          {shown && total > shown.length ? (
            <p className="hint">
              Showing the {shown.length} most recent of your {total} memorials.
            </p>
          ) : null}
          <ul className="cards" aria-label="Your memorials">
            {memorials.map((memorial) => (
              <MemorialCard key={memorial.id} memorial={memorial} refused={refused.filter((change) => change.memorialId === memorial.id)} />
            ))}
          </ul>
        </>
      ) : null}
      {deleted.length > 0 ? (
        <section className="deleted-memorials" aria-labelledby="deleted-memorials">
          <h2 id="deleted-memorials">Deleted memorials</h2>
          <p className="hint">
            These are no longer shown to anyone. Each can be recovered from your dashboard on the memorial service&rsquo;s website until the date it gives.
          </p>
          <ul className="cards" aria-label="Deleted memorials">
            {deleted.map((memorial) => (
              <MemorialCard key={memorial.id} memorial={memorial} refused={refused.filter((change) => change.memorialId === memorial.id)} />
            ))}
          </ul>
        </section>
      ) : null}
    </Screen>
  );
}

function memorialName(memorial: PersonalMemorial): string {
  return memorial.deceased_name ?? 'Name not given yet';
}

/** "The memorial for Harold Brennan is now live." — what changed since the last answer, in a sentence. */
export function stateChangeSentence(memorial: PersonalMemorial): string {
  const status = personalStatus(memorial);
  const which = memorial.deceased_name ? `The memorial for ${memorial.deceased_name}` : 'A memorial with no name yet';
  // "live" only on the service's word (a public address after the check passed), as everywhere.
  return status.tone === 'live' ? `${which} is now live.` : `${which} has changed: ${status.words}.`;
}

/**
 * A check may finish, or a memorial go live, while the list is open: the card changes in place,
 * which a screen reader would not notice. Says it once, politely, for each memorial whose state
 * changed between two answers; the first answer is just the list, and says nothing.
 */
function useAnnounceChanges(memorials: readonly PersonalMemorial[] | undefined): void {
  const announce = useAppStore((s) => s.announce);
  const seen = useRef<Map<number, string> | null>(null);
  useEffect(() => {
    if (!memorials) return;
    const previous = seen.current;
    seen.current = new Map(memorials.map((memorial) => [memorial.id, personalStatus(memorial).words]));
    if (previous === null) return;
    const changed = memorials.filter((memorial) => {
      const before = previous.get(memorial.id);
      return before !== undefined && before !== personalStatus(memorial).words;
    });
    if (changed.length > 0) announce(changed.map(stateChangeSentence).join(' '));
  }, [memorials, announce]);
}

function MemorialCard({ memorial, refused }: { memorial: ShownMemorial; refused: OutboxEntry[] }) {
  const status = personalStatus(memorial);
  const dates = lifeDates(memorial.birth_date, memorial.death_date);
  const headingId = `memorial-${memorial.id}`;
  return (
    <li className={`card card--${status.tone}`}>
      <article aria-labelledby={headingId}>
        <h2 className="card__name" id={headingId}>
          <Link {...places.memorial(memorial.id)} className="card__open">
            {memorialName(memorial)}
          </Link>
        </h2>
        {dates ? <p className="card__dates">{dates}</p> : null}
        {memorial.title ? <p className="card__title">{memorial.title}</p> : null}
        <p className={`status status--${status.tone}`}>
          <span className="visually-hidden">Status: </span>
          {status.words}
        </p>
        {status.detail ? <p className="card__reason">{status.detail}</p> : null}
        {refused.map((change) => (
          <div key={change.id} className="card__refused" role="status">
            <p>
              <strong>This change was not made:</strong> {change.message}
            </p>
            <Button variant="quiet" onClick={() => void dismissChange(change.id)}>
              Dismiss
            </Button>
          </div>
        ))}
        {memorial.waiting.length > 0 ? (
          <p className="card__waiting">
            {memorial.waiting.length === 1 ? 'A change is waiting to be sent.' : `${memorial.waiting.length} changes are waiting to be sent.`} What you see here
            includes {memorial.waiting.length === 1 ? 'it' : 'them'}.
          </p>
        ) : null}
        {status.tone === 'live' && memorial.url ? (
          <p className="card__link">
            <ExternalLink href={memorial.url}>{`Public page of ${memorial.deceased_name ?? 'this memorial'}`}</ExternalLink>
            <span className="card__address address">{memorial.url}</span>
          </p>
        ) : null}
      </article>
    </li>
  );
}
