import { APP_OPERATIONS, type BridgeError, type BridgeEvent, type BridgeEventName, type OutboxEntry } from '../../shared/bridge';
import { BridgeFailure, type AppCore } from '../../core/app-core-types';
import { intlFor } from '../../shared/i18n/intl';
import { resolveLocale } from '../../shared/locale/resolve';

export const STATUS = {
  online: true,
  waiting: 0,
  offlineSince: null,
  offlineSinceStart: false,
  rateLimitedUntil: null,
  serviceUrl: 'http://127.0.0.1:4010/api/v1',
  demo: false,
  secretStorage: 'session',
  secretStorageNote: 'No keychain here.',
} as const;

export const OFFLINE: BridgeError = {
  kind: 'offline',
  message: 'The memorial service cannot be reached right now.',
  status: null,
  code: null,
  retryAfter: null,
  fields: null,
};

function invalid(message: string, fields: Record<string, string[]>): BridgeFailure {
  return new BridgeFailure({ kind: 'invalid', message, status: null, code: null, retryAfter: null, fields });
}

function answer(name: string, args: unknown, outbox: OutboxEntry[]): unknown {
  if (name in APP_OPERATIONS) {
    const parsed = APP_OPERATIONS[name as keyof typeof APP_OPERATIONS].args.safeParse(args);
    if (!parsed.success) {
      throw invalid('Those details are not right.', Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || '_', [issue.message]])));
    }
  }
  switch (name) {
    case 'app.status':
      return STATUS;
    case 'settings.get':
      return { serviceUrl: STATUS.serviceUrl, locked: [], lockedBy: null };
    case 'outbox.dismiss':
      return { entries: [] };
    case 'outbox.list':
      return { entries: outbox };
    case 'ping':
      // Extra fields a careless core might attach: the transports must not pass them on.
      throw new BridgeFailure(Object.assign({ ...OFFLINE }, { stack: 'secret stack', token: 'tok_secret' }));
    default:
      throw new Error('a bug with tok_secret inside');
  }
}

/**
 * A small AppCore for the transports' tests: it checks arguments the way the real one does (the
 * bridge's schemas), answers `app.status`, `settings.get`, `outbox.list` and `outbox.dismiss`, fails `ping` with a
 * BridgeFailure and anything else with a plain Error (a bug), and lets a test emit events.
 */
export function stubCore() {
  const calls: { name: string; args: unknown }[] = [];
  /** What `outbox.list` answers; a test fills it. */
  const outbox: OutboxEntry[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let closed = false;

  const core: AppCore = {
    handle(name, args) {
      calls.push({ name, args });
      return Promise.resolve().then(() => answer(name, args, outbox) as never);
    },
    on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      const fn = listener as (payload: unknown) => void;
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    },
    emitNavigate(path) {
      for (const listener of listeners.get('navigate') ?? []) listener({ path });
    },
    // English, as the core resolves it with nothing chosen on an English system.
    words: {
      locale: () => resolveLocale({ systemLanguages: ['en-AU'] }),
      intl: () => intlFor(resolveLocale({ systemLanguages: ['en-AU'] })),
      onChange: () => () => undefined,
    },
    close() {
      closed = true;
      return Promise.resolve();
    },
  };

  return {
    core,
    calls,
    outbox,
    emit<E extends BridgeEventName>(event: E, payload: BridgeEvent<E>) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    isClosed: () => closed,
  };
}
