/**
 * The composition root: makes each part of the core once, lends the parts to the areas
 * (features/<area>/handlers.ts and bridge/), and dispatches the bridge's calls to them. Wiring
 * only: what each part does is in its own file. Electron's IPC, browser mode's local host and the
 * phone's in-page bridge all sit on the one AppCore this returns; none of them knows a token.
 */
import { operations, type operations as Operations } from '../shared/api';
import { BRIDGE_EVENTS, type BridgeEvents, type BridgeHandlers } from '../shared/bridge';
import { bridgeError } from '../shared/bridge/error';
import { Listeners } from '../shared/listeners';
import { isUnfinished } from '../shared/outbox-states';
import { Accounts } from './accounts/accounts';
import { followAccounts } from './accounts/follow-accounts';
import { openSettings } from './accounts/settings';
import { SignIn } from './accounts/sign-in';
import { BridgeFailure, type AppCore, type CoreOptions } from './app-core-types';
import { apiHandlers } from './bridge/api-handlers';
import type { CoreServices } from './bridge/area';
import { appHandlers, statusOf } from './bridge/app-handlers';
import { dispatch } from './bridge/dispatch';
import { outboxHandlers } from './bridge/outbox-handlers';
import { realClock } from './clock';
import { accountsHandlers } from './features/accounts/handlers';
import { deskHandlers } from './features/desk/handlers';
import { exportsHandlers } from './features/exports/handlers';
import { memorialsHandlers } from './features/memorials/handlers';
import { moderationHandlers } from './features/moderation/handlers';
import { personChangesReady } from './features/moderation/inbox-sweep';
import { postsHandlers } from './features/posts/handlers';
import { settingsHandlers } from './features/settings/handlers';
import { visitsHandlers } from './features/visits/handlers';
import { ShownFiles } from './files/saved-files';
import { makeChanges } from './offline/changes';
import { Reads } from './offline/reads';
import { Replica } from './offline/replica';
import { AccountTraffic } from './service/account-traffic';
import { ServiceClient, type CallAnswer } from './service/client';
import { RequestBudgets } from './service/request-budget';
import { ServiceAddress } from './service/service-address';
import { openState } from './store/state';

export type { CoreOptions } from './app-core-types';

/** Where the app looks for the service until told otherwise: the sandbox's usual address. */
export const DEFAULT_SERVICE_URL = 'http://127.0.0.1:4010/api/v1';

export async function createAppCore(options: CoreOptions): Promise<AppCore> {
  const { demo, home } = options;
  const { host, secrets, files } = home;
  const clock = home.clock ?? realClock;
  const listeners = new Listeners<BridgeEvents>((event, error) => console.error(`memorial-desk: a listener of ${event} failed`, error));
  const emit = listeners.emit.bind(listeners);
  const emitStatus = () => emit('status', status());

  // What must never be lost: the outbox, the desk journal, the learned pace, visits, … (state.sqlite).
  const state = await openState(home.store, clock);
  const settings = await openSettings(files, { serviceUrl: options.serviceUrl ?? DEFAULT_SERVICE_URL }, clock);
  const service = new ServiceAddress(options.serviceUrl ?? settings.get().serviceUrl, options.serviceIdentity);
  const client = new ServiceClient({ baseUrl: () => service.url, ...(home.fetch ? { fetch: home.fetch } : {}) });
  const replica = await Replica.open(home.store, {
    clock,
    onSetAside: (aside, reason) =>
      console.warn(`memorial-desk: the kept answers could not be read (${reason}); the file was set aside as ${aside} and a new one started`),
  });
  const accounts = await Accounts.open({
    settings,
    secrets,
    client,
    clock,
    service: () => service.identity(),
    serviceUrl: () => service.url,
    // A new family account's memorials, within its own budget: the list My memorials shows next.
    readMemorialsAs: async (id) =>
      (await reads.read(id, 'listMyMemorials', { query: { per_page: 100 } }, 'fresh')) as unknown as CallAnswer<typeof Operations.listMyMemorials>,
  });
  // Accounts removed while the app was closed leave nothing behind.
  await replica.keepOnly(accounts.list().accounts.map((a) => a.id));
  const budgets = await RequestBudgets.open(state, { clock, files });
  const traffic = new AccountTraffic({ budgets, clock, client, accounts, onBackOnline: (id) => outbox.notifyOnline(id), onChange: emitStatus });
  // Offline a call fails at once: a person waiting at the screen hears so; only the outbox waits.
  const call: CoreServices['call'] = (accountId, op, input, run) => traffic.call(accountId, op, input, { ...run, whenOffline: 'fail' });
  const reads: Reads = new Reads({
    replica,
    clock,
    operations,
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
    demo,
    secrets,
    locale: host.locale,
    canShare: host.share !== undefined,
  });
  // What was queued before the last close goes on.
  await outbox.start();
  const signIn = new SignIn({
    accounts,
    clock,
    keepOrganization: (id, answer, sentAt) => {
      void reads.keep(id, 'getOrganization', {}, answer, sentAt);
      traffic.schedulerFor(id).heardFromService();
    },
  });
  signIn.onDevice((state) => emit('deviceSignIn', state));
  const signedInFamilies = () =>
    accounts
      .list()
      .accounts.filter((a) => a.kind === 'personal' && a.signedIn)
      .map((a) => a.id);

  // The areas, each lent what it needs.
  const core = { files, person: home.person, state, clock, fetch: home.fetch, accountFor: (id?: string) => accounts.accountFor(id), emit };
  const shown = new ShownFiles();
  const moderation = moderationHandlers({
    ...core,
    reads,
    signedInFamilies,
    // The rest of the sweep steps aside while the person's changes are ready to go (not while they
    // are held for Undo, which needs no request); the queue on screen is still looked at.
    personBusy: (id) => personChangesReady(outbox.entries(), id, clock.now()),
    notifications: () => settings.get().notifications,
    host,
  });
  const demoTokens = options.demoTokens ?? null;
  const areas = [
    apiHandlers({ ...core, call, reads, outbox, hearOnce }),
    appHandlers({
      status,
      openExternal: (url) => host.openExternal(url),
      ...(host.share ? { share: host.share } : {}),
      askServiceNow: () => askServiceNow(),
    }),
    outboxHandlers({ outbox }),
    accountsHandlers({ accounts, signIn, demoTokens, closeTraffic: (id) => traffic.close(id), reads, outbox }),
    settingsHandlers({
      settings,
      lockedSettings: options.lockedSettings ?? null,
      serviceUrl: () => service.url,
      useService: (url) => {
        // Accounts belong to the service they signed in at: every scheduler closes (what waits in
        // one is the old service's); queued changes are held, and go once their service is in use.
        service.use(url);
        traffic.closeAll();
        outbox.notifyOnline();
        emit('accounts', accounts.list());
        emitStatus();
      },
    }),
    moderation,
    memorialsHandlers({ ...core, call }),
    // These three open what they keep in state.sqlite first (an older version's files carried across once).
    await visitsHandlers({ ...core, call, signedInFamilies }),
    await exportsHandlers({ ...core, call, shown }),
    postsHandlers({ ...core, call, shown }),
    await deskHandlers({ ...core, call, deviceName: host.deviceName, onAccountsChange: (l) => accounts.onChange(l) }),
  ];
  const handlers = Object.assign({}, ...areas.map((area) => area.handlers)) as BridgeHandlers;

  function hearOnce(id: string): void {
    if (accounts.credentialsFor(id)) traffic.schedulerFor(id).hearOnce();
  }
  function askServiceNow(): void {
    const active = accounts.activeId();
    if (active && accounts.credentialsFor(active)) traffic.schedulerFor(active).checkNow();
  }
  followAccounts(accounts, {
    keepTrafficOf: (ids) => traffic.closeAll(ids),
    signedIn: (id) => outbox.notifyOnline(id),
    changed: (state) => {
      emit('accounts', state);
      emitStatus();
      moderation.sync();
    },
  });
  // The demo signs in once everything that follows its accounts is in place.
  const tokens = demoTokens?.();
  if (tokens)
    await signIn
      .demo(tokens)
      .catch((error: unknown) =>
        console.error('memorial-desk: could not sign in to the demo accounts:', error instanceof Error ? error.message : 'unknown error'),
      );

  let closed = false;
  return {
    async handle(name, rawArgs) {
      if (closed) throw new BridgeFailure(bridgeError('internal', 'Memorial Desk is closing.'));
      return dispatch(handlers, name, rawArgs);
    },
    emitNavigate(path) {
      const checked = BRIDGE_EVENTS.navigate.safeParse({ path });
      if (checked.success) emit('navigate', checked.data);
    },
    on: (event, listener) => listeners.on(event, listener),
    async close() {
      if (closed) return;
      closed = true;
      // Each area stops what it runs (exports and the desk wait for their work under way).
      for (const area of areas) await area.close();
      await outbox.close();
      traffic.closeAll();
      signIn.close();
      await replica.close();
      await state.close();
    },
  };
}
