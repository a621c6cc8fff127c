/**
 * The core harness: the whole app core on the computer's home (electron/node/home.ts), started
 * the one way every test starts it. A data folder of its own (or the one given), a session-only
 * keychain, nothing opened in a browser, talking to a sandbox (test/sandbox/harness.ts
 * `useSandbox`, or any sandbox by its two addresses); with whatever else a test sets (the clock,
 * the fetch, the desktop's files, the demo's tokens, the locked settings).
 *
 * `useCores()` at the top of a test file (or of a describe) cleans up by itself: a core started in
 * a test is closed after that test, one started in a beforeAll after the last test of the block
 * useCores was called in (call it inside a describe whose beforeAll starts a core for that describe
 * alone), and the data folders it made are removed then. `startCore()` is the same start without the
 * clean-up, for what runs outside Vitest (the fault soak in the bench, a core in a child process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';
import { MemorySecretStore } from '../../core/accounts/secrets';
import type { AppCore } from '../../core/app-core-types';
import type { Secrets } from '../../core/ports';
import { createNodeAppCore, type NodeAppCoreOptions } from '../../electron/node/home';
import type { AccountInfo, BridgeEvent, BridgeEventName, BridgeResult } from '../../shared/bridge';
import { control } from './sandbox-control';

/** A sandbox by its addresses: `url`, where its control API is, and `baseUrl`, the API. A useSandbox harness or a RunningSandbox is one. */
export interface SandboxAddress {
  readonly url: string;
  readonly baseUrl: string;
}

/** How a core is started: anything createNodeAppCore takes, each with a default. */
export interface CoreStart extends Partial<Omit<NodeAppCoreOptions, 'dataDir'>> {
  /** The data folder. Default: a new empty one (with useCores, removed after). */
  dataDir?: string;
  /** The sandbox families sign in at, and (unless `serviceUrl` says otherwise) the service the core talks to. */
  sandbox?: SandboxAddress;
}

/** An app core as a test holds it: the core itself, and what it was started with. */
export interface TestCore extends AppCore {
  readonly dataDir: string;
  /** Its keychain: a session-only store unless the test gave one. A restart keeps it, as the OS keychain would. */
  readonly secrets: Secrets;
  /** Every address the core asked its home to open in the system browser (none opens: the home says it cannot). */
  readonly opened: string[];
  /** What it was started with. */
  readonly options: CoreStart;
  /** The next `event` that passes `test` (the first at all without one). */
  next<E extends BridgeEventName>(event: E, test?: (payload: BridgeEvent<E>) => boolean): Promise<BridgeEvent<E>>;
  /** A family signs in by the device flow, the sandbox approving it for this person; `again` names an account whose sign-in was gone. */
  signInFamily(personId: number, options?: { again?: string }): Promise<AccountInfo>;
  /** A funeral home signs in with its business token. */
  signInBusiness(token: string): Promise<BridgeResult<'signIn.business'>>;
  /** Closes this core (if it is open) and starts another over the same data folder, with the same options but these. */
  restart(overrides?: Omit<CoreStart, 'dataDir'>): Promise<TestCore>;
}

/** The next `event` from `core` that passes `test`. */
export function nextEvent<E extends BridgeEventName>(
  core: Pick<AppCore, 'on'>,
  event: E,
  test: (payload: BridgeEvent<E>) => boolean = () => true,
): Promise<BridgeEvent<E>> {
  return new Promise((resolve) => {
    const off = core.on(event, (payload) => {
      if (test(payload)) {
        off();
        resolve(payload);
      }
    });
  });
}

/**
 * A family's sign-in by the device flow, as the person does it: the core starts it, the sandbox's
 * control API approves the code for the person, and the core's poll finds it approved. Fails with
 * the flow's own words if it ends any other way.
 */
export async function signInFamily(core: AppCore, sandbox: SandboxAddress, personId: number, options: { again?: string } = {}): Promise<AccountInfo> {
  const flow = await core.handle('signIn.device.start', options.again ? { again: options.again } : {});
  // The first poll is seconds away: nothing is missed by listening now.
  const ended = nextEvent(core, 'deviceSignIn', (state) => state.flowId === flow.flowId && state.state !== 'waiting');
  await control(sandbox.url, 'POST', '/__sandbox/device/approve', { user_code: flow.userCode, person_id: personId });
  const end = await ended;
  if (end.state !== 'approved' || !end.account) throw new Error(`the family's sign-in ended ${end.state}: ${end.message}`);
  return end.account;
}

/** Starts a core over `options.dataDir` (which must be given here), nothing cleaned up after. */
export async function startCore(options: CoreStart & { dataDir: string }): Promise<TestCore> {
  const { sandbox, dataDir, ...rest } = options;
  const serviceUrl = rest.serviceUrl ?? sandbox?.baseUrl;
  const secrets = rest.secrets ?? new MemorySecretStore();
  const opened: string[] = [];
  const core = await createNodeAppCore({
    demo: false,
    openExternal: (url) => {
      opened.push(url);
      return Promise.resolve(false);
    },
    // The tests read English unless one says otherwise, whatever the machine's own languages.
    languages: () => ['en-US'],
    ...rest,
    ...(serviceUrl !== undefined ? { serviceUrl } : {}),
    dataDir,
    secrets,
  });
  const started: TestCore = {
    dataDir,
    secrets,
    opened,
    options: { ...options, secrets },
    handle: (name, args) => core.handle(name, args),
    on: (event, listener) => core.on(event, listener),
    emitNavigate: (path) => core.emitNavigate(path),
    words: core.words,
    close: () => core.close(),
    next: (event, test) => nextEvent(core, event, test),
    signInFamily(personId, again) {
      if (!sandbox) throw new Error('signInFamily: this core was started without a sandbox');
      return signInFamily(core, sandbox, personId, again);
    },
    signInBusiness: (token) => core.handle('signIn.business', { token }),
    async restart(overrides = {}) {
      await core.close();
      return startCore({ ...started.options, ...overrides, dataDir });
    },
  };
  return started;
}

/** What useCores gives a test file. */
export interface CoreHarness {
  /** Starts a core: these options over the file's defaults, in a new data folder unless one is given. */
  start(options?: CoreStart): Promise<TestCore>;
  /** A new empty folder (a Downloads folder, a data folder to fill first), removed with the cores. */
  folder(prefix?: string): string;
}

/** One block's worth of cores and folders, cleaned up together. */
class Scope {
  readonly cores: AppCore[] = [];
  readonly folders: string[] = [];

  async clean(): Promise<void> {
    const closed = await Promise.allSettled(this.cores.splice(0).map((core) => core.close()));
    for (const folder of this.folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    const failed = closed.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/**
 * Cores for the tests of one file (or describe), each cleaned up after the test that started it,
 * or after the block when started in a beforeAll. `defaults` are every start's options (a
 * function when they are only known once the tests run).
 */
export function useCores(defaults: CoreStart | (() => CoreStart) = {}): CoreHarness {
  const forBlock = new Scope();
  const forTest = new Scope();
  let inTest = false;
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await forTest.clean();
  });
  afterAll(() => forBlock.clean());
  const scope = () => (inTest ? forTest : forBlock);

  function folder(prefix = 'core'): string {
    const made = mkdtempSync(join(tmpdir(), `${prefix}-`));
    scope().folders.push(made);
    return made;
  }

  /** Started in this scope; its restarts join the same one. */
  function kept(core: TestCore, into: Scope): TestCore {
    into.cores.push(core);
    return {
      ...core,
      restart: async (overrides) => kept(await core.restart(overrides), into),
    };
  }

  return {
    folder,
    async start(options = {}) {
      const into = scope();
      const base = typeof defaults === 'function' ? defaults() : defaults;
      const dataDir = options.dataDir ?? folder('core-data');
      return kept(await startCore({ ...base, ...options, dataDir }), into);
    },
  };
}
