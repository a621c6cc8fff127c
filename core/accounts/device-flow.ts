/**
 * Device-flow sign-in (RFC 8628; spec 4.1 and 5.4), polled the way `gh auth login` does it: ask
 * for a code, show the person the user_code and the link, then ask POST /auth/token no sooner than
 * `interval` seconds after each answer, five seconds more after every slow_down, until the token
 * comes, the person declines, or the code expires.
 *
 * The device_code is a secret: it stays in this closure. What the renderer sees is `DeviceSignIn`.
 */
import { exchangeDeviceCode, requestDeviceCode } from '../../shared/api/auth';
import type { AccountInfo, DeviceSignIn } from '../../shared/bridge';
import { LocalError, OfflineError, ServiceError, UncertainError, type ServiceClient } from '../service/client';
import type { Clock, TimerHandle } from '../clock';
import { englishOfEach, isolate, say, sayEach, type Spoken } from '../../shared/i18n/words';
import { DEVICE_WORDS } from './accounts-words';

/** The one thing these services ask of the service client. */
export type CallService = Pick<ServiceClient, 'call'>;

export const DEVICE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:device_code';
export const APP_CLIENT_NAME = 'Memorial Desk';
/** RFC 8628 section 3.5: each slow_down adds five seconds to the interval, for good. */
const SLOW_DOWN_STEP_MS = 5_000;
/** RFC 8628 section 3.2: five seconds when the service names no interval. */
const DEFAULT_INTERVAL_MS = 5_000;

/** What the sign-in says, as messages said (they cross as Words beside their English). */
export const DEVICE_SAID = {
  ...sayEach(DEVICE_WORDS),
  approved: (name: string | null) => (name ? say(DEVICE_WORDS.approvedAs, { name: isolate(name) }) : say(DEVICE_WORDS.approved)),
  offline: (minutes: number) => say(DEVICE_WORDS.offline, { minutes }),
};
/** Their English. */
export const DEVICE_MESSAGES = {
  ...englishOfEach(sayEach(DEVICE_WORDS)),
  approved: (name: string | null) => DEVICE_SAID.approved(name).message,
  offline: (minutes: number) => DEVICE_SAID.offline(minutes).message,
};

/** A message said, as the flow's `message` and `words`; the service's own words have none. */
function told(said: Spoken | string): Pick<DeviceSignIn, 'message' | 'words'> {
  return typeof said === 'string' ? { message: said, words: undefined } : { message: said.message, words: said.words };
}

export interface DeviceSignInOptions {
  client: CallService;
  clock: Clock;
  /** The app name the person sees on the approval page (and the token's name). */
  clientName?: string;
  /** Every change of the state the renderer sees. */
  onChange?: (state: DeviceSignIn) => void;
  /**
   * Keeps the token once it is handed over (Accounts does this) and says which account it became;
   * the flow reports `approved` only after that. A failure here ends the flow as `failed`, with
   * the error's message when it is a LocalError.
   */
  keep?: (token: string) => Promise<AccountInfo>;
}

export interface DeviceSignInFlow {
  readonly id: string;
  state(): DeviceSignIn;
  /** Stops waiting. Does nothing once the flow has ended or the token is being kept. */
  cancel(): DeviceSignIn;
  /** The access token once approved (and kept), or null when the flow ended any other way. The core only. */
  readonly done: Promise<string | null>;
}

/**
 * Asks the service for a code and starts polling. Rejects with the client's error when no code
 * could be had (offline, or 429 too_many_device_codes with the service's words).
 */
export async function startDeviceSignIn(options: DeviceSignInOptions): Promise<DeviceSignInFlow> {
  const { client, clock, onChange, keep } = options;
  const answer = await client.call(requestDeviceCode, { body: { client_name: options.clientName ?? APP_CLIENT_NAME } }, null);
  const code = answer.data;
  const deviceCode = code.device_code;
  const expiresAtMs = clock.now() + code.expires_in * 1000;
  let intervalMs = code.interval > 0 ? code.interval * 1000 : DEFAULT_INTERVAL_MS;

  let current: DeviceSignIn = {
    flowId: crypto.randomUUID(),
    state: 'waiting',
    userCode: code.user_code,
    verificationUri: code.verification_uri,
    verificationUriComplete: code.verification_uri_complete,
    expiresAt: new Date(expiresAtMs).toISOString(),
    message: code.message,
    account: null,
  };
  /** No more polls: the flow ended, or the token arrived and is being kept. */
  let stopped = false;
  let pollTimer: TimerHandle | null = null;
  let resolveDone: (token: string | null) => void = () => {};
  const done = new Promise<string | null>((resolve) => (resolveDone = resolve));

  function update(change: Partial<DeviceSignIn>): void {
    const next = { ...current, ...change };
    if (
      next.state === current.state &&
      next.message === current.message &&
      JSON.stringify(next.words) === JSON.stringify(current.words) &&
      next.account === current.account
    )
      return;
    current = next;
    onChange?.(current);
  }

  function stop(): void {
    stopped = true;
    if (pollTimer) clock.clearTimeout(pollTimer);
    clock.clearTimeout(deadline);
    pollTimer = null;
  }

  function end(state: 'denied' | 'expired' | 'cancelled' | 'failed', message: Spoken | string): void {
    stop();
    update({ state, ...told(message) });
    resolveDone(null);
  }

  function schedule(ms: number): void {
    pollTimer = clock.setTimeout(() => void poll(), ms);
  }

  async function poll(): Promise<void> {
    pollTimer = null;
    if (stopped) return;
    let token: string;
    try {
      const answer = await client.call(exchangeDeviceCode, { body: { device_code: deviceCode, grant_type: DEVICE_GRANT_TYPE } }, null);
      token = answer.data.access_token;
    } catch (error) {
      // Cancelled or expired while the request was out: its answer no longer matters.
      if (!stopped) refused(error);
      return;
    }
    if (stopped) return;
    await approved(token);
  }

  function refused(error: unknown): void {
    if (error instanceof ServiceError && error.status === 400) {
      switch (error.code) {
        case 'authorization_pending':
          update(told(code.message));
          return schedule(intervalMs);
        case 'slow_down':
          intervalMs += SLOW_DOWN_STEP_MS;
          update(told(code.message));
          return schedule(intervalMs);
        // The service's own words when it gave some (they are written to be read aloud).
        case 'access_denied':
          return end('denied', error.message || DEVICE_SAID.denied);
        case 'expired_token':
          return end('expired', error.message || DEVICE_SAID.expired);
        default:
          // invalid_grant: an unknown code, or its token already collected.
          return end('failed', error.message || DEVICE_SAID.failed);
      }
    }
    if (error instanceof ServiceError && error.status === 429) {
      return schedule(Math.max(intervalMs, (error.retryAfter ?? 0) * 1000));
    }
    if (error instanceof OfflineError || error instanceof UncertainError || (error instanceof ServiceError && error.status >= 500)) {
      // Keep asking at the same pace until the code expires: the person may be approving right now.
      const minutes = Math.max(1, Math.ceil((expiresAtMs - clock.now()) / 60_000));
      update(told(DEVICE_SAID.offline(minutes)));
      return schedule(intervalMs);
    }
    end('failed', DEVICE_SAID.failed);
  }

  async function approved(token: string): Promise<void> {
    stop();
    if (!keep) {
      update({ state: 'approved', ...told(DEVICE_SAID.approved(null)) });
      resolveDone(token);
      return;
    }
    try {
      const account = await keep(token);
      update({ state: 'approved', ...told(DEVICE_SAID.approved(account.name)), account });
      resolveDone(token);
    } catch (error) {
      // Only our own plain words reach the person; anything else could say more than it should.
      update({ state: 'failed', ...(error instanceof LocalError ? { message: error.message, words: error.words ?? undefined } : told(DEVICE_SAID.notKept)) });
      resolveDone(null);
    }
  }

  const deadline = clock.setTimeout(() => end('expired', DEVICE_SAID.expired), expiresAtMs - clock.now());
  schedule(intervalMs);

  return {
    id: current.flowId,
    state: () => current,
    cancel() {
      if (!stopped) end('cancelled', DEVICE_SAID.cancelled);
      return current;
    },
    done,
  };
}
