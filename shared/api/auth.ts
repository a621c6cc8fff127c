import { z } from 'zod';
import { LIMITS } from '../limits';
import { defineOperation, MessageBody } from './operation';
import { text } from './fields';
import { FIELD } from './field-labels';
import { lazy } from './lazy';

/** Spec 4.1: device authorization (RFC 8628). No credential. */
export const DeviceCode = lazy(() =>
  z.strictObject({
    /** Secret: sent back when polling, never shown to the person. */
    device_code: z.string(),
    user_code: z.string(),
    verification_uri: z.string(),
    verification_uri_complete: z.string(),
    expires_in: z.number().int(),
    interval: z.number().int(),
    message: z.string(),
  }),
);
export type DeviceCode = z.infer<typeof DeviceCode>;

export const TooManyDeviceCodesBody = lazy(() =>
  z.strictObject({
    code: z.literal('too_many_device_codes'),
    message: z.string(),
    retry_after: z.number().int().nonnegative(),
  }),
);

export const requestDeviceCode = lazy(() =>
  defineOperation({
    name: 'requestDeviceCode',
    method: 'POST',
    path: '/auth/device',
    token: 'none',
    summary: 'Start a device-flow sign-in; the person approves the user_code in a browser.',
    body: z.object({ client_name: text(FIELD.appName, LIMITS.clientName).optional() }),
    responses: { 201: DeviceCode, 429: TooManyDeviceCodesBody },
  }),
);

export const DeviceTokenError = lazy(() => z.enum(['authorization_pending', 'slow_down', 'access_denied', 'expired_token', 'invalid_grant']));
export type DeviceTokenError = z.infer<typeof DeviceTokenError>;

export const AccessToken = lazy(() =>
  z.strictObject({
    access_token: z.string(),
    token_type: z.string(),
    scope: z.string(),
  }),
);

export const DeviceTokenErrorBody = lazy(() =>
  z.strictObject({
    error: DeviceTokenError,
    message: z.string(),
    error_description: z.string().optional(),
  }),
);

export const exchangeDeviceCode = lazy(() =>
  defineOperation({
    name: 'exchangeDeviceCode',
    method: 'POST',
    path: '/auth/token',
    token: 'none',
    summary: 'Poll for the token of an approved device code; handed over exactly once.',
    // A missing device_code is answered 400 invalid_grant, so the body schema lets it through.
    body: z.object({ device_code: z.string().optional(), grant_type: z.string().optional() }),
    responses: { 200: AccessToken, 400: DeviceTokenErrorBody },
  }),
);

/** Spec 4.2. `token` is the token's name (the client_name it was approved for), or null. */
export const Ping = lazy(() =>
  z.strictObject({
    status: z.string(),
    abilities: z.array(z.string()),
    token: z.string().nullable(),
  }),
);

export const ping = lazy(() =>
  defineOperation({
    name: 'ping',
    method: 'GET',
    path: '/ping',
    token: 'any',
    summary: 'Check a token and read its abilities. Accepts both kinds of token.',
    responses: { 200: Ping, 401: MessageBody },
  }),
);
