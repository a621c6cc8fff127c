/**
 * The main process's whole service, behind the bridge: accounts and their secrets, one scheduler
 * per token, the durable outbox, settings. Electron's IPC and browser mode's local host both sit
 * on this one object; neither knows a token.
 *
 * This is the composition root: it makes each part once and wires them together. The bridge's
 * handlers live in handlers/<area>.ts, one factory per area over what the core lends it.
 */
import { join } from 'node:path';
import { operations, type AnyOperation } from '../shared/api';
import { BRIDGE_EVENTS, type AppStatus, type BridgeEvents, type BridgeHandlers, type ReadName } from '../shared/bridge';
import { isUnfinished } from '../shared/outbox-states';
import { bridgeError } from '../shared/bridge-error';
import { newTributesWords } from '../shared/bridge-inbox';
import { Listeners } from '../shared/listeners';
import { AccountTraffic } from './service/account-traffic';
import { Accounts } from './accounts/accounts';
import { BridgeFailure, type AppCore, type AppCoreOptions } from './app-core-types';
import { ServiceClient, type CallAnswer } from './service/client';
import { realClock } from './clock';
import { DecisionCheck, readsThrough } from './offline/decision-check';
import { DeskJournal } from './features/desk/desk-journal';
import { accountsHandlers } from './features/accounts/handlers';
import { apiHandlers } from './bridge/api-handlers';
import { appHandlers } from './bridge/app-handlers';
import type { CoreServices } from './bridge/area';
import { coverHandlers } from './features/memorials/handlers';
import { deskHandlers } from './features/desk/handlers';
import { dispatch } from './bridge/dispatch';
import { inboxHandlers } from './features/moderation/handlers';
import { keepingHandlers } from './features/desk/keeping-handlers';
import { outboxHandlers } from './bridge/outbox-handlers';
import { premiumHandlers } from './features/exports/premium-handlers';
import { settingsHandlers } from './features/settings/handlers';
import { InboxSweep, personChangesReady } from './features/moderation/inbox-sweep';
import { Outbox, type OutboxRecord } from './offline/outbox';
import { answerReadsOf, isQueuedName, operationOf, verifyChange, waitsBehind, wordingPauseUntil, type Read } from './offline/queued-operations';
import { JOIN_MS } from './offline/read-freshness';
import { Reads } from './offline/reads';
import { Replica } from './offline/replica';
import { openSecretStore } from './accounts/secrets';
import { openSettings, type SettingsStore } from './accounts/settings';
import { SignIn } from './accounts/sign-in';

export type { AppCoreOptions } from './app-core-types';

/** Where the app looks for the service until told otherwise: the sandbox's usual address. */
export const DEFAULT_SERVICE_URL = 'http://127.0.0.1:4010/api/v1';

/**
 * The part of each family account's background budget the inbox sweep may use, a minute: a look
 * at each of the five memorials a family may look after at once, every minute, and one of the six
 * background requests left for counts and refreshes.
 */
const SWEEP_ALLOWANCE_PER_MINUTE = 5;

export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  const clock = options.clock ?? realClock;
  const settings: SettingsStore = openSettings(options.dataDir, { serviceUrl: options.serviceUrl ?? DEFAULT_SERVICE_URL });
  let serviceUrl = options.serviceUrl ?? settings.get().serviceUrl;
  const secrets = options.secrets ?? (await openSecretStore());
  const client = new ServiceClient({ baseUrl: () => serviceUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const firstServiceUrl = serviceUrl;
  const serviceIdentity = () => (options.serviceIdentity && serviceUrl === firstServiceUrl ? options.serviceIdentity : serviceUrl);
  // What main has read, kept per account: every screen opened before can be shown again offline.
  const replica = Replica.open(join(options.dataDir, 'replica.sqlite'), {
    clock,
    onSetAside: (aside, reason) =>
      console.warn(`memorial-desk: the kept answers could not be read (${reason}); the file was set aside as ${aside} and a new one started`),
  });
  const accounts = await Accounts.open({
    settings,
    secrets,
    client,
    clock,
    service: serviceIdentity,
    serviceUrl: () => serviceUrl,
    // Naming a new family account reads its memorials within that account's own budget.
    // It is the list My memorials shows, so the screen that opens next needs no request of its own.
    readMemorialsAs: async (id) => {
      const answer = await reads.read(id, 'listMyMemorials', { query: { per_page: 100 } }, 'fresh');
      return answer as unknown as CallAnswer<typeof operations.listMyMemorials>;
    },
  });
  const signIn = new SignIn({
    accounts,
    clock,
    keepOrganization: (id, answer, sentAt) => {
      reads.keep(id, 'getOrganization', {}, answer, sentAt);
      traffic.schedulerFor(id).heardFromService();
    },
  });
  // Accounts removed while the app was closed leave nothing behind.
  replica.keepOnly(accounts.list().accounts.map((a) => a.id));
  const demoTokens = options.demoTokens ?? null;

  const listeners = new Listeners<BridgeEvents>((event, error) => console.error(`memorial-desk: a listener of ${event} failed`, error));
  const emit = listeners.emit.bind(listeners);

  // One scheduler per account (so per token): its budget, lanes and offline pause.
  const traffic = new AccountTraffic({
    dataDir: options.dataDir,
    clock,
    client,
    accounts,
    onBackOnline: (accountId) => outbox.notifyOnline(accountId),
    onChange: () => emit('status', status()),
  });

  /**
   * Reads that are part of sending a change (did a lost one arrive? is the tribute still as the
   * person saw it?): in the changes' own lane, since the change waits for them. What they find is
   * kept, so the screens showing that list follow it.
   */
  const readNames = new Map<AnyOperation, ReadName>(Object.entries(operations).map(([name, op]) => [op as AnyOperation, name as ReadName]));
  const readAs =
    (accountId: string): Read =>
    async (op, input) => {
      const sentAt = clock.now();
      const answer = await traffic.call(accountId, op, input, { lane: 'change', whenOffline: 'fail' });
      const name = readNames.get(op);
      if (name !== undefined) reads.keep(accountId, name, input, answer, sentAt);
      return answer;
    };

  const reads: Reads = new Reads({
    replica,
    clock,
    operations,
    call: (accountId, op, input, run) => traffic.call(accountId, op, input, { ...run, whenOffline: 'fail' }),
    promote: (accountId, key) => traffic.existing(accountId)?.promote(key),
    onChange: (change) => emit('replica', { ...change, readAt: new Date(change.readAt).toISOString() }),
  });

  /** Changes not yet ended, so the end of each is noticed once: the reads it touched are old from then on. */
  let unfinished = new Set<string>();
  /**
   * The check before acting (decision-check.ts) reads what the change is about: an answer read in
   * the last few seconds (JOIN_MS: a screen just opened, the sweep) is as current as a new request
   * would be, and serves instead of one.
   */
  const checkReadAs =
    (accountId: string): Read =>
    async (op, input) => {
      const name = readNames.get(op);
      const recent = name === undefined ? null : reads.recent(accountId, name, input, JOIN_MS);
      if (recent) return { status: recent.status, data: recent.data, headers: new Headers() } as CallAnswer<typeof op>;
      return readAs(accountId)(op, input);
    };
  // Check before acting (decision-check.ts): a change is not sent over something changed elsewhere.
  const decisionCheck = new DecisionCheck({ clock, ...readsThrough(checkReadAs) });

  /**
   * A change the service answered with the resource as changed: that answer is kept as the reads
   * it is, so nothing is read again to see what the change left (the other reads it touched are
   * old from now).
   */
  function keepAnswerOf(entry: OutboxRecord, answer: { data: unknown }): void {
    const kept = answerReadsOf(entry, answer.data);
    if (kept.length === 0) return;
    reads.invalidate(entry.accountId, entry.touches, entry.memorialId);
    unfinished.delete(entry.id);
    const now = clock.now();
    for (const read of kept) reads.keep(entry.accountId, read.read, read.input, { status: 200, data: read.data }, now);
  }

  const outbox = new Outbox({
    file: join(options.dataDir, 'outbox.json'),
    clock,
    // Offline, a change fails at once and stays queued in the outbox (not "sending"); the
    // scheduler's probe notices the service is back and the outbox is told to retry.
    send: (entry: OutboxRecord, onWire) =>
      traffic.call(entry.accountId, operationOf(entry.operation), entry.input, { lane: 'change', whenOffline: 'fail', onSend: onWire }),
    verify: (entry: OutboxRecord) => verifyChange(entry, readAs(entry.accountId)),
    knows: isQueuedName,
    waitsBehind,
    notBefore: wordingPauseUntil,
    waitingFor: (accountId) => {
      const until = traffic.changesWaitUntil(accountId);
      return until === null ? null : { reason: 'limit', until };
    },
    checkBeforeSend: (entry, waiting) => decisionCheck.beforeSend(entry, waiting),
    onDone: (entry, answer) => {
      decisionCheck.noteDone({ ...entry, body: entry.input.body ?? null, seen: entry.seen ?? null });
      keepAnswerOf(entry, answer);
    },
    onChange: (entries) => {
      for (const entry of entries) {
        if (!isUnfinished(entry) && unfinished.has(entry.id)) reads.invalidate(entry.accountId, entry.touches, entry.memorialId);
      }
      unfinished = new Set(entries.filter(isUnfinished).map((e) => e.id));
      emit('outbox', { entries });
      emit('status', status());
    },
  });
  await outbox.start();

  let signedInBefore = new Set(
    accounts
      .list()
      .accounts.filter((a) => a.signedIn)
      .map((a) => a.id),
  );
  accounts.onChange((state) => {
    traffic.closeAll(new Set(state.accounts.map((a) => a.id)));
    // Changes held while an account was signed out go out once it is signed in again.
    for (const account of state.accounts) {
      if (account.signedIn && !signedInBefore.has(account.id)) outbox.notifyOnline(account.id);
    }
    signedInBefore = new Set(state.accounts.filter((a) => a.signedIn).map((a) => a.id));
    emit('accounts', state);
    emit('status', status());
  });
  signIn.onDevice((state) => emit('deviceSignIn', state));

  // Tributes waiting on every memorial of every signed-in family account, found in the background.
  const inbox = new InboxSweep({
    clock,
    accounts: () =>
      accounts
        .list()
        .accounts.filter((a) => a.kind === 'personal' && a.signedIn)
        .map((a) => a.id),
    // The same reads My memorials and the first page of each memorial's waiting list make: one
    // answer serves the sweep and the screens.
    readMemorials: async (id) =>
      (await reads.read(id, 'listMyMemorials', { query: { per_page: 100 } }, 'sweep')) as unknown as CallAnswer<typeof operations.listMyMemorials>,
    readPending: async (id, memorial) =>
      (await reads.read(id, 'listContributions', { params: { memorial }, query: { status: 'pending', per_page: 100 } }, 'sweep')) as unknown as CallAnswer<
        typeof operations.listContributions
      >,
    allowancePerMinute: () => SWEEP_ALLOWANCE_PER_MINUTE,
    // The rest of the sweep steps aside while the person's changes are ready to go (not while they
    // are held for Undo, which needs no request); the queue on screen is still looked at (issue 28).
    personBusy: (id) => personChangesReady(outbox.entries(), id, clock.now()),
    onChange: (state) => {
      emit('inbox', state);
      options.setBadge?.(state.accounts.reduce((sum, account) => sum + account.memorials.reduce((n, m) => n + m.pending, 0), 0));
    },
    onNew: (found) => {
      emit('newTributes', found);
      if (!settings.get().notifications || !options.notify) return;
      options.notify({
        ...newTributesWords(found),
        place: `/memorials/${found.memorialId}/tributes?status=pending`,
      });
    },
  });
  inbox.sync();
  accounts.onChange(() => inbox.sync());

  // The demo signs in once everything that follows its accounts is in place.
  if (demoTokens) {
    const tokens = demoTokens();
    if (tokens) {
      await signIn.demo(tokens).catch((error: unknown) => {
        console.error('memorial-desk: could not sign in to the demo accounts:', error instanceof Error ? error.message : 'unknown error');
      });
    }
  }

  function status(): AppStatus {
    const connection = traffic.connection(accounts.activeId());
    const waiting = outbox.entries().filter(isUnfinished).length;
    return {
      online: connection.online,
      offlineSince: connection.offlineSince !== null ? new Date(connection.offlineSince).toISOString() : null,
      waiting,
      rateLimitedUntil: connection.rateLimitedUntil ? new Date(connection.rateLimitedUntil).toISOString() : null,
      serviceUrl,
      demo: options.demo,
      secretStorage: secrets.kind,
      secretStorageNote: secrets.note,
      locale: options.locale ?? null,
    };
  }

  // The bridge's handlers, area by area (handlers/<area>.ts), each lent what it needs of the core.
  const core: CoreServices = {
    dataDir: options.dataDir,
    clock,
    fetch: options.fetch,
    accountFor: (requested) => accounts.accountFor(requested),
    call: (accountId, op, input, run) => traffic.call(accountId, op, input, { ...run, whenOffline: 'fail' }),
    emit,
  };
  const journal = new DeskJournal(options.dataDir, clock);
  const desk = deskHandlers({ ...core, onAccountsChange: (listener) => accounts.onChange(listener), journal });
  const areas = {
    api: apiHandlers({
      ...core,
      reads,
      outbox,
      hearOnce: (accountId) => {
        if (accounts.credentialsFor(accountId)) traffic.schedulerFor(accountId).hearOnce();
      },
    }),
    app: appHandlers({
      status,
      askServiceNow: () => {
        const active = accounts.activeId();
        if (active && accounts.credentialsFor(active)) traffic.schedulerFor(active).checkNow();
      },
      openExternal: options.openExternal,
    }),
    accounts: accountsHandlers({ accounts, signIn, demoTokens, closeTraffic: (id) => traffic.close(id), reads, outbox }),
    settings: settingsHandlers({
      settings,
      lockedSettings: options.lockedSettings ?? null,
      serviceUrl: () => serviceUrl,
      useService: (url) => {
        // Accounts belong to the service they signed in at: the list now shows that service's.
        // Every scheduler closes (what waits in one is the old service's); queued changes are
        // held, and go out again once their account's service is the one in use.
        serviceUrl = url;
        traffic.closeAll();
        outbox.notifyOnline();
        emit('accounts', accounts.list());
        emit('status', status());
      },
    }),
    outbox: outboxHandlers({ outbox }),
    inbox: inboxHandlers({ inbox }),
    cover: coverHandlers(core),
    premium: premiumHandlers({
      ...core,
      desktop: options.desktop,
      signedInFamilies: () =>
        accounts
          .list()
          .accounts.filter((a) => a.kind === 'personal' && a.signedIn)
          .map((a) => a.id),
    }),
    keeping: keepingHandlers({ ...core, desktop: options.desktop, journal, desk }),
    desk,
  };
  const handlers: BridgeHandlers = {
    ...areas.api.handlers,
    ...areas.app.handlers,
    ...areas.accounts.handlers,
    ...areas.settings.handlers,
    ...areas.outbox.handlers,
    ...areas.inbox.handlers,
    ...areas.cover.handlers,
    ...areas.premium.handlers,
    ...areas.keeping.handlers,
    ...areas.desk.handlers,
  };

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
      // Each area stops what it runs (the premium and keeping areas wait for their work under way).
      for (const area of Object.values(areas)) await area.close();
      inbox.close();
      await outbox.close();
      traffic.closeAll();
      signIn.close();
      replica.close();
    },
  };
}
