/**
 * The app's own state on the bridge: the status line (connection, changes waiting, the rate
 * limit, where tokens are kept), opening a web address in the system browser, and offering a link
 * to the system's share sheet where there is one.
 */
import type { AppStatus, KeepFirstLookArgs } from '../../shared/bridge';
import { LocalError } from '../service/client';
import { isSafeExternalUrl } from '../service/external-url';
import type { SecretStore } from '../accounts/secrets';
import type { AccountTraffic } from '../service/account-traffic';
import type { HostInfo } from '../ports';
import { nothingToClose, type Area, type OperationsOf } from './area';
import { say, wordsOfText, type Spoken } from '../../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from './bridge-words';

export interface AppDeps {
  status(): AppStatus;
  /**
   * Asks the service again now, as the active account, when it is thought unreachable or nothing
   * was asked yet: a screen asking for the state should not be told "offline" on old news.
   */
  askServiceNow(): void;
  /** Opens an http(s) address in the system browser; false when this host cannot (browser mode). */
  openExternal(url: string): Promise<boolean>;
  /** The system's share sheet (HostInfo.share); absent where there is none. */
  share?: HostInfo['share'];
  /** Keeps the first look (core/first-look.ts) for an account; whether it was kept. */
  keepFirstLook(look: KeepFirstLookArgs): Promise<boolean>;
}

const SHARE: Record<'none' | 'failed', Spoken> = { none: say(CORE_BRIDGE_WORDS.noShareSheet), failed: say(CORE_BRIDGE_WORDS.shareFailed) };
/** The share sheet's refusals, in English. */
export const SHARE_MESSAGES = { none: SHARE.none.message, failed: SHARE.failed.message } as const;

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
        if (!isSafeExternalUrl(url)) throw new LocalError('invalid', say(CORE_BRIDGE_WORDS.opensOnlyWeb));
        return { opened: await deps.openExternal(url) };
      },
      'app.share': async ({ title, url }) => {
        const share = deps.share;
        if (!share) throw new LocalError('invalid', SHARE.none);
        if (!isSafeExternalUrl(url)) throw new LocalError('invalid', say(CORE_BRIDGE_WORDS.sharesOnlyWeb));
        try {
          return { shared: await share({ title, url }) };
        } catch (error) {
          // Its name only: the link may be a share link, a credential.
          console.error('memorial-desk: the share sheet failed:', error instanceof Error ? error.name : 'unknown error');
          throw new LocalError('internal', SHARE.failed);
        }
      },
      'app.keepFirstLook': async (look) => ({ kept: await deps.keepFirstLook(look) }),
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
  /** The system's preferred languages where the home knows them better than the page (Electron); null elsewhere. */
  languages(): string[] | null;
  /** Whether the home has a share sheet (HostInfo.share). */
  canShare: boolean;
}

/** The status line as it stands now: the active account's connection, what waits, where tokens are kept. */
export function statusOf(parts: StatusParts): () => AppStatus {
  return () => {
    const connection = parts.traffic.connection(parts.activeId());
    const noteWords = parts.secrets.note === null ? undefined : wordsOfText(parts.secrets.note);
    return {
      online: connection.online,
      offlineSince: connection.offlineSince !== null ? new Date(connection.offlineSince).toISOString() : null,
      offlineSinceStart: connection.offlineSinceStart,
      waiting: parts.waiting(),
      rateLimitedUntil: connection.rateLimitedUntil ? new Date(connection.rateLimitedUntil).toISOString() : null,
      serviceUrl: parts.serviceUrl(),
      demo: parts.demo,
      secretStorage: parts.secrets.kind,
      secretStorageNote: parts.secrets.note,
      // The app's own note (sayText) keeps its Words, so the screen says it in the person's language.
      ...(noteWords ? { secretStorageNoteWords: noteWords } : {}),
      locale: parts.locale,
      languages: parts.languages(),
      canShare: parts.canShare,
    };
  };
}
