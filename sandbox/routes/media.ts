import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

/** Spec 4.4 cover photo upload: filled in with the second half of the sandbox. */
export function registerMediaRoutes(_app: Hono, _ctx: SandboxContext): void {}
