import type { PersonalMemorial } from '../../../shared/api/memorials';
import type { AccountInfo } from '../../../shared/bridge';
import { ExternalLink } from '../../app/ExternalLink';
import { Flash } from '../../app/Flash';
import { useRead } from '../../app/queries';
import { ReadProblem } from '../../app/ReadProblem';
import { EmptyState } from '../../ui/EmptyState';
import { useFocusOnMount } from '../../ui/focus';
import { lifeDates } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { personalStatus } from './memorial-status';

/** How often the list is refreshed in the background while it is open (a check may finish). */
export const MY_MEMORIALS_REFRESH_MS = 60_000;
const PER_PAGE = 50;

/** A family's memorials: what each one is called and whether it is public, in plain words. */
export function MyMemorials({ account }: { account: AccountInfo }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { query, refresh } = useRead({
    accountId: account.id,
    name: 'listMyMemorials',
    input: { query: { per_page: PER_PAGE } },
    refetchInterval: MY_MEMORIALS_REFRESH_MS,
    enabled: account.signedIn,
  });
  const memorials = query.data?.data;
  const total = query.data?.meta.total ?? 0;

  return (
    <div className="screen">
      <h1 ref={heading} tabIndex={-1}>
        My memorials
      </h1>
      <Flash />
      <LiveMessage>{query.isPending && account.signedIn ? 'Loading your memorials…' : null}</LiveMessage>
      <ReadProblem
        account={account}
        what="your memorials"
        error={query.error}
        hasData={memorials !== undefined}
        dataUpdatedAt={query.dataUpdatedAt}
        retry={() => void refresh()}
      />
      {memorials && memorials.length === 0 ? (
        <EmptyState title="You don't look after any memorials yet.">
          <p>When you create a memorial on the memorial service&rsquo;s website, or a funeral home invites you to look after one, it appears here.</p>
        </EmptyState>
      ) : null}
      {memorials && memorials.length > 0 ? (
        <>
          {total > memorials.length ? (
            <p className="hint">
              Showing the {memorials.length} most recent of your {total} memorials.
            </p>
          ) : null}
          <ul className="cards" aria-label="Your memorials">
            {memorials.map((memorial) => (
              <MemorialCard key={memorial.id} memorial={memorial} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function MemorialCard({ memorial }: { memorial: PersonalMemorial }) {
  const status = personalStatus(memorial);
  const dates = lifeDates(memorial.birth_date, memorial.death_date);
  const headingId = `memorial-${memorial.id}`;
  return (
    <li className={`card card--${status.tone}`}>
      <article aria-labelledby={headingId}>
        <h2 className="card__name" id={headingId}>
          {memorial.deceased_name ?? 'Name not given yet'}
        </h2>
        {dates ? <p className="card__dates">{dates}</p> : null}
        {memorial.title ? <p className="card__title">{memorial.title}</p> : null}
        <p className={`status status--${status.tone}`}>
          <span className="visually-hidden">Status: </span>
          {status.words}
        </p>
        {status.detail ? <p className="card__reason">{status.detail}</p> : null}
        {status.tone === 'live' && memorial.url ? (
          <p className="card__link">
            Public page:{' '}
            <ExternalLink href={memorial.url} context={`— the public page of ${memorial.deceased_name ?? 'this memorial'}`}>
              {memorial.url}
            </ExternalLink>
          </p>
        ) : null}
      </article>
    </li>
  );
}
