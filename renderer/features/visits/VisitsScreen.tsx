import { useEffect } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { useAppRead } from '../../data/use-read';
import { Button } from '../../ui/Button';
import { formatDay } from '../../ui/format';
import { MemorialScreen } from '../../ui/MemorialScreen';
import { LiveMessage } from '../../ui/Notice';
import { COUNT_LABELS, chartSummary, visitsWords } from './visit-words';
import { VisitsChart } from './VisitsChart';
import { VisitStretches } from './VisitStretches';
import '../../ui/table.css';

/** Read again while the screen stays open (the counts move slowly; the budget is for the person). */
const VISITS_REFRESH_MS = 15 * 60_000;

/**
 * Visits to the memorial: the service's counts now, with its own sentence, and the trend over
 * the days Memorial Desk has read them (kept on this computer; the core reads them once a day, and
 * whenever this screen opens). Always visits, never visitors.
 */
export function VisitsScreen({ account, memorialId }: { account: AccountInfo; memorialId: number }) {
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
  // The fuller of the two: the stored days arrive first, a new reading may add today.
  const fromRead = read.data?.history ?? [];
  const fromDisk = stored.data?.history ?? [];
  const history = fromDisk.length > fromRead.length ? fromDisk : fromRead;

  return (
    <MemorialScreen
      account={account}
      memorialId={memorialId}
      title="Visits"
      loading={read.isPending && account.signedIn ? 'Loading the visit counts…' : null}
      read={{ account, what: 'the visit counts', query: read, refresh: () => read.refetch() }}
    >
      <p className="lead">
        How often the memorial’s page was visited. These are visits, not people: someone who comes back is counted again, and nothing is known about who came.
      </p>
      {counts ? (
        <section aria-labelledby="counts-heading">
          <h2 id="counts-heading">Visits now</h2>
          <dl className="visit-counts">
            {COUNT_LABELS.map(([field, label]) => (
              <div key={field} className="visit-counts__item">
                <dt>{label}</dt>
                <dd>{visitsWords(counts[field])}</dd>
              </div>
            ))}
          </dl>
          <VisitStretches counts={counts} />
          <LiveMessage>
            <p className="service-words">{counts.message}</p>
          </LiveMessage>
          <Button variant="secondary" busy={read.isFetching} onClick={() => void read.refetch()}>
            Read the counts again
          </Button>
        </section>
      ) : null}

      <section aria-labelledby="trend-heading" className="visits-trend">
        <h2 id="trend-heading">Over time</h2>
        <p>
          The memorial service gives the counts as they are today. Memorial Desk writes them down once a day on this computer, so that over the weeks you can
          see how visits rise and fall.
        </p>
        {history.length >= 2 ? (
          <figure className="visits-figure">
            <VisitsChart history={history} />
            <figcaption>
              Visits in the 7 days and the 30 days before each day, as read on that day. <span className="visually-hidden">{chartSummary(history)}</span>
            </figcaption>
          </figure>
        ) : (
          <p className="hint">
            {history.length === 1
              ? `So far Memorial Desk has written the counts down on one day (${formatDay(history[0]!.day) ?? ''}). The chart of the days joins the picture above from the second day.`
              : 'Nothing has been written down yet.'}
          </p>
        )}
        {history.length > 0 ? (
          <details className="visits-table">
            <summary>The numbers day by day, as a table ({history.length === 1 ? '1 day' : `${history.length} days`})</summary>
            <table className="table">
              <caption className="visually-hidden">Visit counts as read on each day, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">In the 7 days before</th>
                  <th scope="col">In the 30 days before</th>
                  <th scope="col">In all</th>
                </tr>
              </thead>
              <tbody>
                {[...history].reverse().map((day) => (
                  <tr key={day.day}>
                    <th scope="row">{formatDay(day.day)}</th>
                    <td>
                      <span className="table__label">In the 7 days before: </span>
                      {visitsWords(day.last_7_days)}
                    </td>
                    <td>
                      <span className="table__label">In the 30 days before: </span>
                      {visitsWords(day.last_30_days)}
                    </td>
                    <td>
                      <span className="table__label">In all: </span>
                      {visitsWords(day.total)}
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
