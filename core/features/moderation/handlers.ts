/**
 * The combined inbox: the tributes waiting for approval on every memorial of every signed-in
 * family account, found in the background by the inbox sweep (inbox-sweep.ts), told to the screens
 * as `inbox` and `newTributes` events, to the app's icon as a count, and to the person as a
 * notification when they asked for those.
 */
import type { operations } from '../../../shared/api';
import type { Reads } from '../../offline/reads';
import type { CallAnswer } from '../../service/client';
import type { HostInfo } from '../../ports';
import { InboxSweep, personChangesReady } from './inbox-sweep';
import { newTributesNote } from './notify-words';
import type { Outbox } from '../../offline/outbox';
import type { Area, CoreServices, OperationsOf } from '../../bridge/area';

export interface ModerationDeps extends Pick<CoreServices, 'clock' | 'emit' | 'words'> {
  reads: Pick<Reads, 'read'>;
  /** The family accounts signed in now. */
  signedInFamilies(): string[];
  /** The person's changes: while some are ready to go (not held for Undo), the rest of the sweep steps aside. */
  outbox: Pick<Outbox, 'entries'>;
  /** Whether the person wants notifications of new tributes (Settings). */
  notifications(): boolean;
  host: Pick<HostInfo, 'notify' | 'setBadge'>;
}

/**
 * The part of each family account's background budget the inbox sweep may use, a minute: a look
 * at each of the five memorials a family may look after at once, every minute, and one of the six
 * background requests left for counts and refreshes.
 */
const SWEEP_ALLOWANCE_PER_MINUTE = 5;

export interface ModerationArea extends Area<OperationsOf<'inbox.'>> {
  /** The signed-in accounts changed: the sweep follows them. */
  sync(): void;
}

export function moderationHandlers(deps: ModerationDeps): ModerationArea {
  const inbox = new InboxSweep({
    clock: deps.clock,
    accounts: () => deps.signedInFamilies(),
    // The same reads My memorials and the first page of each memorial's waiting list make: one
    // answer serves the sweep and the screens.
    readMemorials: async (id) =>
      (await deps.reads.read(id, 'listMyMemorials', { query: { per_page: 100 } }, 'sweep')) as unknown as CallAnswer<typeof operations.listMyMemorials>,
    // The person's own Check now asks as the person does (their lane, an answer of the last moment reused).
    readPending: async (id, memorial, _watched, asked) =>
      (await deps.reads.read(
        id,
        'listContributions',
        { params: { memorial }, query: { status: 'pending', per_page: 100 } },
        asked ? 'fresh' : 'sweep',
      )) as unknown as CallAnswer<typeof operations.listContributions>,
    allowancePerMinute: () => SWEEP_ALLOWANCE_PER_MINUTE,
    // The queue on screen is still looked at: the person waits for it.
    personBusy: (id) => personChangesReady(deps.outbox.entries(), id, deps.clock.now()),
    onChange: (state) => {
      deps.emit('inbox', state);
      deps.host.setBadge?.(state.accounts.reduce((sum, account) => sum + account.memorials.reduce((n, m) => n + m.pending, 0), 0));
    },
    onNew: (found) => {
      deps.emit('newTributes', found);
      const notify = deps.host.notify;
      if (!deps.notifications() || !notify) return;
      // In the app's language as it is now (its catalog is loaded once, then at hand).
      void deps.words.intl().then((intl) => notify({ ...newTributesNote(intl, found), place: `/memorials/${found.memorialId}/tributes?status=pending` }));
    },
  });
  inbox.sync();

  return {
    handlers: {
      'inbox.get': () => Promise.resolve(inbox.state()),
      'inbox.watch': ({ accountId, watching }) => {
        inbox.watch(accountId, watching);
        return Promise.resolve({});
      },
      'inbox.checkNow': async ({ accountId }) => ({ answered: await inbox.checkNow(accountId) }),
    },
    sync: () => inbox.sync(),
    close() {
      inbox.close();
      return Promise.resolve();
    },
  };
}
