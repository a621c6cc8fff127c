import type { Context, Hono } from 'hono';
import { findPersonByEmail } from '../auth/people';
import type { SandboxContext } from '../context';
import { approveDeviceCode, denyDeviceCode, findByUserCode, type DecideResult, type DeviceCodeRecord, type UserCodeStatus } from '../auth/device-flow';
import { renderDevicePage, type DevicePageView } from './device';
import { sendPage } from './headers';

const MESSAGES = {
  unknownCode: "We don't recognise that code. Check it against the code the app shows you, and type it again.",
  alreadyAnswered: 'This code was already answered, so nothing changed.',
  noEmail: 'Please give your email address to sign in.',
  unknownEmail: 'No one in this sandbox has that email address. Check it and try again.',
  noDecision: 'Please choose Approve or Decline.',
};

/**
 * The approval screen of the device flow (sandbox-control.md, spec 5.4). Signing in is by the
 * email of a sandbox person, with no password; that sign-in is what confirms the person's email,
 * and sandbox people are created with it confirmed already, so there is nothing more to record.
 * Declining needs no sign-in: whoever holds the code may refuse it.
 */
export function registerDevicePages(app: Hono, ctx: SandboxContext): void {
  app.get('/device', (c) => {
    const typed = (c.req.query('user_code') ?? '').trim();
    if (typed === '') return send(c, 200, { kind: 'enter' });
    const found = findByUserCode(ctx, typed);
    if (!found) return send(c, 404, { kind: 'enter', userCode: typed, error: MESSAGES.unknownCode });
    return send(c, statusOf(found.status), viewOf(found.record, found.status));
  });

  app.post('/device', async (c) => {
    const form = await c.req.parseBody();
    const field = (name: string): string => (typeof form[name] === 'string' ? form[name].trim() : '');
    const typed = field('user_code');
    const email = field('email');
    const decision = field('decision');

    const found = findByUserCode(ctx, typed);
    if (!found) return send(c, 404, { kind: 'enter', userCode: typed, error: MESSAGES.unknownCode });
    const { record } = found;
    if (found.status === 'expired') return send(c, 410, { kind: 'expired' });
    if (found.status !== 'pending') return send(c, 409, { ...viewOf(record, found.status), error: MESSAGES.alreadyAnswered });

    const confirmAgain = (error: string) => send(c, 422, { kind: 'confirm', userCode: record.user_code, clientName: record.client_name, email, error });

    if (decision === 'deny') return decided(c, ctx, denyDeviceCode(ctx, record.user_code), typed);
    if (decision !== 'approve') return confirmAgain(MESSAGES.noDecision);
    if (email === '') return confirmAgain(MESSAGES.noEmail);
    const person = findPersonByEmail(ctx, email);
    if (!person) return confirmAgain(MESSAGES.unknownEmail);
    return decided(c, ctx, approveDeviceCode(ctx, record.user_code, person.id), typed);
  });
}

/** After approve or deny: the outcome, or what changed underneath in the meantime. */
function decided(c: Context, ctx: SandboxContext, result: DecideResult, typed: string): Response {
  if (result.ok) return send(c, 200, viewOf(result.record, result.record.state));
  if (result.reason === 'expired') return send(c, 410, { kind: 'expired' });
  const now = findByUserCode(ctx, typed);
  if (!now) return send(c, 404, { kind: 'enter', userCode: typed, error: MESSAGES.unknownCode });
  return send(c, 409, { ...viewOf(now.record, now.status), error: MESSAGES.alreadyAnswered });
}

function viewOf(record: DeviceCodeRecord, status: UserCodeStatus): DevicePageView {
  switch (status) {
    case 'pending':
      return { kind: 'confirm', userCode: record.user_code, clientName: record.client_name };
    case 'approved':
    case 'collected':
      return { kind: 'approved', clientName: record.client_name };
    case 'denied':
      return { kind: 'denied', clientName: record.client_name };
    case 'expired':
      return { kind: 'expired' };
  }
}

/** 410 Gone for an expired code; every other known code is a plain 200 page. */
function statusOf(status: UserCodeStatus): 200 | 410 {
  return status === 'expired' ? 410 : 200;
}

function send(c: Context, status: 200 | 404 | 409 | 410 | 422, view: DevicePageView): Response {
  return sendPage(c, status, renderDevicePage(view));
}
