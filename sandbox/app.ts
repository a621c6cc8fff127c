import { Hono } from 'hono';
import { apiEndpoints, registerApi } from './api';
import type { SandboxContext } from './context';
import { registerControl } from './control';
import { cors, crossOriginAllowed } from './http/cors';
import { checkHost, checkOrigin, limitBodies, requireJson } from './http/guards';
import { registerMcp } from './mcp/server';
import { registerPages } from './pages/routes';

/**
 * The sandbox as one Hono app over a context: the guards every request passes first, the API at
 * /api/v1 and the MCP server at /mcp (the same endpoints), the pages at app_url, the control API
 * when asked for. The jobs are registered apart,
 * once (jobs/index.ts).
 */
export function createApp(ctx: SandboxContext, options: { control: boolean; allowOrigins?: readonly string[] }): Hono {
  const app = new Hono();
  const port = () => Number(new URL(ctx.appUrl).port);
  const allowed = new Set(options.allowOrigins ?? []);
  // Before anything else: the right address, not another website (unless one named page, at the
  // app's addresses: http/cors.ts), JSON declared, size limited.
  app.use(
    '*',
    checkHost(port, () => ctx.appUrl),
  );
  if (allowed.size > 0) app.use('*', cors(allowed));
  app.use(
    '*',
    checkOrigin(port, (c) => crossOriginAllowed(c, allowed)),
    requireJson(),
    limitBodies(),
  );
  // Every answer reflects the sandbox clock: work whose time has come is finished first.
  app.use('*', async (_c, next) => {
    ctx.jobs.runDue();
    await next();
  });
  const endpoints = apiEndpoints(ctx);
  registerApi(app, ctx, endpoints);
  registerMcp(app, ctx, endpoints);
  registerPages(app, ctx);
  if (options.control) registerControl(app, ctx);
  app.notFound((c) => c.json({ message: "There's nothing at this address." }, 404));
  app.onError((error, c) => {
    console.error('sandbox: unexpected error', error);
    return c.json({ message: 'Something went wrong in the sandbox. Please try again.' }, 500);
  });
  return app;
}
