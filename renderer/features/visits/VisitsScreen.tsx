import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../../shared/bridge';
import { useAppRead } from '../../data/use-read';
import { useServiceSpeaksTheLanguage } from '../../ui/locale';
import { Button } from '../../ui/Button';
import { MemorialScreen } from '../../ui/MemorialScreen';
import { LiveMessage } from '../../ui/Notice';
import { chartSummary, COUNT_FIELDS, COUNT_LABELS, dayWords, VISIT_WORDS as words, visitsWords } from './visit-words';
import { VisitsChart } from './VisitsChart';
import { VisitStretches } from './VisitStretches';
import '../../ui/table.css';

/** The name of a table cell's column, shown beside its value on a narrow screen. */
const tableLabel = (chunks: ReactNode[]) => <span className="table__label">{chunks}</span>;

/** Read again while the screen stays open (the counts move slowly; the budget is for the person). */
const VISITS_REFRESH_MS = 15 * 60_000;

/**
 * Visits to the memorial: the service's counts now, with its own sentence, and the trend over
 * the days Memorial Desk has read them (kept on this computer; the core reads them once a day, and
 * whenever this screen opens). Always visits, never visitors.
 */
export function VisitsScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
  const intl = useIntl();
  const args = { accountId: account.id, memorialId };
  // Opening the screen reads (and records) the counts now; the history alone needs no connection.
  const read = useAppRead({
    accountId: account.id,
    name: 'visits.read',
    args,
    memorialId,
    refetchInterval: VISITS_REFRESH_MS,
    enabled: account.signedIn,
  }).query;
  // Read from this computer at once (the counts may wait for the connection or the request limit),
  // and again after each new reading.
  const { query: stored, refresh: readStoredAgain } = useAppRead({ accountId: account.id, name: 'visits.history', args, memorialId, keepPrevious: true });
  useEffect(() => {
    if (read.dataUpdatedAt > 0) void readStoredAgain();
  }, [read.dataUpdatedAt, readStoredAgain]);
  const counts = read.data?.counts;
  // The service's own sentence under the counts is English.
  const serviceSpeaksTheLanguage = useServiceSpeaksTheLanguage();
  // The fuller of the two: the stored days arrive first, a new reading may add today.
  const fromRead = read.data?.history ?? [];
  const fromDisk = stored.data?.history ?? [];
  const history = fromDisk.length > fromRead.length ? fromDisk : fromRead;

  return (
    <MemorialScreen
      account={account}
      memorialId={memorialId}
      title={intl.formatMessage(words.title)}
      loading={read.isPending && account.signedIn ? intl.formatMessage(words.loading) : null}
      read={{ account, what: intl.formatMessage(words.what), query: read, refresh: () => read.refetch() }}
    >
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>
      {counts ? (
        <section aria-labelledby="counts-heading">
          <h2 id="counts-heading">
            <FormattedMessage {...words.now} />
          </h2>
          <dl className="visit-counts">
            {COUNT_FIELDS.map((field) => (
              <div key={field} className="visit-counts__item">
                <dt>
                  <FormattedMessage {...COUNT_LABELS[field]} />
                </dt>
                <dd>{visitsWords(intl, counts[field])}</dd>
              </div>
            ))}
          </dl>
          <VisitStretches counts={counts} />
          <LiveMessage>
            {/* In another language, the same in the app's own words. */}
            {serviceSpeaksTheLanguage ? (
              <p className="service-words">{counts.message}</p>
            ) : (
              <p className="service-words">
                <FormattedMessage {...words.total} values={{ total: counts.total }} />
              </p>
            )}
          </LiveMessage>
          <Button variant="secondary" busy={read.isFetching} onClick={() => void read.refetch()}>
            <FormattedMessage {...words.readAgain} />
          </Button>
        </section>
      ) : null}

      <section aria-labelledby="trend-heading" className="visits-trend">
        <h2 id="trend-heading">
          <FormattedMessage {...words.overTime} />
        </h2>
        <p>
          <FormattedMessage {...words.trendAbout} />
        </p>
        {history.length >= 2 ? (
          <figure className="visits-figure">
            <VisitsChart history={history} />
            <figcaption>
              <FormattedMessage {...words.chartCaption} /> <span className="visually-hidden">{chartSummary(intl, history)}</span>
            </figcaption>
          </figure>
        ) : (
          <p className="hint">
            {history.length === 1 ? (
              <FormattedMessage {...words.oneDay} values={{ day: dayWords(intl, history[0]!.day) }} />
            ) : (
              <FormattedMessage {...words.noDays} />
            )}
          </p>
        )}
        {history.length > 0 ? (
          <details className="visits-table">
            <summary>
              <FormattedMessage {...words.tableSummary} values={{ count: history.length }} />
            </summary>
            <table className="table">
              <caption className="visually-hidden">
                <FormattedMessage {...words.tableCaption} />
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage {...words.day} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...words.week} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...words.month} />
                  </th>
                  <th scope="col">
                    <FormattedMessage {...words.all} />
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...history].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{dayWords(intl, day.day)}</th>
                    <td>
                      <FormattedMessage {...words.weekLabel} values={{ label: tableLabel, value: visitsWords(intl, day.last_7_days) }} />
                    </td>
                    <td>
                      <FormattedMessage {...words.monthLabel} values={{ label: tableLabel, value: visitsWords(intl, day.last_30_days) }} />
                    </td>
                    <td>
                      <FormattedMessage {...words.allLabel} values={{ label: tableLabel, value: visitsWords(intl, day.total) }} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ) : null}
      </section>
    </MemorialScreen>
  );
}
