/**
 * Run by secrets.test.ts in a child process, inside its own D-Bus session (or outside any): does
 * each step given as JSON in argv[2] with the real stores and prints one JSON line of results.
 * Steps: ["open"] | ["set", account, secret] | ["get", account] | ["delete", account]
 */
import { openSecretStore } from '../../../core/accounts/secrets';
import { KeyringSecretStore } from '../../../electron/node/secrets';

type Step = ['open'] | ['set', string, string] | ['get', string] | ['delete', string];

const steps = JSON.parse(process.argv[2] ?? '[]') as Step[];
const keychain = new KeyringSecretStore();
const results: unknown[] = [];
for (const step of steps) {
  try {
    switch (step[0]) {
      case 'open': {
        const store = await openSecretStore({ keychain });
        results.push({ kind: store.kind, note: store.note });
        break;
      }
      case 'set':
        await keychain.set(step[1], step[2]);
        results.push('ok');
        break;
      case 'get':
        results.push(await keychain.get(step[1]));
        break;
      case 'delete':
        await keychain.delete(step[1]);
        results.push('ok');
        break;
    }
  } catch (error) {
    results.push({ error: error instanceof Error ? error.message : String(error) });
  }
}
process.stdout.write(`${JSON.stringify(results)}\n`);
