import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Memorial } from '../../../shared/api/business';
import type { AccountInfo } from '../../../shared/bridge';
import { useRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { DateField } from '../../ui/DateField';
import { useDebouncedValue } from '../../ui/debounce';
import { EmptyState } from '../../ui/EmptyState';
import { ExternalLink } from '../../ui/ExternalLink';
import { Field } from '../../ui/Field';
import { formatDate, formatDay, lifeDates } from '../../ui/format';
import { LiveMessage } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { SelectField } from '../../ui/SelectField';
import { Cell, Row, RowHeader, Table } from '../../ui/Table';
import { DeskBrand } from './DeskBrand';
import { DESK_WORDS, isolate, MEMORIALS_WORDS as words } from './desk-words';
import { businessStatusWords } from './memorial-status';
import { SaveList } from './SaveList';
import { DEFAULT_PAGE_SIZE, DeskSearch, daysOutOfOrder, listQuery, PAGE_SIZES, timeZoneName } from './memorials-search';

export const SEARCH_DELAY_MS = 400;
const REFRESH_MS = 60_000;

/** Where a memorial opens on the desk: by its web address name while pending, by its id once live (spec 4.3). */
export function memorialRef(memorial: Pick<Memorial, 'id' | 'slug' | 'status'>): string | number {
  return memorial.status === 'live' && memorial.id !== null ? memorial.id : memorial.slug;
}

/** A funeral home's memorials: search by name and by the days they were made, pages of the size the person likes. */
export function DeskMemorials({ account }: { account: AccountInfo }) {
  const intl = useIntl();
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

  const rangeProblem = daysOutOfOrder(search.from, search.to) ? intl.formatMessage(words.daysOutOfOrder) : null;
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

  let summary: ReactNode = null;
  if (rangeProblem) summary = null;
  else if (read.isPending && account.signedIn) summary = intl.formatMessage(words.loading);
  else if (read.isPlaceholderData) summary = intl.formatMessage(words.loadingPage);
  else if (pagination) {
    const count = pagination.total;
    const found = filtered
      ? intl.formatMessage(words.found, { count, criteria: describe(intl, query.q, search.from, search.to) })
      : intl.formatMessage(words.all, { count });
    summary = pagination.total_pages > 1 ? intl.formatMessage(words.paged, { page: shownPage, pages: totalPages, summary: found }) : found;
  }

  return (
    <>
      <DeskBrand account={account} />
      <Screen title={intl.formatMessage(words.title)} read={{ account, what: intl.formatMessage(words.what), query: read, refresh }} checkNow>
        {/* Signed out, there is nothing to search or start: the notice above says how to sign in again. */}
        {account.signedIn ? (
          <p className="desk-actions">
            <Link {...places.deskProvision} className="button button--primary">
              <FormattedMessage {...words.start} />
            </Link>
          </p>
        ) : null}
        {account.signedIn ? (
          <form className="desk-search" role="search" aria-label={intl.formatMessage(words.title)} onSubmit={(event) => event.preventDefault()}>
            <Field
              className="desk-search__words"
              label={intl.formatMessage(words.searchLabel)}
              hint={intl.formatMessage(words.searchHint)}
              type="search"
              value={typed}
              onChange={setTyped}
              autoComplete="off"
              spellCheck={false}
            />
            <fieldset className="desk-search__days">
              <legend className="field__label">
                <FormattedMessage {...words.days} />
              </legend>
              <p className="field__hint">
                <FormattedMessage {...words.daysHint} values={{ zone: timeZoneName() ?? intl.formatMessage(words.zoneUnknown) }} />
              </p>
              <div className="desk-search__day-fields">
                <DayField label={intl.formatMessage(words.from)} day={search.from} onDay={(from) => setSearch({ from, page: undefined })} />
                <DayField label={intl.formatMessage(words.to)} day={search.to} onDay={(to) => setSearch({ to, page: undefined })} error={rangeProblem} />
              </div>
            </fieldset>
            <SelectField
              className="desk-search__size"
              label={intl.formatMessage(words.perPage)}
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
                <FormattedMessage {...words.clear} />
              </Button>
            ) : null}
          </form>
        ) : null}

        <LiveMessage ref={summaryRef} focusable className="results-summary">
          {summary}
        </LiveMessage>

        {memorials && memorials.length === 0 && !read.isPlaceholderData && !rangeProblem ? (
          filtered ? (
            <EmptyState title={intl.formatMessage(words.noMatch)}>
              <p>
                <FormattedMessage {...words.noMatchAbout} />
              </p>
            </EmptyState>
          ) : (
            <EmptyState title={intl.formatMessage(words.empty)}>
              <p>
                <FormattedMessage {...words.emptyAbout} />
              </p>
            </EmptyState>
          )
        ) : null}

        {memorials && memorials.length > 0 && !rangeProblem ? (
          <Table
            caption={<FormattedMessage {...words.caption} values={{ name: <bdi>{account.name}</bdi>, page: shownPage, pages: totalPages }} />}
            columns={[intl.formatMessage(words.columnName), intl.formatMessage(words.columnStatus), intl.formatMessage(words.columnCreated)]}
          >
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
          <nav className="pager" aria-label={intl.formatMessage(words.pages)}>
            <Button variant="secondary" unavailable={shownPage <= 1 || read.isPlaceholderData} onClick={() => goTo(shownPage - 1)}>
              <FormattedMessage {...words.previous} />
            </Button>
            <p className="pager__where">
              <FormattedMessage {...words.pageOf} values={{ page: shownPage, pages: totalPages }} />
            </p>
            <Button variant="secondary" unavailable={shownPage >= totalPages || read.isPlaceholderData} onClick={() => goTo(shownPage + 1)}>
              <FormattedMessage {...words.next} />
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

/** What was searched for: “for “Ellis”, made on or after 3 March 2026”. */
function describe(intl: IntlShape, q: string | undefined, from: string | undefined, to: string | undefined): ReactNode {
  const typed = q ? intl.formatMessage(words.forWords, { words: <bdi>{q}</bdi> }) : '';
  const days =
    from && to
      ? intl.formatMessage(words.between, { from: formatDay(from), to: formatDay(to) })
      : from
        ? intl.formatMessage(words.onOrAfter, { from: formatDay(from) })
        : to
          ? intl.formatMessage(words.onOrBefore, { to: formatDay(to) })
          : '';
  return typed && days ? intl.formatMessage(words.wordsAndDays, { words: typed, days }) : typed || days;
}

function MemorialRow({ memorial }: { memorial: Memorial }) {
  const intl = useIntl();
  const name = memorial.deceased_name ?? intl.formatMessage(DESK_WORDS.nameNotGiven);
  const dates = lifeDates(memorial.birth_date, memorial.death_date);
  return (
    <Row>
      <RowHeader>
        <Link {...places.deskMemorial(memorialRef(memorial))} className="table__name">
          <bdi>{name}</bdi>
        </Link>
        {memorial.title ? (
          <span className="table__detail">
            <bdi>{memorial.title}</bdi>
          </span>
        ) : null}
        {dates ? <span className="table__detail">{dates}</span> : null}
      </RowHeader>
      <Cell label={intl.formatMessage(words.columnStatus)}>
        <span className={`status status--${memorial.status}`}>{businessStatusWords(intl, memorial.status)}</span>
        {memorial.status === 'live' && memorial.web_url ? (
          <span className="table__detail">
            <FormattedMessage
              {...DESK_WORDS.addressAndLink}
              values={{
                address: <span className="address">{memorial.web_url}</span>,
                open: (
                  <ExternalLink href={memorial.web_url} context={intl.formatMessage(DESK_WORDS.of, { name: isolate(name) })}>
                    {intl.formatMessage(DESK_WORDS.openPublic)}
                  </ExternalLink>
                ),
              }}
            />
          </span>
        ) : null}
      </Cell>
      <Cell label={intl.formatMessage(words.columnCreated)} className="table__created">
        {formatDate(memorial.created_at) ?? intl.formatMessage(DESK_WORDS.notRecorded)}
      </Cell>
    </Row>
  );
}
