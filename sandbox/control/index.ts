import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { registerCoreControl } from './core';
import { registerPersonalControl } from './personal';
import { registerBusinessControl } from './business';
import { registerDeviceControl } from './device';
import { registerPremiumControl } from './premium';

/** The control API (/__sandbox/*), mounted only with --control. No bearer token. */
export function registerControl(app: Hono, ctx: SandboxContext): void {
  registerCoreControl(app, ctx);
  registerPersonalControl(app, ctx);
  registerBusinessControl(app, ctx);
  registerDeviceControl(app, ctx);
  registerPremiumControl(app, ctx);
}
