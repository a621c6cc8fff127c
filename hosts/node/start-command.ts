/**
 * The one way a start command begins (`npm start`, electron/start.ts; `npm run web`,
 * electron/browser-mode/cli.ts; `npm run phone`, mobile/rig/cli.ts): its command line is read
 * (launch-args.ts), what it cannot start without is built, then it starts the app its own way,
 * and it closes on SIGINT/SIGTERM. What differs between them is what is passed in here.
 */
import { resolve } from 'node:path';
import { ensureBuilt } from './ensure-built';
import { parseLaunchArgs, type LaunchArgsRules, type LaunchOptions } from './launch-args';

export interface StartCommand {
  /** As the person typed it, for its words ("npm start"). */
  name: string;
  /** The built files it cannot start without; what is missing is built first (`npm run build`). */
  needs: readonly string[];
  /** Which arguments it takes (the phone rig takes no --data-dir). */
  args?: LaunchArgsRules;
  /** Starts the app with the options read, and `args` as they were given (to pass on). */
  start(options: LaunchOptions, args: readonly string[]): Promise<void>;
}

/** Runs a start command; a command line it cannot take ends the process with its words and exit code 2. */
export async function runStartCommand(command: StartCommand, args: readonly string[]): Promise<void> {
  const parsed = parseLaunchArgs(args, process.env, command.args);
  if (!parsed.ok) {
    console.error(`${command.name}: ${parsed.message}`);
    process.exit(2);
  }
  // A fresh clone: `npm install` then the start command builds what it needs first.
  ensureBuilt(command.needs);
  await command.start(parsed.options, args);
}

/** Closes on SIGINT/SIGTERM, then exits (1, with its words, when the close failed). */
export function closeOnSignals(running: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Memorial Desk could not close cleanly:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** Whether the module at `file` is the one node was asked to run (`node --import tsx file.ts`), not one imported. */
export function ranDirectly(file: string): boolean {
  return process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(file);
}
