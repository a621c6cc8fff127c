import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

/** Spec 4.5 fund, broadcasts and RSVPs: filled in with the second half of the sandbox. */
export function registerPremiumRoutes(_app: Hono, _ctx: SandboxContext): void {}
