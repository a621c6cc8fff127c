import type { Hono } from 'hono';
import { z } from 'zod';
import { findPerson } from '../auth/people';
import type { SandboxContext } from '../context';
import { approveDeviceCode, denyDeviceCode, pendingDeviceCodes, type DecideResult } from '../auth/device-flow';
import { HttpError } from '../http/endpoint';
import { controlBody, controlHandler } from './helpers';

const UserCode = z
  .string({ error: 'user_code must be the code the app shows, like BCDF-GHJK.' })
  .min(1, 'user_code must be the code the app shows, like BCDF-GHJK.');

/**
 * The person's side of the device flow without a browser (sandbox-control.md). Codes are matched
 * like on the /device page: capitals and the hyphen don't matter.
 */
export function registerDeviceControl(app: Hono, ctx: SandboxContext): void {
  app.post(
    '/__sandbox/device/approve',
    controlHandler(async (c) => {
      const body = await controlBody(
        c,
        z.object({ user_code: UserCode, person_id: z.number({ error: 'person_id must be the id of a sandbox person.' }).int().positive() }),
      );
      if (!findPerson(ctx, body.person_id)) {
        throw new HttpError(404, { message: `There is no sandbox person with id ${body.person_id}. Create one with POST /__sandbox/people first.` });
      }
      return c.json(answer(approveDeviceCode(ctx, body.user_code, body.person_id)), 200);
    }),
  );

  app.post(
    '/__sandbox/device/deny',
    controlHandler(async (c) => {
      const body = await controlBody(c, z.object({ user_code: UserCode }));
      return c.json(answer(denyDeviceCode(ctx, body.user_code)), 200);
    }),
  );

  app.get(
    '/__sandbox/device/pending',
    controlHandler((c) => {
      const data = pendingDeviceCodes(ctx).map((code) => ({ user_code: code.user_code, client_name: code.client_name, expires_at: code.expires_at }));
      return c.json({ data }, 200);
    }),
  );
}

/** 200 with the decided code, 404 for an unknown code, 409 when it can no longer be decided. */
function answer(result: DecideResult): { user_code: string; client_name: string | null; status: 'approved' | 'denied' } {
  if (result.ok) {
    return { user_code: result.record.user_code, client_name: result.record.client_name, status: result.record.state === 'approved' ? 'approved' : 'denied' };
  }
  switch (result.reason) {
    case 'unknown':
      throw new HttpError(404, { message: 'No device sign-in has that code. Check the code, or start a new sign-in with POST /auth/device.' });
    case 'expired':
      throw new HttpError(409, { message: 'That code has expired, so it can no longer be approved or declined. Start a new sign-in with POST /auth/device.' });
    case 'decided':
      throw new HttpError(409, { message: 'That code was already approved or declined, so nothing changed.' });
  }
}
