import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

/** Spec 4.5 share links: filled in with the second half of the sandbox. */
export function registerSharingRoutes(_app: Hono, _ctx: SandboxContext): void {}
