import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

/** Spec 4.5 exports: filled in with the second half of the sandbox. */
export function registerExportRoutes(_app: Hono, _ctx: SandboxContext): void {}
