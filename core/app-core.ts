/**
 * The composition root: makes the core's parts once (parts.ts), lends them to the areas
 * (features/<area>/handlers.ts and bridge/), and dispatches the bridge's calls to them. Wiring
 * only: what each part does is in its own file. Electron's IPC, browser mode's local host and the
 * phone's in-page bridge all sit on the one AppCore this returns; none of them knows a token.
 */
import { BRIDGE_EVENTS, type BridgeHandlers, type BridgeOperationName } from '../shared/bridge';
import { DESK_OPERATIONS } from '../shared/bridge/desk';
import { EXPORTS_OPERATIONS } from '../shared/bridge/exports';
import { MEMORIALS_OPERATIONS } from '../shared/bridge/memorials';
import { MODERATION_OPERATIONS } from '../shared/bridge/moderation';
import { POSTS_OPERATIONS } from '../shared/bridge/posts';
import { VISITS_OPERATIONS } from '../shared/bridge/visits';
import { bridgeError } from '../shared/bridge/error';
import { followAccounts } from './accounts/follow-accounts';
import { BridgeFailure, type AppCore, type CoreOptions } from './app-core-types';
import { apiHandlers } from './bridge/api-handlers';
import { appHandlers } from './bridge/app-handlers';
import { dispatch } from './bridge/dispatch';
import { outboxHandlers } from './bridge/outbox-handlers';
import { accountsHandlers } from './features/accounts/handlers';
import { areaLoadedLater, type Area } from './bridge/area';
import { settingsHandlers } from './features/settings/handlers';
import { ShownFiles } from './files/saved-files';
import { makeParts } from './parts';
import { say } from '../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from './bridge/bridge-words';

export type { CoreOptions } from './app-core-types';
export { DEFAULT_SERVICE_URL } from './parts';

/** An area's operation names, from its part of the bridge's contract. */
const namesOf = <O extends object>(operations: O) => Object.keys(operations) as Array<keyof O & BridgeOperationName>;

export async function createAppCore(options: CoreOptions): Promise<AppCore> {
  const { home } = options;
  const parts = await makeParts(options);
  const { accounts, traffic, reads, outbox, signIn, settings, emit, call, signedInFamilies } = parts;
  const demoTokens = options.demoTokens ?? null;

  // The areas, each lent what it needs.
  const core = { files: home.files, person: home.person, state: parts.state, clock: parts.clock, fetch: home.fetch, words: parts.words, emit, call };
  const accountFor = (id?: string) => accounts.accountFor(id);
  const shown = new ShownFiles();
  // What no first screen needs is loaded just after the start (areaLoadedLater): the phone's first
  // screen, where the core runs in the page, does without its code. Visits, exports and the desk
  // open what they keep in state.sqlite as they load (an older version's files carried across once).
  // Asked after the parts are made, and never allowed to stop the start.
  const idle = Promise.resolve().then(() => home.idle?.());
  const loadedLater = <N extends BridgeOperationName>(names: readonly N[], load: () => Promise<Area<N>>) => areaLoadedLater(names, load, idle);
  // The inbox sweep too: it begins when its area loads, following the accounts signed in then, and
  // each change of the accounts after that (`sync`). Its first look waits a moment on the phone.
  let sweep: { sync(): void } | null = null;
  const later = [
    loadedLater(namesOf(MODERATION_OPERATIONS), async () => {
      const { moderationHandlers } = await import('./features/moderation/handlers');
      const area = moderationHandlers({ ...core, reads, outbox, signedInFamilies, notifications: () => settings.get().notifications, host: home.host });
      sweep = area;
      return area;
    }),
    loadedLater(namesOf(MEMORIALS_OPERATIONS), async () => (await import('./features/memorials/handlers')).memorialsHandlers({ ...core, accountFor })),
    loadedLater(namesOf(VISITS_OPERATIONS), async () => (await import('./features/visits/handlers')).visitsHandlers({ ...core, accountFor, signedInFamilies })),
    loadedLater(namesOf(EXPORTS_OPERATIONS), async () => (await import('./features/exports/handlers')).exportsHandlers({ ...core, accountFor, shown })),
    loadedLater(namesOf(POSTS_OPERATIONS), async () => (await import('./features/posts/handlers')).postsHandlers({ ...core, accountFor, shown })),
    loadedLater(namesOf(DESK_OPERATIONS), async () =>
      (await import('./features/desk/handlers')).deskHandlers({
        ...core,
        accountFor,
        deviceName: home.host.deviceName,
        onAccountsChange: (l) => accounts.onChange(l),
      }),
    ),
  ];
  const areas = [
    apiHandlers({ accountFor, call, reads, outbox, hearOnce: (id) => traffic.hearOnce(id) }),
    appHandlers({
      status: parts.status,
      openExternal: (url) => home.host.openExternal(url),
      ...(home.host.share ? { share: home.host.share } : {}),
      askServiceNow: () => traffic.checkNow(accounts.activeId()),
      keepFirstLook: (look) => parts.firstLook.keep(look),
    }),
    outboxHandlers({ outbox }),
    // Forgetting waits for the areas loaded after the start: what they carry across from an older
    // version's files at their start is forgotten too, never carried in after.
    accountsHandlers({
      accounts,
      signIn,
      demoTokens,
      forgetAccount: async (id) => {
        await Promise.all(later.map((area) => area.settled()));
        return parts.forgetAccount(id);
      },
    }),
    settingsHandlers({
      settings,
      lockedSettings: options.lockedSettings ?? null,
      serviceUrl: () => parts.service.url,
      useService: (url) => parts.useService(url),
      languageChanged: () => parts.words.refresh(),
      placeChanged: (place, accountId) => void parts.firstLook.placeNow(place, accountId).catch(() => undefined),
    }),
    ...later,
  ];
  const handlers = Object.assign({}, ...areas.map((area) => area.handlers)) as BridgeHandlers;

  followAccounts(accounts, {
    keepTrafficOf: (ids) => traffic.closeAll(ids),
    signedIn: (id) => outbox.notifyOnline(id),
    changed: (state) => {
      parts.firstLook.signedInNow(new Set(state.accounts.filter((account) => account.signedIn).map((account) => account.id)));
      emit('accounts', state);
      parts.emitStatus();
      sweep?.sync();
    },
  });
  // The demo signs in once everything that follows its accounts is in place.
  const tokens = demoTokens?.();
  if (tokens) {
    await signIn.demo(tokens).catch((error: unknown) => {
      console.error('memorial-desk: could not sign in to the demo accounts:', error instanceof Error ? error.message : 'unknown error');
    });
  }

  let closed = false;
  return {
    async handle(name, rawArgs) {
      if (closed) throw new BridgeFailure(bridgeError('internal', say(CORE_BRIDGE_WORDS.closing)));
      return dispatch(handlers, name, rawArgs);
    },
    emitNavigate(path) {
      const checked = BRIDGE_EVENTS.navigate.safeParse({ path });
      if (checked.success) emit('navigate', checked.data);
    },
    on: (event, listener) => parts.listeners.on(event, listener),
    words: parts.words,
    async close() {
      if (closed) return;
      closed = true;
      // Each area stops what it runs (exports and the desk wait for their work under way).
      for (const area of areas) await area.close();
      await parts.close();
    },
  };
}
