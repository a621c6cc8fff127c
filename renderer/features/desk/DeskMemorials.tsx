import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Memorial } from '../../../shared/api/business';
import type { AccountInfo } from '../../../shared/bridge';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { useDebouncedValue } from '../../ui/debounce';
import { EmptyState } from '../../ui/EmptyState';
import { ExternalLink } from '../../ui/ExternalLink';
import { Field } from '../../ui/Field';
import { formatDate, formatDay, lifeDates, plural } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { SelectField } from '../../ui/SelectField';
import { Cell, Row, RowHeader, Table } from '../../ui/Table';
import { DeskBrand } from './DeskBrand';
import { businessStatusWords } from './memorial-status';
import { SaveList } from './SaveList';
import { DEFAULT_PAGE_SIZE, DeskSearch, dateRangeProblem, listQuery, PAGE_SIZES, timeZoneName } from './memorials-search';

export const SEARCH_DELAY_MS = 400;
const REFRESH_MS = 60_000;

/** Where a memorial opens on the desk: by its web address name while pending, by its id once live (spec 4.3). */
export function memorialRef(memorial: Pick<Memorial, 'id' | 'slug' | 'status'>): string | number {
  return memorial.status === 'live' && memorial.id !== null ? memorial.id : memorial.slug;
}

/** A funeral home's memorials: search by name and by the days they were made, pages of the size the person likes. */
export function DeskMemorials({ account }: { account: AccountInfo }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const search = DeskSearch.parse(useSearch({ strict: false }));
  const setSearch = (patch: Partial<DeskSearch>, replace = true) => {
    // From the address as it is when the change lands (two quick changes both count); defaults
    // stay out of it.
    const next = (previous: Record<string, unknown>) =>
      Object.fromEntries(Object.entries({ ...DeskSearch.parse(previous), ...patch }).filter(([, value]) => value !== undefined && value !== ''));
    void navigate({ to: places.desk.to, search: next, replace });
  };

  // The search box follows the address (Back, a link) and writes to it after a pause in typing.
  const [typed, setTyped] = useState(search.q ?? '');
  const [typedFor, setTypedFor] = useState(search.q);
  if (typedFor !== search.q) {
    setTypedFor(search.q);
    if ((search.q ?? '') !== typed.trim()) setTyped(search.q ?? '');
  }
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled !== (search.q ?? '')) setSearch({ q: settled || undefined, page: undefined });
    // Only a settled change of the words starts a new search.
  }, [settled]);

  const rangeProblem = dateRangeProblem(search.from, search.to);
  const query = listQuery(search);
  const { query: read, refresh } = useRead({
    accountId: account.id,
    name: 'listMemorials',
    input: { query },
    refetchInterval: REFRESH_MS,
    keepPrevious: true,
    enabled: account.signedIn && rangeProblem === null,
  });

  const goTo = (page: number) => {
    setSearch({ page: page === 1 ? undefined : page }, false);
    // The button pressed may now be unavailable, at the bottom of the old page: carry the focus
    // (and the view) to the summary, which says "Loading…" and then where the person is.
    const summary = summaryRef.current;
    if (summary) {
      summary.focus();
      if ('scrollIntoView' in summary) summary.scrollIntoView({ block: 'start' });
    }
  };

  const memorials = read.data?.data;
  const pagination = read.data?.pagination;
  const totalPages = Math.max(pagination?.total_pages ?? 1, 1);
  const shownPage = pagination?.page ?? query.page;
  const filtered = Boolean(query.q || search.from || search.to);

  let summary: string | null = null;
  if (rangeProblem) summary = null;
  else if (read.isPending && account.signedIn) summary = 'Loading the memorials…';
  else if (read.isPlaceholderData) summary = 'Loading…';
  else if (pagination) {
    const found = plural(pagination.total, 'memorial', 'memorials');
    const where = pagination.total_pages > 1 ? `Page ${shownPage} of ${totalPages}, ` : '';
    summary = `${where}${filtered ? `${found} found ${describe(query.q, search.from, search.to)}.` : `${found} in all.`}`;
  }

  return (
    <>
      <DeskBrand account={account} />
      <Screen title="Memorials" read={{ account, what: 'the memorials', query: read, refresh }} checkNow>
        {/* Signed out, there is nothing to search or start: the notice above says how to sign in again. */}
        {account.signedIn ? (
          <p className="desk-actions">
            <Link {...places.deskProvision} className="button button--primary">
              Start a memorial for a family
            </Link>
          </p>
        ) : null}
        {account.signedIn ? (
          <form className="desk-search" role="search" aria-label="Memorials" onSubmit={(event) => event.preventDefault()}>
            <Field
              className="desk-search__words"
              label="Search by name or title"
              hint="Part of a name is enough."
              type="search"
              value={typed}
              onChange={setTyped}
              autoComplete="off"
              spellCheck={false}
            />
            <fieldset className="desk-search__days">
              <legend className="field__label">Made between these days</legend>
              <p className="field__hint">Both days included, in this computer’s time zone ({timeZoneName()}). Leave either empty.</p>
              <div className="desk-search__day-fields">
                <DayField label="From" day={search.from} onDay={(from) => setSearch({ from, page: undefined })} />
                <DayField label="To" day={search.to} onDay={(to) => setSearch({ to, page: undefined })} error={rangeProblem} />
              </div>
            </fieldset>
            <SelectField
              className="desk-search__size"
              label="Memorials on each page"
              value={search.per ?? DEFAULT_PAGE_SIZE}
              options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
              onChange={(per) => setSearch({ per: per === DEFAULT_PAGE_SIZE ? undefined : per, page: undefined })}
            />
            {filtered ? (
              <Button
                variant="quiet"
                onClick={() => {
                  setTyped('');
                  setSearch({ q: undefined, from: undefined, to: undefined, page: undefined });
                }}
              >
                Clear the search
              </Button>
            ) : null}
          </form>
        ) : null}

        <LiveMessage ref={summaryRef} focusable className="results-summary">
          {summary}
        </LiveMessage>

        {memorials && memorials.length === 0 && !read.isPlaceholderData && !rangeProblem ? (
          filtered ? (
            <EmptyState title="No memorials match this search.">
              <p>Check the spelling, search for part of the name or title, or widen the days.</p>
            </EmptyState>
          ) : (
            <EmptyState title="There are no memorials yet.">
              <p>Memorials your funeral home creates, or invites a family to write, appear here.</p>
            </EmptyState>
          )
        ) : null}

        {memorials && memorials.length > 0 && !rangeProblem ? (
          <Table caption={`Memorials of ${account.name}, page ${shownPage} of ${totalPages}`} columns={['Name', 'Status', 'Created']}>
            {memorials.map((memorial) => (
              <MemorialRow key={memorial.slug} memorial={memorial} />
            ))}
          </Table>
        ) : null}

        {memorials && memorials.length > 0 && !rangeProblem && !read.isPlaceholderData ? (
          <SaveList
            account={account}
            which="memorials"
            search={{
              ...(query.q ? { q: query.q } : {}),
              ...(query.created_after ? { created_after: query.created_after } : {}),
              ...(query.created_before ? { created_before: query.created_before } : {}),
            }}
          />
        ) : null}

        {pagination && pagination.total_pages > 1 && !rangeProblem ? (
          <nav className="pager" aria-label="Pages">
            <Button variant="secondary" unavailable={shownPage <= 1 || read.isPlaceholderData} onClick={() => goTo(shownPage - 1)}>
              Previous page
            </Button>
            <p className="pager__where">
              Page {shownPage} of {totalPages}
            </p>
            <Button variant="secondary" unavailable={shownPage >= totalPages || read.isPlaceholderData} onClick={() => goTo(shownPage + 1)}>
              Next page
            </Button>
          </nav>
        ) : null}
      </Screen>
    </>
  );
}

/**
 * A day box (ui/DateField: day, month and year in this computer's regional order) that searches
 * once the day is whole. While a year is being typed each step is reported ("0002-10-26",
 * "0020-10-26"…), and a box with only some parts filled reports nothing; only a day with a four-digit year from 1000 on, or an
 * emptied box, is searched for, after a short pause, and the box follows the address when it
 * changes elsewhere (Back, "Clear the search").
 */
function DayField({ label, day, onDay, error }: { label: string; day: string | undefined; onDay: (day: string | undefined) => void; error?: string | null }) {
  const [draft, setDraft] = useState(day ?? '');
  const [draftFor, setDraftFor] = useState(day);
  if (draftFor !== day) {
    setDraftFor(day);
    setDraft(day ?? '');
  }
  const settled = useDebouncedValue(draft, SEARCH_DELAY_MS);
  useEffect(() => {
    const whole = settled === '' || /^[1-9]\d{3}-\d{2}-\d{2}$/.test(settled);
    if (whole && settled !== (day ?? '')) onDay(settled || undefined);
    // Only a settled change of the box asks for a search.
  }, [settled]);
  return <DateField label={label} value={draft} onChange={setDraft} error={error} />;
}

function describe(q: string | undefined, from: string | undefined, to: string | undefined): string {
  const words = q ? `for “${q}”` : '';
  const days =
    from && to ? `made ${formatDay(from)} to ${formatDay(to)}` : from ? `made on or after ${formatDay(from)}` : to ? `made on or before ${formatDay(to)}` : '';
  return [words, days].filter(Boolean).join(', ');
}

function MemorialRow({ memorial }: { memorial: Memorial }) {
  const name = memorial.deceased_name ?? 'Name not given yet';
  const dates = lifeDates(memorial.birth_date, memorial.death_date);
  return (
    <Row>
      <RowHeader>
        <Link {...places.deskMemorial(memorialRef(memorial))} className="table__name">
          {name}
        </Link>
        {memorial.title ? <span className="table__detail">{memorial.title}</span> : null}
        {dates ? <span className="table__detail">{dates}</span> : null}
      </RowHeader>
      <Cell label="Status">
        <span className={`status status--${memorial.status}`}>{businessStatusWords(memorial.status)}</span>
        {memorial.status === 'live' && memorial.web_url ? (
          <span className="table__detail">
            <span className="address">{memorial.web_url}</span>{' '}
            <ExternalLink href={memorial.web_url} context={`of ${name}`}>
              Open the public page
            </ExternalLink>
          </span>
        ) : null}
      </Cell>
      <Cell label="Created" className="table__created">
        {formatDate(memorial.created_at) ?? 'Not recorded'}
      </Cell>
    </Row>
  );
}
