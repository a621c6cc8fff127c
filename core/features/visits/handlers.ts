/**
 * Visits: the service gives counts only as of now, so they are written down (visit-history.ts)
 * whenever the Visits screen reads them, and once a day for every memorial whose visits were
 * looked at, as background work.
 */
import { operations } from '../../../shared/api';
import type { VISITS_OPERATIONS } from '../../../shared/bridge/visits';
import { Alarm } from '../../clock';
import type { Lane } from '../../service/scheduler';
import { VisitHistoryStore } from './visit-history';
import { accountOfKind, type Area, type AreaHandlers, type CoreServices } from '../../bridge/area';

type VisitsName = keyof typeof VISITS_OPERATIONS;

export interface VisitsDeps extends Pick<CoreServices, 'files' | 'state' | 'clock' | 'accountFor' | 'call'> {
  /** The family accounts signed in now (whose memorials' visits are read once a day). */
  signedInFamilies(): string[];
}

/** The daily reading looks every hour whether a day has passed; the first look a minute after the start. */
const DAILY_CHECK_MS = 60 * 60 * 1000;
const FIRST_DAILY_CHECK_MS = 60 * 1000;

/** The visits' area; the history is opened from state.sqlite first, an older version's file carried across. */
export async function visitsHandlers(deps: VisitsDeps): Promise<Area<VisitsName>> {
  const { clock } = deps;
  const visits = await VisitHistoryStore.open(deps.state, deps.files, clock);
  const family = (requested: string | undefined) => accountOfKind(deps.accountFor, requested, 'personal');

  async function readVisits(accountId: string, memorialId: number, lane: Lane) {
    const answer = await deps.call(accountId, operations.getVisits, { params: { memorial: memorialId } }, { lane });
    // Signed out while it was on its way: nothing of it is kept (the account is refused from now).
    deps.accountFor(accountId);
    const history = await visits.record(accountId, memorialId, answer.data);
    return { counts: answer.data, history };
  }

  // Once a day, the counts of every memorial whose visits were looked at, as background work.
  let closed = false;
  let dailyRunning: Promise<void> | null = null;
  const daily = new Alarm(clock, () => {
    dailyRunning = readDaily()
      .catch((error: unknown) => console.warn('memorial-desk: the visit history could not be read:', error instanceof Error ? error.name : 'unknown error'))
      .finally(() => {
        dailyRunning = null;
        if (!closed) daily.set(clock.now() + DAILY_CHECK_MS);
      });
  });
  async function readDaily(): Promise<void> {
    for (const accountId of deps.signedInFamilies()) {
      for (const memorialId of await visits.tracked(accountId)) {
        if (closed) return;
        if (await visits.hasToday(accountId, memorialId)) continue;
        await readVisits(accountId, memorialId, 'background').catch((error: unknown) => {
          // Tomorrow's look tries again; the kind of failure only, never what was read.
          console.warn('memorial-desk: the daily visit count could not be read:', error instanceof Error ? error.name : 'unknown error');
        });
      }
    }
  }
  daily.set(clock.now() + FIRST_DAILY_CHECK_MS);

  const handlers: AreaHandlers<VisitsName> = {
    'visits.read': async ({ accountId, memorialId }) => readVisits(family(accountId), memorialId, 'person'),
    'visits.history': async ({ accountId, memorialId }) => ({ history: await visits.list(family(accountId), memorialId) }),
  };

  return {
    handlers,
    async close() {
      closed = true;
      daily.set(null);
      await dailyRunning;
    },
  };
}
