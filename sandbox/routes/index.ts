import type { Hono } from 'hono';
import type { SandboxContext } from '../context';
import { registerAuthRoutes } from './auth';
import { registerMemorialRoutes } from './memorials';
import { registerContributionRoutes } from './contributions';
import { registerBusinessRoutes } from './business';
import { registerTemplateRoutes } from './templates';
import { registerPremiumRoutes } from './premium';
import { registerSharingRoutes } from './sharing';
import { registerExportRoutes } from './exports';
import { registerMediaRoutes } from './media';

/** Every operation of shared/api, one file per area of the spec. */
export function registerRoutes(app: Hono, ctx: SandboxContext): void {
  registerAuthRoutes(app, ctx);
  registerTemplateRoutes(app, ctx);
  registerBusinessRoutes(app, ctx);
  registerMemorialRoutes(app, ctx);
  registerContributionRoutes(app, ctx);
  registerPremiumRoutes(app, ctx);
  registerSharingRoutes(app, ctx);
  registerExportRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
}
