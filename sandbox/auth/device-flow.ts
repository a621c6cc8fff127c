/**
 * The device authorization flow (RFC 8628; spec 4.1 and 5.4), shared by POST /auth/device and
 * POST /auth/token, the control API (/__sandbox/device/*) and the /device page.
 *
 * The device_code is kept only as a hash. The access token does not exist until the one poll that
 * collects it: it is issued then, handed over in that response, and never stored in plain form.
 */
import { randomInt } from 'node:crypto';
import type { DeviceTokenError } from '../../shared/api/auth';
import { SANDBOX_CHOICES } from '../../shared/limits';
import type { SandboxContext } from '../context';
import { ABILITIES, hashSecret, issueToken, newSecret } from './tokens';

/**
 * Consonants only (RFC 8628 section 6.1): a code can't spell a word, and with no vowels and no
 * digits there is no 0 and O or 1 and I to mix up, read aloud or typed.
 */
export const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_LENGTH = 8;
const ADDRESS_WINDOW_SECONDS = 10 * 60;

/** The token's name (shown by GET /ping) when the app gave no client_name. */
export const UNNAMED_TOKEN = 'Device sign-in';

export type DeviceCodeState = 'pending' | 'approved' | 'denied' | 'collected';

export interface DeviceCodeRecord {
  id: number;
  user_code: string;
  client_name: string | null;
  address: string;
  interval_seconds: number;
  created_at: string;
  expires_at: string;
  last_polled_at: string | null;
  state: DeviceCodeState;
  person_id: number | null;
}

const COLUMNS = 'id, user_code, client_name, address, interval_seconds, created_at, expires_at, last_polled_at, state, person_id';

export type CreateResult =
  | { ok: true; deviceCode: string; userCode: string; clientName: string | null; expiresIn: number; interval: number }
  | { ok: false; retryAfter: number };

/** Starts a sign-in, or says how long the address must wait when it asked for too many codes. */
export function createDeviceCode(ctx: SandboxContext, input: { clientName?: string | undefined; address: string }): CreateResult {
  const { db, clock } = ctx;
  const clientName = input.clientName?.trim() ? input.clientName.trim() : null;
  return db.transaction((): CreateResult => {
    const windowStart = clock.iso(-ADDRESS_WINDOW_SECONDS);
    const recent = db.all<{ created_at: string }>(
      'SELECT created_at FROM device_codes WHERE address = ? AND created_at > ? ORDER BY created_at',
      input.address,
      windowStart,
    );
    const allowed = SANDBOX_CHOICES.deviceCodesPerAddressPer10Minutes;
    if (recent.length >= allowed) {
      // The address may ask again once enough of its codes have left the ten-minute window.
      const freesUp = Date.parse(recent[recent.length - allowed]!.created_at) + ADDRESS_WINDOW_SECONDS * 1000;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((freesUp - clock.nowMs()) / 1000)) };
    }
    const deviceCode = newSecret('mdd_', 32);
    const userCode = unusedUserCode(ctx);
    const expiresIn = SANDBOX_CHOICES.deviceCodeLifetimeSeconds;
    const interval = SANDBOX_CHOICES.devicePollIntervalSeconds;
    db.insert('device_codes', {
      device_code_hash: hashSecret(deviceCode),
      user_code: userCode,
      client_name: clientName,
      address: input.address,
      interval_seconds: interval,
      created_at: clock.iso(),
      expires_at: clock.iso(expiresIn),
    });
    return { ok: true, deviceCode, userCode, clientName, expiresIn, interval };
  });
}

function unusedUserCode(ctx: SandboxContext): string {
  // 20^8 codes: a clash is rare, and user_code is unique, so simply draw again.
  for (;;) {
    let letters = '';
    for (let i = 0; i < USER_CODE_LENGTH; i++) letters += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
    const code = `${letters.slice(0, 4)}-${letters.slice(4)}`;
    if (!ctx.db.one('SELECT id FROM device_codes WHERE user_code = ?', code)) return code;
  }
}

/**
 * A code as a person typed it, in its stored form (BCDF-GHJK), or null when it cannot be one.
 * Capitals, spaces and hyphens don't matter (RFC 8628 section 6.1).
 */
export function normalizeUserCode(typed: string): string | null {
  const letters = typed.toUpperCase().replace(/[\s\p{P}]/gu, '');
  if (letters.length !== USER_CODE_LENGTH) return null;
  for (const letter of letters) if (!USER_CODE_ALPHABET.includes(letter)) return null;
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

/** What a person's code stands for right now: expiry wins over everything else. */
export type UserCodeStatus = 'pending' | 'approved' | 'denied' | 'collected' | 'expired';

export function findByUserCode(ctx: SandboxContext, typed: string): { record: DeviceCodeRecord; status: UserCodeStatus } | null {
  const userCode = normalizeUserCode(typed);
  if (!userCode) return null;
  const record = ctx.db.one<DeviceCodeRecord>(`SELECT ${COLUMNS} FROM device_codes WHERE user_code = ?`, userCode);
  if (!record) return null;
  return { record, status: isExpired(ctx, record) ? 'expired' : record.state };
}

function isExpired(ctx: SandboxContext, record: DeviceCodeRecord): boolean {
  return ctx.clock.nowMs() >= Date.parse(record.expires_at);
}

export type DecideResult =
  | { ok: true; record: DeviceCodeRecord }
  /** unknown: no such code; expired; decided: it was already approved or declined. */
  | { ok: false; reason: 'unknown' | 'expired' | 'decided'; record: DeviceCodeRecord | null };

/** The person (already signed in) lets the app act for them. Signing in confirmed their email. */
export function approveDeviceCode(ctx: SandboxContext, typed: string, personId: number): DecideResult {
  return decide(ctx, typed, { state: 'approved', person_id: personId });
}

/** The person declines. Nothing is issued; the app's next poll is access_denied. */
export function denyDeviceCode(ctx: SandboxContext, typed: string): DecideResult {
  return decide(ctx, typed, { state: 'denied', person_id: null });
}

function decide(ctx: SandboxContext, typed: string, change: { state: 'approved' | 'denied'; person_id: number | null }): DecideResult {
  return ctx.db.transaction((): DecideResult => {
    const found = findByUserCode(ctx, typed);
    if (!found) return { ok: false, reason: 'unknown', record: null };
    if (found.status === 'expired') return { ok: false, reason: 'expired', record: found.record };
    if (found.status !== 'pending') return { ok: false, reason: 'decided', record: found.record };
    ctx.db.update('device_codes', found.record.id, change);
    return { ok: true, record: { ...found.record, ...change } };
  });
}

/** Codes still waiting for a person and not expired, newest first (GET /__sandbox/device/pending). */
export function pendingDeviceCodes(ctx: SandboxContext): DeviceCodeRecord[] {
  return ctx.db.all<DeviceCodeRecord>(
    `SELECT ${COLUMNS} FROM device_codes WHERE state = 'pending' AND expires_at > ? ORDER BY created_at DESC, id DESC`,
    ctx.clock.iso(),
  );
}

export type PollResult = { ok: true; accessToken: string; scope: string } | { ok: false; error: DeviceTokenError; message: string; errorDescription?: string };

/**
 * One poll of POST /auth/token. In order: unknown or missing code → invalid_grant; past its
 * lifetime → expired_token (whatever else happened); already collected → invalid_grant; sooner
 * than the interval after the previous poll → slow_down (and five more seconds from now on);
 * then declined, approved (the token, once) or still pending.
 *
 * The first poll is never slow_down: there is no previous poll to measure from, and RFC 8628
 * does not ask a client to wait before it first asks.
 */
export function pollDeviceCode(ctx: SandboxContext, deviceCode: string | undefined): PollResult {
  const { db, clock } = ctx;
  if (!deviceCode) {
    return {
      ok: false,
      error: 'invalid_grant',
      message: 'This request is missing the device code the app got when it started signing in. Please start signing in again.',
      errorDescription: 'device_code is required.',
    };
  }
  return db.transaction((): PollResult => {
    const record = db.one<DeviceCodeRecord>(`SELECT ${COLUMNS} FROM device_codes WHERE device_code_hash = ?`, hashSecret(deviceCode));
    if (!record) {
      return {
        ok: false,
        error: 'invalid_grant',
        message: "We don't recognise this sign-in code. Please start signing in again.",
        errorDescription: 'Unknown device_code.',
      };
    }
    if (isExpired(ctx, record)) {
      return { ok: false, error: 'expired_token', message: 'This sign-in code has expired. Please start signing in again to get a new code.' };
    }
    if (record.state === 'collected') {
      return {
        ok: false,
        error: 'invalid_grant',
        message: 'The access token for this sign-in was already handed over. To get another, please start signing in again.',
        errorDescription: 'The token for this device_code was already collected.',
      };
    }

    const now = clock.nowMs();
    const tooSoon = record.last_polled_at !== null && now - Date.parse(record.last_polled_at) < record.interval_seconds * 1000;
    // Every poll counts, even a refused one: the app's next wait starts from this answer.
    db.update('device_codes', record.id, { last_polled_at: clock.iso() });
    if (tooSoon) {
      const interval = record.interval_seconds + SANDBOX_CHOICES.slowDownStepSeconds;
      db.update('device_codes', record.id, { interval_seconds: interval });
      return {
        ok: false,
        error: 'slow_down',
        message: `You're checking too often. Please wait at least ${interval} seconds between checks.`,
        errorDescription: `The polling interval is now ${interval} seconds.`,
      };
    }
    if (record.state === 'denied') {
      return { ok: false, error: 'access_denied', message: 'The sign-in was declined, so nothing was shared. To try again, start signing in again.' };
    }
    if (record.state === 'approved' && record.person_id !== null) {
      const accessToken = issueToken(db, clock, { kind: 'personal', personId: record.person_id, name: record.client_name ?? UNNAMED_TOKEN });
      db.update('device_codes', record.id, { state: 'collected' });
      return { ok: true, accessToken, scope: ABILITIES.personal.join(' ') };
    }
    return {
      ok: false,
      error: 'authorization_pending',
      message: `Waiting for you to approve this sign-in in your browser. The app checks again every ${record.interval_seconds} seconds.`,
    };
  });
}

/** The message an app can read aloud when it shows the code (POST /auth/device). */
export function deviceCodeMessage(userCode: string, clientName: string | null, expiresIn: number): string {
  const who = clientName ?? 'this app';
  const minutes = Math.round(expiresIn / 60);
  return `Open the link and enter the code ${userCode} to let ${who} act for you. The code works for ${minutes} minutes.`;
}
