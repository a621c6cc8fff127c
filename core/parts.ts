/**
 * The core's parts, each made once, in the order they need each other: what must never be lost
 * (state.sqlite), the settings, the service's address and its client, the replica, the accounts,
 * each token's budget and traffic, the reads, the outbox, sign-in and the status line. The
 * composition root (app-core.ts) makes them here, then lends them to the areas.
 */
import type { operations } from '../shared/api';
import type { BridgeEvents } from '../shared/bridge';
import { Listeners } from '../shared/listeners';
import { isUnfinished } from '../shared/outbox-states';
import { Accounts } from './accounts/accounts';
import { openSettings, type SettingsStore } from './accounts/settings';
import { SignIn } from './accounts/sign-in';
import type { CoreOptions } from './app-core-types';
import { statusOf } from './bridge/app-handlers';
import type { CoreServices } from './bridge/area';
import { realClock, type Clock } from './clock';
import { CoreIntl } from './i18n/core-intl';
import { makeChanges } from './offline/changes';
import type { Outbox } from './offline/outbox';
import { operations as contract } from '../shared/api';
import { Reads } from './offline/reads';
import { Replica } from './offline/replica';
import { AccountTraffic } from './service/account-traffic';
import { ServiceClient, type CallAnswer } from './service/client';
import { RequestBudgets } from './service/request-budget';
import { ServiceAddress } from './service/service-address';
import { forgetAccountIn, forgetCarriedFiles, openState } from './store/state';
import type { Store } from './store/store';
import type { FirstLookKeeping } from './first-look';
import { firstLookKeeper } from './first-look-later';

/** Where the app looks for the service until told otherwise: the sandbox's usual address. */
export const DEFAULT_SERVICE_URL = 'http://127.0.0.1:4010/api/v1';

export interface Parts {
  clock: Clock;
  listeners: Listeners<BridgeEvents>;
  emit: CoreServices['emit'];
  /** The status line changed (the connection, what waits): told to the screens. */
  emitStatus: () => void;
  state: Store;
  settings: SettingsStore;
  /** The app's language (the person's choice, else the system's) and its formatter. */
  words: CoreIntl;
  service: ServiceAddress;
  replica: Replica;
  accounts: Accounts;
  traffic: AccountTraffic;
  /** One API call for an account through its scheduler; offline it fails at once (only the outbox waits). */
  call: CoreServices['call'];
  reads: Reads;
  outbox: Outbox;
  signIn: SignIn;
  status: ReturnType<typeof statusOf>;
  /** The family accounts signed in now. */
  signedInFamilies: () => string[];
  /**
   * The app talks to another service from now on (the person changed its address). Accounts
   * belong to the service they signed in at: every scheduler closes (what waits in one is the old
   * service's); queued changes are held, and go once their own service is in use.
   */
  useService(url: string): void;
  /**
   * Everything kept for an account the person signed out of goes, bytes and all: its traffic
   * stops, then its answers in the replica, its changes in the outbox (sent or not), its rows in
   * state.sqlite (forgetAccountIn says which: the desk journal is the office's and stays), an
   * older version's carried files that name it, and at last what the files and their journals
   * still held of them (Store.eraseDeleted). How many unsent changes were given up.
   */
  forgetAccount(accountId: string): Promise<number>;
  /** The first look (first-look.ts): the picture of the screen the app opened to, for the next start. */
  firstLook: FirstLookKeeping;
  /** Stops the parts, the outbox first (what it was asked is on disk), the files last. */
  close(): Promise<void>;
}

export async function makeParts(options: CoreOptions): Promise<Parts> {
  const { home } = options;
  const { host, secrets, files } = home;
  const clock = home.clock ?? realClock;
  const listeners = new Listeners<BridgeEvents>((event, error) => console.error(`memorial-desk: a listener of ${event} failed`, error));
  const emit = listeners.emit.bind(listeners);
  const emitStatus = () => emit('status', status());

  // Side by side: the two database files, the settings file and then the accounts' secrets, and the
  // request budgets once state.sqlite is open. On a phone each statement is a message to the
  // database, each file read one to the file system and each secret one to the keychain, and one's
  // messages travel while another's are answered. The replica never fails to open; a start that
  // fails closes the two files (startFailed), and a failure not yet awaited is heard where awaited.
  const replicaOpening = Replica.open(home.store, {
    clock,
    onSetAside: (aside, reason) =>
      console.warn(`memorial-desk: the kept answers could not be read (${reason}); the file was set aside as ${aside} and a new one started`),
  });
  const stateOpening = openState(home.store, clock);
  stateOpening.catch(() => undefined);
  const startFailed = async (error: unknown): Promise<never> => {
    await Promise.allSettled([replicaOpening.then((replica) => replica.close()), stateOpening.then((state) => state.close())]);
    throw error;
  };
  const settings = await openSettings(files, { serviceUrl: options.serviceUrl ?? DEFAULT_SERVICE_URL }, clock).catch(startFailed);
  const words = new CoreIntl({ choice: () => settings.language(), systemLanguages: () => host.preferredLanguages(), regional: () => host.locale });
  const service = new ServiceAddress(options.serviceUrl ?? settings.get().serviceUrl, options.serviceIdentity);
  const client = new ServiceClient({ baseUrl: () => service.url, ...(home.fetch ? { fetch: home.fetch } : {}) });
  const accountsOpening = Accounts.open({
    settings,
    words: () => words.intl(),
    secrets,
    client,
    clock,
    service: () => service.identity(),
    serviceUrl: () => service.url,
    // A new family account's memorials, within its own budget: the list My memorials shows next.
    readMemorialsAs: async (id) =>
      (await reads.read(id, 'listMyMemorials', { query: { per_page: 100 } }, 'fresh')) as unknown as CallAnswer<typeof operations.listMyMemorials>,
  });
  accountsOpening.catch(() => undefined);
  const state = await stateOpening.catch(startFailed);
  const budgetsOpening = RequestBudgets.open(state, { clock, files });
  // Awaited below, after the others: a failure before then is the start's, and this one's is not left unheard.
  budgetsOpening.catch(() => undefined);
  const [replica, accounts] = await Promise.all([replicaOpening, accountsOpening]).catch(startFailed);
  // Accounts removed while the app was closed leave nothing behind, bytes included: an app closed
  // in the middle of forgetting one finds its answers rolled back from the journal, and forgets them
  // here.
  if ((await replica.keepOnly(accounts.list().accounts.map((a) => a.id))) > 0) await replica.eraseDeleted();
  const budgets = await budgetsOpening.catch(startFailed);
  const traffic = new AccountTraffic({ budgets, clock, client, accounts, onBackOnline: (id) => outbox.notifyOnline(id), onChange: emitStatus });
  const call: CoreServices['call'] = (accountId, op, input, run) => traffic.call(accountId, op, input, { ...run, whenOffline: 'fail' });
  const reads: Reads = new Reads({
    replica,
    clock,
    operations: contract,
    call,
    promote: (accountId, key) => traffic.existing(accountId)?.promote(key),
    onChange: (change) => emit('replica', { ...change, readAt: new Date(change.readAt).toISOString() }),
  });
  const outbox = makeChanges({
    state,
    files,
    clock,
    traffic,
    reads,
    onChange: (entries) => {
      emit('outbox', { entries });
      emitStatus();
    },
  });
  const status = statusOf({
    traffic,
    activeId: () => accounts.activeId(),
    waiting: () => outbox.entries().filter(isUnfinished).length,
    serviceUrl: () => service.url,
    demo: options.demo,
    secrets,
    locale: host.locale,
    // The home that knows the system's regional format (Electron) knows its languages better than
    // the page's Chromium does; elsewhere the page's own navigator.languages are the system's.
    languages: () => (host.locale !== null ? host.preferredLanguages().slice(0, 20) : null),
    canShare: host.share !== undefined,
  });
  // What was queued before the last close goes on.
  await outbox.start().catch(startFailed);
  const signIn = new SignIn({
    accounts,
    clock,
    keepOrganization: (id, answer, sentAt) => {
      void reads.keep(id, 'getOrganization', {}, answer, sentAt);
      traffic.schedulerFor(id).heardFromService();
    },
  });
  signIn.onDevice((flow) => emit('deviceSignIn', flow));
  const firstLook = firstLookKeeper({
    files,
    now: () => new Date(clock.now()),
    signedIn: (id) => accounts.list().accounts.some((account) => account.id === id && account.signedIn),
  });

  return {
    clock,
    listeners,
    emit,
    emitStatus,
    state,
    settings,
    words,
    service,
    replica,
    accounts,
    traffic,
    call,
    reads,
    outbox,
    signIn,
    status,
    firstLook,
    signedInFamilies: () =>
      accounts
        .list()
        .accounts.filter((a) => a.kind === 'personal' && a.signedIn)
        .map((a) => a.id),
    useService(url) {
      service.use(url);
      traffic.closeAll();
      outbox.notifyOnline();
      emit('accounts', accounts.list());
      emitStatus();
    },
    async forgetAccount(accountId) {
      traffic.close(accountId);
      // Every step is tried even when one before it failed (a full disk, a file held elsewhere):
      // the sign-in is gone already, and whatever can be forgotten is.
      const failures: string[] = [];
      const step = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
        try {
          return await work();
        } catch (error) {
          failures.push(error instanceof Error ? error.name : 'unknown error');
          return fallback;
        }
      };
      // The picture first: it shows the family's words, and none is kept from now until they are gone.
      await step(() => firstLook.forget(accountId), undefined);
      await step(() => reads.forget(accountId), undefined);
      const unsent = await step(() => outbox.forgetAccount(accountId), 0);
      await step(() => forgetAccountIn(state, accountId), undefined);
      await step(() => forgetCarriedFiles(files, accountId), 0);
      await step(() => replica.eraseDeleted(), undefined);
      await step(() => state.eraseDeleted(), undefined);
      if (failures.length > 0) console.error(`memorial-desk: not everything kept for a signed-out account could be removed (${failures.join(', ')})`);
      return unsent;
    },
    async close() {
      await firstLook.settled();
      await outbox.close();
      traffic.closeAll();
      signIn.close();
      await replica.close();
      await state.close();
    },
  };
}
