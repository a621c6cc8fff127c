import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { registerDevicePages } from './device-routes';
import { registerSharePages } from './share-routes';
import { registerMemorialPages } from './memorial-routes';
import { registerStartPages } from './start-routes';

/** The pages at app_url: /device, /start, /m/{slug}, uploads and downloads. */
export function registerPages(app: Hono, ctx: SandboxContext): void {
  registerDevicePages(app, ctx);
  registerSharePages(app, ctx);
  registerMemorialPages(app, ctx);
  registerStartPages(app, ctx);
}
