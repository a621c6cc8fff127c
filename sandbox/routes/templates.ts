import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

/** Spec 4.2 GET /templates: filled in with the second half of the sandbox. */
export function registerTemplateRoutes(_app: Hono, _ctx: SandboxContext): void {}
