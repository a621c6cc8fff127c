import type { Hono } from 'hono';
import { ping } from '../../shared/api/auth';
import type { SandboxContext } from '../context';
import { route } from '../http';

/** Spec 4.1 device authorization and 4.2 GET /ping. */
export function registerAuthRoutes(app: Hono, ctx: SandboxContext): void {
  route(app, ctx, ping, ({ caller }) => ({
    status: 200,
    body: { status: 'ok', abilities: caller.abilities, token: caller.name },
  }));
}
