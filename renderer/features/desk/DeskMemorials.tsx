import { useRef, useState } from 'react';
import type { Memorial } from '../../../shared/api/business';
import type { AccountInfo } from '../../../shared/bridge';
import { useOrganization } from '../../data/organization';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { useDebouncedValue } from '../../ui/debounce';
import { EmptyState } from '../../ui/EmptyState';
import { ExternalLink } from '../../ui/ExternalLink';
import { Field } from '../../ui/Field';
import { formatDate, lifeDates, plural } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import '../../ui/table.css';
import { businessStatusWords } from './memorial-status';

export const SEARCH_DELAY_MS = 400;
export const MEMORIALS_PER_PAGE = 20;
const REFRESH_MS = 60_000;

/** A funeral home's memorials: search, pages, and each one's state in words. */
export function DeskMemorials({ account }: { account: AccountInfo }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const organization = useOrganization(account).query.data;
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  // A new search starts at its first page.
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const goTo = (next: number) => {
    setPaging({ q, page: next });
    // The button pressed may now be unavailable, at the bottom of the old page: carry the focus
    // (and the view) to the summary, which says "Loading…" and then where the person is.
    const summary = summaryRef.current;
    if (summary) {
      summary.focus();
      if ('scrollIntoView' in summary) summary.scrollIntoView({ block: 'start' });
    }
  };

  const { query, refresh } = useRead({
    accountId: account.id,
    name: 'listMemorials',
    input: { query: q ? { q, page, per_page: MEMORIALS_PER_PAGE } : { page, per_page: MEMORIALS_PER_PAGE } },
    refetchInterval: REFRESH_MS,
    keepPrevious: true,
    enabled: account.signedIn,
  });
  const memorials = query.data?.data;
  const pagination = query.data?.pagination;
  const totalPages = Math.max(pagination?.total_pages ?? 1, 1);
  const shownPage = pagination?.page ?? page;

  // The account's name, as the header and the account menu show it.
  const name = account.name;
  let summary: string | null = null;
  if (query.isPending && account.signedIn) summary = 'Loading the memorials…';
  else if (query.isPlaceholderData) summary = 'Loading…';
  else if (pagination) {
    const found = plural(pagination.total, 'memorial', 'memorials');
    const where = pagination.total_pages > 1 ? `Page ${shownPage} of ${totalPages}, ` : '';
    const sentence = q ? `${found} found for “${q}”.` : `${found} in all.`;
    summary = `${where}${sentence}`;
  }

  return (
    <Screen
      title="Memorials"
      subtitle={
        <>
          {name}
          {organization ? (
            <span className="screen__counts">
              {' · '}
              {organization.memorials.live} live, {organization.memorials.pending} not live yet
            </span>
          ) : null}
        </>
      }
      read={{ account, what: 'the memorials', query, refresh }}
    >
      {/* Signed out, there is nothing to search: the notice above says how to sign in again. */}
      {account.signedIn ? (
        <form className="search" role="search" aria-label="Memorials" onSubmit={(event) => event.preventDefault()}>
          <Field label="Search by name or title" type="search" value={search} onChange={setSearch} autoComplete="off" spellCheck={false} />
        </form>
      ) : null}

      <LiveMessage ref={summaryRef} focusable className="results-summary">
        {summary}
      </LiveMessage>

      {memorials && memorials.length === 0 && !query.isPlaceholderData ? (
        q ? (
          <EmptyState title={`No memorials match “${q}”.`}>
            <p>Check the spelling, or search for part of the name or title.</p>
          </EmptyState>
        ) : (
          <EmptyState title="There are no memorials yet.">
            <p>Memorials your funeral home creates, or invites a family to write, appear here.</p>
          </EmptyState>
        )
      ) : null}

      {memorials && memorials.length > 0 ? (
        // On a narrow window the rows are stacked as blocks (styles.css). A table whose display
        // changes loses its table semantics in some browsers; the explicit roles keep them.
        <table className="table" role="table">
          <caption className="visually-hidden">
            Memorials of {name}, page {shownPage} of {totalPages}
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                Name
              </th>
              <th scope="col" role="columnheader">
                Status
              </th>
              <th scope="col" role="columnheader">
                Created
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {memorials.map((memorial) => (
              <MemorialRow key={memorial.slug} memorial={memorial} />
            ))}
          </tbody>
        </table>
      ) : null}

      {pagination && pagination.total_pages > 1 ? (
        <nav className="pager" aria-label="Pages">
          <Button variant="secondary" unavailable={shownPage <= 1 || query.isPlaceholderData} onClick={() => goTo(shownPage - 1)}>
            Previous page
          </Button>
          <p className="pager__where">
            Page {shownPage} of {totalPages}
          </p>
          <Button variant="secondary" unavailable={shownPage >= totalPages || query.isPlaceholderData} onClick={() => goTo(shownPage + 1)}>
            Next page
          </Button>
        </nav>
      ) : null}
    </Screen>
  );
}

function MemorialRow({ memorial }: { memorial: Memorial }) {
  const name = memorial.deceased_name ?? 'Name not given yet';
  const dates = lifeDates(memorial.birth_date, memorial.death_date);
  return (
    <tr role="row">
      <th scope="row" role="rowheader">
        <span className="table__name">{name}</span>
        {memorial.title ? <span className="table__detail">{memorial.title}</span> : null}
        {dates ? <span className="table__detail">{dates}</span> : null}
      </th>
      <td role="cell">
        {/* Shown only when the rows are stacked; the column header says it to a screen reader. */}
        <span className="table__label" aria-hidden="true">
          Status:{' '}
        </span>
        <span className={`status status--${memorial.status}`}>{businessStatusWords(memorial.status)}</span>
        {memorial.status === 'live' && memorial.web_url ? (
          <span className="table__detail">
            <ExternalLink href={memorial.web_url} context={`of ${name}`}>
              View the public page
            </ExternalLink>
          </span>
        ) : null}
      </td>
      <td role="cell" className="table__created">
        <span className="table__label" aria-hidden="true">
          Created:{' '}
        </span>
        {formatDate(memorial.created_at) ?? 'Not recorded'}
      </td>
    </tr>
  );
}
