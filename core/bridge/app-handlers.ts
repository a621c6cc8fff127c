/**
 * The app's own state on the bridge: the status line (connection, changes waiting, the rate
 * limit, where tokens are kept) and opening a web address in the system browser.
 */
import type { AppStatus } from '../../shared/bridge';
import { LocalError } from '../service/client';
import { isSafeExternalUrl } from '../service/external-url';
import type { SecretStore } from '../accounts/secrets';
import type { AccountTraffic } from '../service/account-traffic';
import { nothingToClose, type Area, type OperationsOf } from './area';

export interface AppDeps {
  status(): AppStatus;
  /**
   * Asks the service again now, as the active account, when it is thought unreachable or nothing
   * was asked yet: a screen asking for the state should not be told "offline" on old news.
   */
  askServiceNow(): void;
  /** Opens an http(s) address in the system browser; false when this host cannot (browser mode). */
  openExternal(url: string): Promise<boolean>;
}

export function appHandlers(deps: AppDeps): Area<OperationsOf<'app.'>> {
  return {
    handlers: {
      'app.status': () => {
        // The answer to the question follows as a status event. At the start nothing may have been
        // asked (every screen answered from what was kept): one question tells whether the
        // service can be reached.
        deps.askServiceNow();
        return Promise.resolve(deps.status());
      },
      'app.openExternal': async ({ url }) => {
        // Refused here, not just left unopened: the renderer's fallback must never open it either.
        if (!isSafeExternalUrl(url)) throw new LocalError('invalid', 'Memorial Desk only opens ordinary web addresses (http or https).');
        return { opened: await deps.openExternal(url) };
      },
    },
    close: nothingToClose,
  };
}

export interface StatusParts {
  traffic: Pick<AccountTraffic, 'connection'>;
  activeId(): string | null;
  /** The person's changes not yet answered. */
  waiting(): number;
  serviceUrl(): string;
  demo: boolean;
  secrets: Pick<SecretStore, 'kind' | 'note'>;
  locale: string | null;
}

/** The status line as it stands now: the active account's connection, what waits, where tokens are kept. */
export function statusOf(parts: StatusParts): () => AppStatus {
  return () => {
    const connection = parts.traffic.connection(parts.activeId());
    return {
      online: connection.online,
      offlineSince: connection.offlineSince !== null ? new Date(connection.offlineSince).toISOString() : null,
      waiting: parts.waiting(),
      rateLimitedUntil: connection.rateLimitedUntil ? new Date(connection.rateLimitedUntil).toISOString() : null,
      serviceUrl: parts.serviceUrl(),
      demo: parts.demo,
      secretStorage: parts.secrets.kind,
      secretStorageNote: parts.secrets.note,
      locale: parts.locale,
    };
  };
}
