/**
 * The app core in a process of its own, for the kill in the middle of a send (outbox.test.ts
 * starts it with `node --import tsx` and kills it with SIGKILL): over DATA_DIR, whose settings.json
 * holds the family's account (the old data folder's), with the family's token from TOKEN in a
 * session-only keychain, talking to SERVICE_URL. It queues the changes CHANGES lists (JSON: bridge
 * operation and arguments, in order), says `queued` once every enqueue has resolved (each on the
 * disk), and goes on sending until it is killed.
 */
import { MemorySecretStore } from '../../../core/accounts/secrets';
import type { BridgeOperationName } from '../../../shared/bridge';
import { FIXTURE_SERVICE } from '../../fixtures/old-data-folder/world';
import { startCore } from '../../helpers/core';

const { DATA_DIR, TOKEN, SERVICE_URL, ACCOUNT, CHANGES } = process.env;
if (!DATA_DIR || !TOKEN || !SERVICE_URL || !ACCOUNT || !CHANGES) throw new Error('core-child: DATA_DIR, TOKEN, SERVICE_URL, ACCOUNT and CHANGES are needed');

const secrets = new MemorySecretStore();
await secrets.set(ACCOUNT, TOKEN);
const core = await startCore({ dataDir: DATA_DIR, serviceUrl: SERVICE_URL, serviceIdentity: FIXTURE_SERVICE, secrets });
for (const { name, args } of JSON.parse(CHANGES) as { name: BridgeOperationName; args: unknown }[]) await core.handle(name, args);
console.log('queued');
