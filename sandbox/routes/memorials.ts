import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

export function registerMemorialRoutes(_app: Hono, _ctx: SandboxContext): void {}
