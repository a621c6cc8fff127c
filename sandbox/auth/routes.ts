import { exchangeDeviceCode, ping, requestDeviceCode } from '../../shared/api/auth';
import type { SandboxContext } from '../context';
import { endpoint, type Endpoint, type Reply } from '../http/endpoint';
import { plural } from '../wording/words';
import { createDeviceCode, deviceCodeMessage, pollDeviceCode } from './device-flow';

/** Spec 4.1 device authorization and 4.2 GET /ping. */
export function authEndpoints(ctx: SandboxContext): Endpoint[] {
  return [
    endpoint(requestDeviceCode, ({ body, address }): Reply<typeof requestDeviceCode> => {
      const created = createDeviceCode(ctx, { clientName: body.client_name, address });
      if (!created.ok) {
        const seconds = created.retryAfter;
        return {
          status: 429,
          body: {
            code: 'too_many_device_codes',
            message: `Too many sign-in codes were asked for from this address. Please wait ${plural(seconds, 'second', 'seconds')} and try again.`,
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
    }),

    // grant_type is accepted and not checked: this endpoint only ever exchanges device codes.
    endpoint(exchangeDeviceCode, ({ body }): Reply<typeof exchangeDeviceCode> => {
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
    }),

    endpoint(ping, ({ caller }) => ({
      status: 200,
      body: { status: 'ok', abilities: caller.abilities, token: caller.name },
    })),
  ];
}
