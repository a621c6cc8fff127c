import type { Hono } from 'hono';
import { authEndpoints } from './auth/routes';
import { businessEndpoints } from './business/routes';
import type { SandboxContext } from './context';
import { contributionEndpoints } from './contributions/routes';
import { exportEndpoints, registerDownloadAddress } from './exports/routes';
import type { Endpoint } from './http/endpoint';
import { mount } from './http/mount';
import { memorialEndpoints, registerUploadAddress } from './memorials/routes';
import { premiumEndpoints } from './premium/routes';
import { sharingEndpoints } from './sharing/routes';
import { templateEndpoints } from './templates/routes';

/** Every operation of shared/api, from the area folders that mirror it. The HTTP API and the MCP server serve these. */
export function apiEndpoints(ctx: SandboxContext): Endpoint[] {
  return [
    ...authEndpoints(ctx),
    ...templateEndpoints(),
    ...businessEndpoints(ctx),
    ...memorialEndpoints(ctx),
    ...contributionEndpoints(ctx),
    ...premiumEndpoints(ctx),
    ...sharingEndpoints(ctx),
    ...exportEndpoints(ctx),
  ];
}

/** The API at base_url, and the two signed addresses outside it (the cover upload, the export download). */
export function registerApi(app: Hono, ctx: SandboxContext, endpoints: readonly Endpoint[]): void {
  for (const e of endpoints) mount(app, ctx, e);
  registerUploadAddress(app, ctx);
  registerDownloadAddress(app, ctx);
}
