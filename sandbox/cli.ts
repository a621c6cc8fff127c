import { parseArgs } from 'node:util';
import { allowedOrigin } from './http/cors';
import { startSandbox } from './server';

/**
 *   npm run sandbox -- --port 4010 --control [--db PATH | --memory] [--demo] [--allow-origin ORIGIN]...
 * Prints exactly one line, `sandbox listening on http://127.0.0.1:PORT`, once it accepts requests.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    control: { type: 'boolean', default: false },
    db: { type: 'string' },
    memory: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
    // A web page allowed to call the API from its origin (the phone rig, npm run phone); repeatable.
    'allow-origin': { type: 'string', multiple: true },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`sandbox: --port must be a number from 0 to 65535, not "${values.port}"`);
  process.exit(2);
}

const allowOrigins = values['allow-origin'] ?? [];
for (const origin of allowOrigins) {
  try {
    allowedOrigin(origin);
  } catch (error) {
    console.error(`sandbox: ${(error as Error).message}`);
    process.exit(2);
  }
}

const sandbox = await startSandbox({ port, control: values.control, db: values.db, memory: values.memory, demo: values.demo, allowOrigins });
console.log(`sandbox listening on ${sandbox.url}`);
if (sandbox.demo) {
  // The demo tokens go to stderr so that stdout keeps its one-line contract.
  console.error(`demo personal token (${sandbox.demo.person.email}): ${sandbox.demo.person.token}`);
  console.error(`demo business token (${sandbox.demo.organization.name}): ${sandbox.demo.organization.token}`);
}

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
