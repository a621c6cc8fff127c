import type { Hono } from 'hono';
import { listTemplates } from '../../shared/api/templates';
import type { SandboxContext } from '../context';
import { route } from '../http';
import { TEMPLATE_CATALOGUE } from '../templates-catalogue';

/** Spec 4.2 GET /templates: the catalogue of designs (personal token). */
export function registerTemplateRoutes(app: Hono, ctx: SandboxContext): void {
  route(app, ctx, listTemplates, () => ({ status: 200, body: { data: [...TEMPLATE_CATALOGUE] } }));
}
