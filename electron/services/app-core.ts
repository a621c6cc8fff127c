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
  apiArgsSchema,
  isBridgeOperation,
  type ApiBridgeName,
  type AppOperationName,
  type AppStatus,
  type BridgeArgs,
  type BridgeEvent,
  type BridgeEventName,
  type BridgeHandlers,
  type BridgeOperationName,
  type BridgeResult,
  type OutboxEntry,
} from '../../shared/bridge';
import { Accounts } from './accounts';
import { BridgeFailure, internalBridgeError, type AppCore } from './app-core-types';
import { LocalError, ServiceClient, toBridgeError, type CallInput } from './client';
import { realClock, type Clock } from './clock';
import { Outbox, type OutboxRecord } from './outbox';
import { Scheduler } from './scheduler';
import { openSecretStore, type SecretStore } from './secrets';
import { openSettings, type SettingsStore } from './settings';
import { verifyChange } from './verify';
import { isSafeExternalUrl } from '../window';

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
   * A fresh demo world's accounts (`--demo`): the app signs in to them itself, so the demo opens
   * ready and no token is ever printed. Only used while no account is on this computer.
   */
  demoAccounts?: { personal: { token: string; name: string }; business: { token: string } } | null;
  /** The OS keychain by default; tests pass a session-only store. */
  secrets?: SecretStore;
  clock?: Clock;
  fetch?: typeof fetch;
}

const PER_MINUTE = { personal: 20, business: 50 } as const;

export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  const clock = options.clock ?? realClock;
  const settings: SettingsStore = openSettings(options.dataDir, { serviceUrl: options.serviceUrl ?? DEFAULT_SERVICE_URL });
  let serviceUrl = options.serviceUrl ?? settings.get().serviceUrl;
  const secrets = options.secrets ?? (await openSecretStore());
  const client = new ServiceClient({ baseUrl: () => serviceUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const firstServiceUrl = serviceUrl;
  const serviceIdentity = () => (options.serviceIdentity && serviceUrl === firstServiceUrl ? options.serviceIdentity : serviceUrl);
  const accounts = await Accounts.open({ settings, secrets, client, clock, service: serviceIdentity });
  if (options.demoAccounts && accounts.list().accounts.length === 0) {
    try {
      await accounts.signInBusiness(options.demoAccounts.business.token);
      const family = await accounts.addPersonal(options.demoAccounts.personal.token, options.demoAccounts.personal.name);
      accounts.switch(family.id);
    } catch (error) {
      console.error('memorial-desk: could not sign in to the demo accounts:', error instanceof Error ? error.message : 'unknown error');
    }
  }

  const listeners = new Map<BridgeEventName, Set<(payload: never) => void>>();
  function emit<E extends BridgeEventName>(event: E, payload: BridgeEvent<E>): void {
    for (const listener of listeners.get(event) ?? []) {
      try {
        (listener as (p: BridgeEvent<E>) => void)(payload);
      } catch (error) {
        console.error('memorial-desk: an event listener failed', error);
      }
    }
  }

  // One scheduler per account (so per token): its budget, lanes and offline pause.
  const schedulers = new Map<string, Scheduler>();
  function schedulerFor(accountId: string): Scheduler {
    let scheduler = schedulers.get(accountId);
    if (scheduler) return scheduler;
    const kind = accounts.get(accountId)?.kind ?? 'personal';
    let wasOnline = true;
    scheduler = new Scheduler({
      perMinute: PER_MINUTE[kind],
      budgetFile: join(options.dataDir, 'request-budget', `${accountId.replace(/[^\w-]/g, '_')}.json`),
      clock,
      probe: async () => {
        await client.call(operations.ping, {}, await accounts.tokenFor(accountId));
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
  async function callAs(accountId: string, op: AnyOperation, input: CallInput, run: { lane: 'person' | 'background'; key?: string; whenOffline: 'wait' | 'fail' }) {
    const token = await accounts.tokenFor(accountId);
    // Checked after the await too: a sign-out meanwhile must not leave a scheduler behind.
    if (!token || !accounts.get(accountId)) throw new LocalError('signed-out', 'This account is signed out. Please sign in again to continue.');
    return schedulerFor(accountId).run(() => client.call(op, input, token), run);
  }

  const outbox = new Outbox({
    file: join(options.dataDir, 'outbox.json'),
    clock,
    // Offline, a change fails at once and stays queued in the outbox (not "sending"); the
    // scheduler's probe notices the service is back and the outbox is told to retry.
    send: (entry: OutboxRecord) => callAs(entry.accountId, operationOf(entry.operation), entry.input, { lane: 'person', whenOffline: 'fail' }),
    verify: (entry: OutboxRecord) =>
      verifyChange(entry, (op, input) => callAs(entry.accountId, op, input, { lane: 'person', whenOffline: 'fail' })),
    onChange: (entries) => {
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

  function status(): AppStatus {
    const active = accounts.activeId();
    const state = active ? schedulers.get(active)?.state() : undefined;
    const waiting = outbox.entries().filter((e) => e.state !== 'done' && e.state !== 'refused').length;
    return {
      online: state ? state.online : null,
      waiting,
      rateLimitedUntil: state?.rateLimitedUntil ? new Date(state.rateLimitedUntil).toISOString() : null,
      serviceUrl,
      demo: options.demo,
      secretStorage: secrets.kind,
      secretStorageNote: secrets.note,
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
    if (mode === 'queue' && name.endsWith('Contribution') && args.memorialId === undefined) {
      throw new LocalError('invalid', 'Memorial Desk could not tell which memorial this tribute belongs to. Please try again from the memorial.');
    }
    if (mode === 'queue') {
      const queued: OutboxEntry = await outbox.enqueue({
        accountId: account.id,
        operation: name,
        input: JSON.parse(JSON.stringify(input)) as Record<string, Record<string, unknown>>,
        label: args.label ?? defaultLabel(name),
        memorialId: args.memorialId ?? null,
      });
      return { queued } as BridgeResult<N>;
    }
    const background = mode === 'read' && args.background === true;
    const answer = await callAs(account.id, op, input, {
      lane: background ? 'background' : 'person',
      ...(mode === 'read' ? { key: `${account.id}:${name}:${JSON.stringify(input)}` } : {}),
      // A person waiting at the screen hears at once that the service can't be reached; only the
      // outbox waits for the connection.
      whenOffline: 'fail',
    });
    return { status: answer.status, data: answer.data } as BridgeResult<N>;
  }

  const appHandlers: { [N in AppOperationName]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>> } = {
    'app.status': () => Promise.resolve(status()),
    'app.openExternal': async ({ url }) => {
      // Refused here, not just left unopened: the renderer's fallback must never open it either.
      if (!isSafeExternalUrl(url)) throw new LocalError('invalid', 'Memorial Desk only opens ordinary web addresses (http or https).');
      return { opened: await options.openExternal(url) };
    },
    'accounts.list': () => Promise.resolve(accounts.list()),
    'accounts.switch': ({ id }) => Promise.resolve(accounts.switch(id)),
    'accounts.signOut': async ({ id }) => {
      const state = await accounts.signOut(id);
      closeScheduler(id);
      // What the account had not sent yet can no longer be sent: say so, rather than keep it
      // "waiting" forever (the renderer warns before signing out).
      await outbox.abandon(id, 'This change was not sent, because you signed out of the account before it could go. Nothing was changed on the memorial.');
      return state;
    },
    'signIn.device.start': ({ again }) => accounts.startDeviceSignIn(again),
    'signIn.device.get': ({ flowId }) => Promise.resolve(accounts.deviceSignIn(flowId)),
    'signIn.device.cancel': ({ flowId }) => Promise.resolve(accounts.cancelDeviceSignIn(flowId)),
    'signIn.business': ({ token }) => accounts.signInBusiness(token),
    'settings.get': () => Promise.resolve({ serviceUrl }),
    'settings.set': (patch) => {
      if (patch.serviceUrl !== undefined && !isAcceptableServiceUrl(patch.serviceUrl)) {
        throw new LocalError('invalid', 'The service address must start with https:// (plain http:// is only for this computer, 127.0.0.1 or localhost).');
      }
      const saved = settings.update(patch);
      if (patch.serviceUrl !== undefined) {
        // Accounts belong to the service they signed in at: the list now shows that service's.
        serviceUrl = saved.serviceUrl;
        emit('accounts', accounts.list());
        emit('status', status());
      }
      return Promise.resolve({ serviceUrl });
    },
    'outbox.list': () => Promise.resolve({ entries: outbox.entries() }),
    'outbox.dismiss': async ({ id }) => {
      await outbox.dismiss(id);
      return { entries: outbox.entries() };
    },
  };

  // Every API operation of the bridge gets the one generic handler; the mapped type checks the
  // whole map, so an operation added to the bridge without a handler does not compile.
  const apiHandlers = Object.fromEntries(
    (Object.keys(API_MODES) as ApiBridgeName[]).map((name) => [name, (args: unknown) => callApi(name, args)]),
  ) as { [N in ApiBridgeName]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>> };

  const handlers: BridgeHandlers = { ...apiHandlers, ...appHandlers };

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
        const bridgeError = toBridgeError(error);
        if (bridgeError.kind === 'internal' && !(error instanceof LocalError)) console.error('memorial-desk: a request failed', name, error);
        throw new BridgeFailure(bridgeError.kind === 'internal' && !(error instanceof LocalError) ? internalBridgeError() : bridgeError);
      }
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      await outbox.close();
      for (const id of [...schedulers.keys()]) closeScheduler(id);
      accounts.close();
    },
  };
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

function operationOf(name: string): AnyOperation {
  const op = (operations as Record<string, AnyOperation>)[name];
  if (!op) throw new LocalError('internal', 'This change was made by a newer version of Memorial Desk and cannot be sent.');
  return op;
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
  throw new BridgeFailure({ kind: 'invalid', message: first, status: null, code: null, retryAfter: null, fields });
}

const LABELS: Partial<Record<ApiBridgeName, string>> = {
  updateMyMemorial: 'Save changes to the memorial',
  saveFund: 'Save the memorial fund',
  deleteFund: 'Remove the memorial fund',
  createBroadcast: 'Post to the memorial',
  approveContribution: 'Approve a tribute',
  rejectContribution: 'Decline a tribute',
  hideContribution: 'Hide a tribute',
  restoreContribution: 'Restore a tribute',
  pinContribution: 'Pin a tribute',
  unpinContribution: 'Unpin a tribute',
};

function defaultLabel(name: ApiBridgeName): string {
  return LABELS[name] ?? 'A change';
}
