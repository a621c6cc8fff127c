import type { Hono } from 'hono';
import type { SandboxContext } from '../context';

export function registerContributionRoutes(_app: Hono, _ctx: SandboxContext): void {}
