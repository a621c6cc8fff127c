/**
 * The main process's whole service, behind the bridge: accounts and their secrets, one scheduler
 * per token, the durable outbox, settings. Electron's IPC and browser mode's local host both sit
 * on this one object; neither knows a token.
 */
import { join } from 'node:path';
import type { z } from 'zod';
import { buildPath, operations, type AnyOperation } from '../../shared/api';
import {
  API_MODES,
  APP_OPERATIONS,
  BRIDGE_EVENTS,
  apiArgsSchema,
  isBridgeOperation,
  type ApiBridgeName,
  type AppOperationName,
  type AppStatus,
  type BridgeArgs,
  type BridgeEvents,
  type BridgeHandlers,
  type BridgeOperationName,
  type BridgeResult,
  type OutboxEntry,
  type ReadName,
  type SendName,
} from '../../shared/bridge';
import { bridgeError, toBridgeError, UNEXPECTED_MESSAGE } from '../../shared/bridge-error';
import { LIMITS } from '../../shared/limits';
import { Listeners } from '../../shared/listeners';
import { Accounts, ACCOUNT_MESSAGES, type DemoTokens } from './accounts';
import { BridgeFailure, type AppCore } from './app-core-types';
import { LocalError, ServiceClient, ServiceError, type CallAnswer, type CallInput } from './client';
import { realClock, type Clock } from './clock';
import { Outbox, type OutboxRecord } from './outbox';
import { DecisionCheck, readsThrough } from './decision-check';
import { newTributesWords } from '../../shared/bridge-inbox';
import { InboxSweep } from './inbox-sweep';
import { isQueuedName, operationOf, QUEUED_OPERATIONS, subjectOf, verifyChange, waitsBehind, wordingPauseUntil, type Read } from './queued-operations';
import { SEND_TOUCHES } from './read-freshness';
import { Reads, type ReadAsk } from './reads';
import { Replica } from './replica';
import { Scheduler, type Lane } from './scheduler';
import { openSecretStore, type SecretStore } from './secrets';
import { openSettings, type SettingsStore } from './settings';
import { isSafeExternalUrl } from './external-url';
import { coverHandlers } from './cover-handlers';
import { createDeskService } from './desk-handlers';
import { createPremiumHandlers, type DesktopFiles } from './premium-handlers';
import { DeskJournal } from './desk-journal';
import { createKeepingHandlers } from './keeping-handlers';

/** Where the app looks for the service until told otherwise: the sandbox's usual address. */
export const DEFAULT_SERVICE_URL = 'http://127.0.0.1:4010/api/v1';

export interface AppCoreOptions {
  dataDir: string;
  /** Overrides the saved address for this run (`--service`, `MEMORIAL_API_URL`, the demo sandbox). */
  serviceUrl?: string | undefined;
  demo: boolean;
  /**
   * What accounts are bound to, when the service's address is not stable (the embedded demo
   * sandbox takes a new port each start). Used only while the app talks to that first address.
   */
  serviceIdentity?: string;
  /** Opens an http(s) address in the system browser; false when this host cannot (browser mode). */
  openExternal: (url: string) => Promise<boolean>;
  /**
   * The demo world's accounts (`--demo`): fresh tokens from the embedded sandbox. The app signs in
   * to them at every start, and again when the person asks after signing out of one, so the demo
   * always opens ready and no token is ever printed.
   */
  demoTokens?: (() => DemoTokens | null) | null;
  /** The operating system's regional format ("en-AU"), from Electron; browser mode has none. */
  locale?: string | null;
  /** The OS keychain by default; tests pass a session-only store. */
  secrets?: SecretStore;
  clock?: Clock;
  fetch?: typeof fetch;
  /**
   * Settings this computer's administrator set in the machine-wide file (machine-settings.ts):
   * reported by `settings.get`, refused by `settings.set`. Their values arrive as the options above.
   */
  lockedSettings?: { names: readonly string[]; file: string } | null;
  /** The desktop's folder chooser, save dialog, file manager and Downloads folder (premium-handlers.ts). */
  desktop?: DesktopFiles;
  /**
   * Shows a desktop notification of new tributes (Electron's Notification); clicking it should
   * open `place`. Without it (browser mode) the page shows its own, from the `newTributes` event.
   */
  notify?: (note: { title: string; body: string; place: string }) => void;
  /** The count of tributes waiting for approval, on the app's icon (dock or taskbar badge). */
  setBadge?: (count: number) => void;
}

/** The part of each family account's background budget the inbox sweep may use, a minute. */
const SWEEP_ALLOWANCE_PER_MINUTE = 8;

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
    onSetAside: (aside, reason) => console.warn(`memorial-desk: the kept answers could not be read (${reason}); the file was set aside as ${aside} and a new one started`),
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
    keepOrganization: (id, answer, sentAt) => {
      reads.keep(id, 'getOrganization', {}, answer, sentAt);
      schedulerFor(id).heardFromService();
    },
  });
  // Accounts removed while the app was closed leave nothing behind.
  replica.keepOnly(accounts.list().accounts.map((a) => a.id));
  const demoTokens = options.demoTokens ?? null;

  const listeners = new Listeners<BridgeEvents>((event, error) => console.error(`memorial-desk: a listener of ${event} failed`, error));
  const emit = listeners.emit.bind(listeners);

  // One scheduler per account (so per token): its budget, lanes and offline pause.
  const schedulers = new Map<string, Scheduler>();
  function schedulerFor(accountId: string): Scheduler {
    let scheduler = schedulers.get(accountId);
    if (scheduler) return scheduler;
    const kind = accounts.get(accountId)?.kind ?? 'personal';
    let wasOnline = true;
    scheduler = new Scheduler({
      perMinute: LIMITS.rateLimitPerMinute[kind],
      // The whole budget: the service's limit is exact (a request is counted when it arrives, and
      // each slot is held until a minute after its answer), and a 429 from traffic we do not see
      // is waited out like any other. Keeping one spare would make 40 approvals take three minutes
      // of twenty, not two.
      spare: 0,
      // A family's changes (decisions, words, and its sends): its screens' reads leave them four of
      // the twenty, and its own background reads half (the first-hour bench: decisions and an edit
      // right after opening the screens go at once). A funeral home's desk queues no changes, and
      // its sweeps need their two thirds of fifty.
      ...(kind === 'personal' ? { reserve: 1 / 2, changeReserve: 0.2 } : {}),
      // What was sent in the last minute outlives a restart, so a restart never overspends.
      budgetFile: join(options.dataDir, 'request-budget', `${accountId.replace(/[^\w-]/g, '_')}.json`),
      // Other computers may share the token (several desks of one funeral home, a family's two
      // computers): learn this one's share from 429s it did not cause (shared-pace.ts).
      pace: {},
      clock,
      probe: async () => {
        const credentials = accounts.credentialsFor(accountId);
        if (!credentials) throw signedOut();
        await client.call(operations.ping, {}, credentials.token, credentials.baseUrl);
      },
      onChange: (state) => {
        // Only the moment the service answers again wakes the outbox; every other change of the
        // scheduler leaves the outbox's own backoff alone.
        if (state.online && !wasOnline) outbox.notifyOnline(accountId);
        wasOnline = state.online;
        emit('status', status());
      },
    });
    schedulers.set(accountId, scheduler);
    return scheduler;
  }

  function closeScheduler(accountId: string): void {
    schedulers.get(accountId)?.close();
    schedulers.delete(accountId);
  }

  /** Sends one call for an account through its scheduler. */
  async function callAs<O extends AnyOperation>(
    accountId: string,
    op: O,
    input: CallInput<O>,
    run: { lane: Lane; key?: string; whenOffline: 'wait' | 'fail'; onSend?: () => void | Promise<void> },
  ): Promise<CallAnswer<O>> {
    // The token and its service's address are taken together, and travel together while the
    // request waits its turn: a service changed meanwhile never receives this token.
    const credentials = accounts.credentialsFor(accountId);
    if (!credentials) throw signedOut();
    try {
      return await schedulerFor(accountId).run(async () => {
        await run.onSend?.();
        return client.call(op, input, credentials.token, credentials.baseUrl);
      }, run);
    } catch (error) {
      // The service no longer accepts this sign-in: the account shows as signed out at once.
      if (error instanceof ServiceError && error.status === 401) await accounts.rejected(accountId);
      throw error;
    }
  }

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
      const answer = await callAs(accountId, op, input, { lane: 'change', whenOffline: 'fail' });
      const name = readNames.get(op);
      if (name !== undefined) reads.keep(accountId, name, input, answer, sentAt);
      return answer;
    };

  const reads: Reads = new Reads({
    replica,
    clock,
    operations,
    call: (accountId, op, input, run) => callAs(accountId, op, input, { ...run, whenOffline: 'fail' }),
    promote: (accountId, key) => schedulers.get(accountId)?.promote(key),
    onChange: (change) => emit('replica', { ...change, readAt: new Date(change.readAt).toISOString() }),
  });

  /** Changes not yet ended, so the end of each is noticed once: the reads it touched are old from then on. */
  let unfinished = new Set<string>();
  // Check before acting (decision-check.ts): a change is not sent over something changed elsewhere.
  const decisionCheck = new DecisionCheck({ clock, ...readsThrough(readAs) });

  const outbox = new Outbox({
    file: join(options.dataDir, 'outbox.json'),
    clock,
    // Offline, a change fails at once and stays queued in the outbox (not "sending"); the
    // scheduler's probe notices the service is back and the outbox is told to retry.
    send: (entry: OutboxRecord, onWire) => callAs(entry.accountId, operationOf(entry.operation), entry.input, { lane: 'change', whenOffline: 'fail', onSend: onWire }),
    verify: (entry: OutboxRecord) => verifyChange(entry, readAs(entry.accountId)),
    knows: isQueuedName,
    waitsBehind,
    notBefore: wordingPauseUntil,
    waitingFor: (accountId) => {
      const until = schedulers.get(accountId)?.state().changesWaitUntil ?? null;
      return until === null ? null : { reason: 'limit', until };
    },
    checkBeforeSend: (entry, waiting) => decisionCheck.beforeSend(entry, waiting),
    onDone: (entry) => decisionCheck.noteDone({ ...entry, body: entry.input.body ?? null, seen: entry.seen ?? null }),
    onChange: (entries) => {
      for (const entry of entries) {
        const ended = entry.state === 'done' || entry.state === 'refused';
        if (ended && unfinished.has(entry.id)) reads.invalidate(entry.accountId, entry.touches, entry.memorialId);
      }
      unfinished = new Set(entries.filter((e) => e.state !== 'done' && e.state !== 'refused').map((e) => e.id));
      emit('outbox', { entries });
      emit('status', status());
    },
  });
  await outbox.start();

  let signedInBefore = new Set(accounts.list().accounts.filter((a) => a.signedIn).map((a) => a.id));
  accounts.onChange((state) => {
    for (const id of schedulers.keys()) if (!state.accounts.some((a) => a.id === id)) closeScheduler(id);
    // Changes held while an account was signed out go out once it is signed in again.
    for (const account of state.accounts) {
      if (account.signedIn && !signedInBefore.has(account.id)) outbox.notifyOnline(account.id);
    }
    signedInBefore = new Set(state.accounts.filter((a) => a.signedIn).map((a) => a.id));
    emit('accounts', state);
    emit('status', status());
  });
  accounts.onDeviceSignIn((state) => emit('deviceSignIn', state));

  // Tributes waiting on every memorial of every signed-in family account, found in the background.
  const inbox = new InboxSweep({
    clock,
    accounts: () => accounts.list().accounts.filter((a) => a.kind === 'personal' && a.signedIn).map((a) => a.id),
    // The same reads My memorials and the first page of each memorial's waiting list make: one
    // answer serves the sweep and the screens.
    readMemorials: async (id) => (await reads.read(id, 'listMyMemorials', { query: { per_page: 100 } }, 'sweep')) as unknown as CallAnswer<typeof operations.listMyMemorials>,
    readPending: async (id, memorial) =>
      (await reads.read(id, 'listContributions', { params: { memorial }, query: { status: 'pending', per_page: 100 } }, 'sweep')) as unknown as CallAnswer<
        typeof operations.listContributions
      >,
    allowancePerMinute: () => SWEEP_ALLOWANCE_PER_MINUTE,
    personBusy: (id) => outbox.entries().some((entry) => entry.accountId === id && entry.state !== 'done' && entry.state !== 'refused'),
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
      await accounts.signInDemo(tokens).catch((error: unknown) => {
        console.error('memorial-desk: could not sign in to the demo accounts:', error instanceof Error ? error.message : 'unknown error');
      });
    }
  }

  /** Since when this computer has not reached the service: the earliest any account found out. */
  function offlineSince(state: { online: boolean; offlineSince: number | null } | undefined): string | null {
    if (!state || state.online || state.offlineSince === null) return null;
    const since = Math.min(...[...schedulers.values()].map((s) => s.state()).flatMap((s) => (s.heard && !s.online && s.offlineSince !== null ? [s.offlineSince] : [])));
    return new Date(Number.isFinite(since) ? since : state.offlineSince).toISOString();
  }

  function status(): AppStatus {
    const active = accounts.activeId();
    const own = active ? schedulers.get(active)?.state() : undefined;
    // The connection is this computer's: until the active account's own requests have said
    // anything, what another account's found stands for it (just switched, while offline).
    const state = own?.heard ? own : ([...schedulers.values()].map((s) => s.state()).find((s) => s.heard) ?? own);
    const waiting = outbox.entries().filter((e) => e.state !== 'done' && e.state !== 'refused').length;
    return {
      // Never "online" on hope alone: only once the service answered in this run.
      online: state?.heard ? state.online : null,
      offlineSince: offlineSince(state),
      waiting,
      rateLimitedUntil: state?.rateLimitedUntil ? new Date(state.rateLimitedUntil).toISOString() : null,
      serviceUrl,
      demo: options.demo,
      secretStorage: secrets.kind,
      secretStorageNote: secrets.note,
      locale: options.locale ?? null,
    };
  }

  /** The account a request is for (the one named, else the active one), or a plain refusal. */
  function accountFor(requested: string | undefined): { id: string; kind: 'personal' | 'business' } {
    const id = requested ?? accounts.activeId();
    const account = id ? accounts.get(id) : null;
    if (!id || !account) {
      throw new LocalError('signed-out', requested ? 'That account is no longer on this computer. Please sign in again.' : 'Please sign in first.');
    }
    return { id, kind: account.kind };
  }

  async function callApi<N extends ApiBridgeName>(name: N, rawArgs: unknown): Promise<BridgeResult<N>> {
    const args = parseArgs(apiArgsSchema(name), rawArgs);
    const op: AnyOperation = operations[name];
    const account = accountFor(args.accountId);
    if (op.token !== 'any' && op.token !== account.kind) {
      throw new LocalError(
        'invalid',
        op.token === 'personal'
          ? 'This is for family accounts. Switch to a family account to do this.'
          : "This is for funeral homes. Switch to your organization's account to do this.",
      );
    }
    const input = { params: args.params, query: args.query, body: args.body } as CallInput;
    const mode = API_MODES[name];
    // A request whose address cannot be built is refused now, before anything is queued.
    try {
      buildPath(op.path, (input.params ?? {}) as Record<string, string | number>);
    } catch {
      throw new LocalError('invalid', 'Memorial Desk could not tell which memorial or tribute this is for. Please try again from the list.');
    }
    // A tribute's change is checked through its memorial's lists if its outcome is ever lost.
    if (isQueuedName(name)) {
      const described = QUEUED_OPERATIONS[name];
      const subject = subjectOf(name, input.params, args.memorialId ?? null);
      if (subject.memorialId === null) {
        throw new LocalError('invalid', 'Memorial Desk could not tell which memorial this belongs to. Please try again from the memorial.');
      }
      const queued: OutboxEntry = await outbox.enqueue({
        accountId: account.id,
        operation: name,
        input: JSON.parse(JSON.stringify(input)) as Record<string, Record<string, unknown>>,
        label: args.label ?? described.label,
        ...subject,
        touches: described.touches,
        ...(args.holdMs ? { holdMs: args.holdMs } : {}),
        ...(args.seen ? { seen: args.seen } : {}),
      });
      return { queued } as BridgeResult<N>;
    }
    if (mode === 'read') {
      // Answered from what main kept when it can; offline, only a read never made before fails.
      const ask: ReadAsk = args.fresh === true ? 'fresh' : args.follow === true ? 'follow' : args.background === true ? 'background' : 'open';
      // What was kept may be all a screen shows: the service is asked once whether it is there.
      if (accounts.credentialsFor(account.id)) schedulerFor(account.id).hearOnce();
      const answer = await reads.read(account.id, name as ReadName, input, ask);
      return { status: answer.status, data: answer.data, readAt: new Date(answer.readAt).toISOString(), inputKey: answer.inputKey } as BridgeResult<N>;
    }
    // A person waiting at the screen hears at once that the service can't be reached; only the
    // outbox waits for the connection.
    // A send is the person's change too (creating, deleting, exporting, sharing): it goes with
    // the changes, ahead of every read.
    const answer = await callAs(account.id, op, input, { lane: 'change', whenOffline: 'fail' });
    // What the send altered is read again at the next look, never answered from before it.
    const memorial = (input.params as { memorial?: unknown } | undefined)?.memorial;
    reads.invalidate(account.id, SEND_TOUCHES[name as SendName], typeof memorial === 'number' ? memorial : null);
    return { status: answer.status, data: answer.data } as BridgeResult<N>;
  }

  const journal = new DeskJournal(options.dataDir, clock);
  const desk = createDeskService({ dataDir: options.dataDir, clock, fetch: options.fetch, accountFor, call: callAs, emit, onAccountsChange: (listener) => accounts.onChange(listener), journal });
  const keeping = createKeepingHandlers({ dataDir: options.dataDir, clock, fetch: options.fetch, desktop: options.desktop, accountFor, call: callAs, emit, journal, desk });
  const premium = createPremiumHandlers({
    dataDir: options.dataDir,
    clock,
    fetch: options.fetch,
    desktop: options.desktop,
    account: accountFor,
    call: (accountId, op, input, lane) => callAs(accountId, op, input, { lane, whenOffline: 'fail' }),
    emit,
    signedInFamilies: () => accounts.list().accounts.filter((a) => a.kind === 'personal' && a.signedIn).map((a) => a.id),
  });

  const appHandlers: { [N in AppOperationName]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>> } = {
    ...premium.handlers,
    'app.status': () => {
      // A screen asking for the state (a page just loaded) should not be told "offline" on old
      // news: the service is asked again now, and the answer follows as a status event.
      // At the start nothing may have been asked (every screen answered from what was kept): one
      // question tells whether the service can be reached.
      const active = accounts.activeId();
      if (active && accounts.credentialsFor(active)) schedulerFor(active).checkNow();
      return Promise.resolve(status());
    },
    'app.openExternal': async ({ url }) => {
      // Refused here, not just left unopened: the renderer's fallback must never open it either.
      if (!isSafeExternalUrl(url)) throw new LocalError('invalid', 'Memorial Desk only opens ordinary web addresses (http or https).');
      return { opened: await options.openExternal(url) };
    },
    'accounts.list': () => Promise.resolve(accounts.list()),
    'accounts.switch': ({ id }) => Promise.resolve(accounts.switch(id)),
    'accounts.rename': ({ id, name }) => Promise.resolve(accounts.rename(id, name)),
    'signIn.demo': async () => {
      const tokens = demoTokens?.() ?? null;
      if (!tokens) throw new LocalError('invalid', ACCOUNT_MESSAGES.notDemo);
      return accounts.signInDemo(tokens);
    },
    'accounts.signOut': async ({ id }) => {
      const state = await accounts.signOut(id);
      closeScheduler(id);
      // Nothing read for the account stays on this computer.
      reads.forget(id);
      // What the account had not sent yet can no longer be sent: say so, rather than keep it
      // "waiting" forever (the renderer warns before signing out).
      await outbox.abandon(id, 'This change was not sent, because you signed out of the account before it could go. Nothing was changed on the memorial.');
      return state;
    },
    'signIn.device.start': ({ again }) => accounts.startDeviceSignIn(again),
    'signIn.device.get': ({ flowId }) => Promise.resolve(accounts.deviceSignIn(flowId)),
    'signIn.device.cancel': ({ flowId }) => Promise.resolve(accounts.cancelDeviceSignIn(flowId)),
    'signIn.business': ({ token }) => accounts.signInBusiness(token),
    'settings.get': () => Promise.resolve({ serviceUrl, notifications: settings.get().notifications, ...lockedState() }),
    'settings.set': (patch) => {
      const locked = Object.keys(patch).find((name) => lockedState().locked.includes(name));
      if (locked !== undefined) {
        throw new LocalError('invalid', `This computer's administrator has set this (in ${options.lockedSettings?.file ?? 'the machine-wide settings'}), so it cannot be changed here.`);
      }
      if (patch.serviceUrl !== undefined && !isAcceptableServiceUrl(patch.serviceUrl)) {
        throw new LocalError('invalid', 'The service address must start with https:// (plain http:// is only for this computer, 127.0.0.1 or localhost).');
      }
      const saved = settings.update(patch);
      if (patch.serviceUrl !== undefined && saved.serviceUrl !== serviceUrl) {
        // Accounts belong to the service they signed in at: the list now shows that service's.
        // Every scheduler closes (what waits in one is the old service's); queued changes are
        // held, and go out again once their account's service is the one in use.
        serviceUrl = saved.serviceUrl;
        for (const id of [...schedulers.keys()]) closeScheduler(id);
        outbox.notifyOnline();
        emit('accounts', accounts.list());
        emit('status', status());
      }
      return Promise.resolve({ serviceUrl, notifications: saved.notifications, ...lockedState() });
    },
    'ui.get': () => Promise.resolve(settings.ui.get()),
    'ui.set': (patch) => Promise.resolve(settings.ui.update(patch)),
    'outbox.list': () => Promise.resolve({ entries: outbox.entries() }),
    'outbox.cancel': async ({ id }) => {
      if (!(await outbox.cancel(id))) {
        throw new LocalError('invalid', 'This change has already gone to the memorial service, so it can no longer be taken back here.');
      }
      return { entries: outbox.entries() };
    },
    'inbox.get': () => Promise.resolve(inbox.state()),
    'outbox.dismiss': async ({ id }) => {
      await outbox.dismiss(id);
      return { entries: outbox.entries() };
    },
    ...coverHandlers({ accountFor, call: callAs, emit, clock, fetch: options.fetch }),
    ...desk.handlers,
    ...keeping.handlers,
  };

  // Every API operation of the bridge gets the one generic handler; the mapped type checks the
  // whole map, so an operation added to the bridge without a handler does not compile.
  const apiHandlers = Object.fromEntries(
    (Object.keys(API_MODES) as ApiBridgeName[]).map((name) => [name, (args: unknown) => callApi(name, args)]),
  ) as { [N in ApiBridgeName]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>> };

  const handlers: BridgeHandlers = { ...apiHandlers, ...appHandlers };

  function lockedState(): { locked: string[]; lockedBy: string | null } {
    const names = options.lockedSettings?.names ?? [];
    return { locked: [...names], lockedBy: names.length > 0 ? (options.lockedSettings?.file ?? null) : null };
  }

  let closed = false;
  return {
    async handle<N extends BridgeOperationName>(name: N, rawArgs: unknown): Promise<BridgeResult<N>> {
      try {
        if (closed) throw new LocalError('internal', 'Memorial Desk is closing.');
        if (!isBridgeOperation(name)) throw new LocalError('invalid', 'Memorial Desk does not know that request.');
        if (name in APP_OPERATIONS) {
          const appName = name as AppOperationName;
          const args = parseArgs(APP_OPERATIONS[appName].args, rawArgs ?? {});
          return await (handlers[appName] as (a: unknown) => Promise<BridgeResult<N>>)(args);
        }
        return await (handlers[name] as (a: unknown) => Promise<BridgeResult<N>>)(rawArgs ?? {});
      } catch (error) {
        if (error instanceof BridgeFailure) throw error;
        const failure = toBridgeError(error);
        if (failure.kind !== 'internal' || error instanceof LocalError) throw new BridgeFailure(failure);
        // A failure nobody planned for: the detail goes to the log, plain words to the person.
        console.error('memorial-desk: a request failed', name, error);
        throw new BridgeFailure(bridgeError('internal', UNEXPECTED_MESSAGE));
      }
    },
    emitNavigate(path) {
      const checked = BRIDGE_EVENTS.navigate.safeParse({ path });
      if (checked.success) emit('navigate', checked.data);
    },
    on: (event, listener) => listeners.on(event, listener),
    async close() {
      if (closed) return;
      closed = true;
      await premium.close();
      await keeping.close();
      inbox.close();
      desk.close();
      await outbox.close();
      for (const id of [...schedulers.keys()]) closeScheduler(id);
      accounts.close();
      replica.close();
    },
  };
}

function signedOut(): LocalError {
  return new LocalError('signed-out', 'This account is signed out. Please sign in again to continue.');
}

/** Tokens travel only over https, or plain http to this computer. */
export function isAcceptableServiceUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(hostname));
  } catch {
    return false;
  }
}

/** Checks untrusted arguments; a failure names each field in plain words. */
function parseArgs<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    // Report the field by its own name (body.title → title), as the service does.
    const path = issue.path.map(String);
    const key = (['params', 'query', 'body'].includes(path[0] ?? '') ? path.slice(1) : path).join('.') || 'request';
    (fields[key] ??= []).push(issue.message);
  }
  const first = Object.values(fields)[0]?.[0] ?? 'Please check what you entered.';
  throw new BridgeFailure(bridgeError('invalid', first, { fields }));
}
