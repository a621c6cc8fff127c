import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

/** Spec 4.3 business tier: filled in with the second half of the sandbox. */
export function registerBusinessRoutes(_app: Hono, _ctx: SandboxContext): void {}
