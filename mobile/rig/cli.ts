/**
 *   npm run phone -- [--port N] [--service BASE_URL] [--demo]
 *
 * The phone app's bundle in a desktop browser, for tests and a look: the phone build (dist/phone,
 * what `npm run mobile:sync` puts in the app) with web stand-ins only for its native parts
 * (mobile/rig/page/), served on 127.0.0.1 by mobile/rig/rig-host.ts. Prints exactly one line to
 * stdout, `phone app listening on URL` (the URL carries this launch's secret), once it accepts
 * requests; everything else goes to stderr.
 *
 * The page's core calls the service from the rig's origin, so the service must allow that origin:
 * `--demo` starts the embedded sandbox allowing it; another sandbox is started with
 * `npm run sandbox -- --allow-origin http://127.0.0.1:PORT` (use --port to know PORT first).
 */
import { join } from 'node:path';
import { DEFAULT_SERVICE_URL } from '../../core';
import { demoTokensFrom } from '../../hosts/node/demo-tokens';
import { closeOnSignals, ranDirectly, runStartCommand } from '../../hosts/node/start-command';
import { userDataFolder } from '../../sandbox/paths';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { ensurePhoneBuilt, PHONE_DIR, RIG_DIR } from './build';
import { startRigHost, type RigConfig } from './rig-host';

export interface RigOptions {
  port: number;
  /** --service or MEMORIAL_API_URL; the sandbox's usual address otherwise. */
  serviceUrl: string;
  demo: boolean;
}

export interface RunningRig {
  url: string;
  origin: string;
  /** The embedded sandbox (`--demo`). */
  sandbox: RunningSandbox | null;
  close(): Promise<void>;
}

/** Starts the rig (the builds must be there: ensurePhoneBuilt). */
export async function runRig(options: RigOptions, env: NodeJS.ProcessEnv = process.env): Promise<RunningRig> {
  let config: RigConfig | null = null;
  let sandbox: RunningSandbox | null = null;
  const host = await startRigHost({
    port: options.port,
    phoneDir: PHONE_DIR,
    rigDir: RIG_DIR,
    config: () => config,
    demoTokens: () => (sandbox ? demoTokensFrom(sandbox)() : null),
  });
  try {
    if (options.demo) {
      // The demo keeps its world, as the desktop's does (its own file: the app's data is in the browser).
      sandbox = await startSandbox({ port: 0, db: join(userDataFolder(env), 'phone-demo.db'), demo: true, allowOrigins: [host.origin] });
      config = { serviceUrl: sandbox.baseUrl, demo: true, serviceIdentity: 'embedded-demo-sandbox' };
    } else {
      config = { serviceUrl: options.serviceUrl, demo: false, serviceIdentity: null };
    }
  } catch (error) {
    await host.close();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    url: host.url,
    origin: host.origin,
    sandbox,
    close() {
      closing ??= host.close().then(() => sandbox?.close());
      return closing;
    },
  };
}

/** `npm run phone`: the command line read as every start command's (hosts/node/launch-args.ts), but no --data-dir. */
export function main(args: readonly string[] = process.argv.slice(2)): Promise<void> {
  return runStartCommand(
    {
      name: 'npm run phone',
      // The phone's own builds are checked (and made) below: they are not `npm run build`'s.
      needs: [],
      args: { dataDir: false },
      async start(options) {
        let rig: RunningRig;
        try {
          await ensurePhoneBuilt((line) => console.error(line));
          rig = await runRig({ port: options.port, serviceUrl: options.serviceUrl ?? DEFAULT_SERVICE_URL, demo: options.demo });
        } catch (error) {
          console.error('The phone rig could not start:', error instanceof Error ? error.message : error);
          process.exit(1);
        }
        console.log(`phone app listening on ${rig.url}`);
        if (rig.sandbox) {
          console.error('demo: the phone app signs in to the demo family and the demo funeral home by itself (no token is printed or kept)');
        } else {
          console.error(`phone rig: the service must allow this page's origin, e.g. npm run sandbox -- --allow-origin ${rig.origin}`);
        }
        closeOnSignals(rig);
      },
    },
    args,
  );
}

if (ranDirectly(import.meta.filename)) await main();
