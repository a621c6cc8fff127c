import { getRequestListener } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { SandboxContext } from './context';
import { Clock } from './foundation/clock';
import { RateLimiter } from './foundation/rate-limit';
import { Settings } from './foundation/settings';
import { Database } from './db/database';
import { issueDemoTokens, seedDemo, type DemoWorld } from './demo/builder';
import { answerClientError, MAX_HEADER_BYTES } from './http/client-errors';
import { allowedOrigin } from './http/cors';
import { registerJobs } from './jobs';
import { JobQueue } from './jobs/queue';
import { defaultDatabasePath } from './paths';

export { createApp };

export interface SandboxOptions {
  /** 0 picks a free port. */
  port?: number;
  /** A database file; ignored when memory is true. Defaults to a file under the user's data folder. */
  db?: string;
  memory?: boolean;
  /** Turns on /__sandbox/* (otherwise every such path answers 404). */
  control?: boolean;
  /** Fills an empty database with the demo world. */
  demo?: boolean;
  /**
   * Web pages allowed to call the API from their own origin (CORS), each exactly as
   * `http://127.0.0.1:PORT`: the phone app's test rig. Never `*`; never the control API (http/cors.ts).
   */
  allowOrigins?: readonly string[];
}

export interface RunningSandbox {
  /** app_url: http://127.0.0.1:PORT */
  url: string;
  /** base_url: url + /api/v1 */
  baseUrl: string;
  /** The demo world's tokens when started with demo and the database was empty. */
  demo: DemoWorld | null;
  /** New tokens for the demo world's family and funeral home (null when this database has none). */
  issueDemoTokens(): DemoWorld | null;
  context: SandboxContext;
  close(): Promise<void>;
}

/** Starts the sandbox on 127.0.0.1 (the contract of sandbox-control.md), in-process. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  // Checked before anything is opened: a bad origin is the caller's mistake, said plainly.
  const allowOrigins = (options.allowOrigins ?? []).map(allowedOrigin);
  const db = new Database(options.memory ? ':memory:' : (options.db ?? defaultDatabasePath()));
  const clock = new Clock(db);
  const ctx: SandboxContext = {
    db,
    clock,
    settings: new Settings(db),
    jobs: new JobQueue(db, clock),
    rateLimiter: new RateLimiter(clock),
    appUrl: '',
    baseUrl: '',
  };
  registerJobs(ctx);
  const app = createApp(ctx, { control: options.control ?? false, allowOrigins });

  const listener = getRequestListener(app.fetch, {
    hostname: '127.0.0.1',
    // A request the adapter cannot even turn into a Request (a malformed Host, say).
    errorHandler: () => Response.json({ message: "The service couldn't read this request. Nothing was changed." }, { status: 400 }),
  });
  const server: Server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (request, response) => void listener(request, response));
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  ctx.appUrl = `http://127.0.0.1:${port}`;
  ctx.baseUrl = `${ctx.appUrl}/api/v1`;

  const demo = options.demo ? seedDemo(ctx) : null;
  ctx.jobs.runDue();

  let closed = false;
  return {
    url: ctx.appUrl,
    baseUrl: ctx.baseUrl,
    demo,
    issueDemoTokens: () => issueDemoTokens(ctx),
    context: ctx,
    async close() {
      if (closed) return;
      closed = true;
      await ctx.jobs.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open; the data is already committed.
        server.closeAllConnections();
      });
      db.close();
    },
  };
}
