/**
 * The core's one door: everything a home (electron/, mobile/, hosts/) may use of the core comes in
 * here, and only here (the adapters also implement core/ports.ts, which this door passes on). What
 * is not named below is the core's own, free to change without a home noticing. Lint holds every
 * home to this door (eslint.config.js, `house/doors`; tried in test/lint/house-doors.test.ts).
 */

// Making the core, and what it is once made.
export { createAppCore, DEFAULT_SERVICE_URL } from './app-core';
export { parseFirstLook, readFirstLook, type FirstLook } from './first-look';
export type { AppCore, CoreOptions } from './app-core-types';
export type { DemoTokens } from './accounts/accounts';

// The ports a home gives the core (its adapters may import core/ports.ts itself).
export { NO_KEYCHAIN_NOTE } from './ports';
export type { Clock, CoreHome, FileKind, FileWriter, Files, HostInfo, PersonFiles, Secrets, SqlConnection, SqlValue, StoreEngine, TimerHandle } from './ports';

// The transport's call, as IPC, browser mode's WebSocket and the phone's in-page call make it.
export {
  BRIDGE_EVENT_NAMES,
  MAX_BRIDGE_MESSAGE_BYTES,
  TOO_LARGE_MESSAGE,
  callCore,
  exceedsBridgeLimit,
  type BridgeEventMessage,
  type BridgeReply,
} from './bridge/transport';

// The secret store: the home's keychain when it answers, memory where none does.
export { openSecretStore, type OpenSecretStoreOptions } from './accounts/secrets';

// The errors a home shows, and the checks of an address a home opens or is given.
export { LocalError } from './service/client';
export { isHttpsOrThisComputer, isSafeExternalUrl } from './service/external-url';
export { ServiceUrl, SETTINGS_FILE } from './accounts/settings';
