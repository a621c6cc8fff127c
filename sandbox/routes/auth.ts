import type { Hono } from 'hono';
import { exchangeDeviceCode, ping, requestDeviceCode } from '../../shared/api/auth';
import type { SandboxContext } from '../context';
import { createDeviceCode, deviceCodeMessage, pollDeviceCode } from '../device-flow';
import { route, type Reply } from '../http';

/** Spec 4.1 device authorization and 4.2 GET /ping. */
export function registerAuthRoutes(app: Hono, ctx: SandboxContext): void {
  route(app, ctx, requestDeviceCode, ({ body, address }): Reply<typeof requestDeviceCode> => {
    const created = createDeviceCode(ctx, { clientName: body.client_name, address });
    if (!created.ok) {
      const seconds = created.retryAfter;
      return {
        status: 429,
        body: {
          code: 'too_many_device_codes',
          message: `Too many sign-in codes were asked for from this address. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`,
          retry_after: seconds,
        },
        headers: { 'Retry-After': String(seconds) },
      };
    }
    const verificationUri = `${ctx.appUrl}/device`;
    return {
      status: 201,
      body: {
        device_code: created.deviceCode,
        user_code: created.userCode,
        verification_uri: verificationUri,
        verification_uri_complete: `${verificationUri}?user_code=${encodeURIComponent(created.userCode)}`,
        expires_in: created.expiresIn,
        interval: created.interval,
        message: deviceCodeMessage(created.userCode, created.clientName, created.expiresIn),
      },
      // The device_code is a credential (RFC 8628 section 3.2 follows OAuth's no-store rule).
      headers: { 'Cache-Control': 'no-store' },
    };
  });

  // grant_type is accepted and not checked: this endpoint only ever exchanges device codes.
  route(app, ctx, exchangeDeviceCode, ({ body }): Reply<typeof exchangeDeviceCode> => {
    const result = pollDeviceCode(ctx, body.device_code);
    if (result.ok) {
      return {
        status: 200,
        body: { access_token: result.accessToken, token_type: 'Bearer', scope: result.scope },
        headers: { 'Cache-Control': 'no-store' },
      };
    }
    return {
      status: 400,
      body: {
        error: result.error,
        message: result.message,
        ...(result.errorDescription ? { error_description: result.errorDescription } : {}),
      },
      headers: { 'Cache-Control': 'no-store' },
    };
  });

  route(app, ctx, ping, ({ caller }) => ({
    status: 200,
    body: { status: 'ok', abilities: caller.abilities, token: caller.name },
  }));
}
