/**
 * The other process of the Store conformance suite on node:sqlite (store.test.ts starts it with
 * `node --import tsx`):
 *
 * - `other FOLDER NAME WAIT_MS`: opens NAME with SHARED_SCHEMA (busy timeout WAIT_MS), says
 *   `opened`, inserts ('other') into `who`, and says what happened as one line of JSON.
 * - `writer FOLDER NAME`: opens NAME for writing batches (openWriter), says `writing`, then writes batches one
 *   after the other, saying `committed N` after each, until it is killed.
 */
import { StoreBusy, openStore } from '../../../core/store/store';
import { NodeSqliteEngine } from '../../../electron/node/store';
import { openWriter, SHARED_SCHEMA, writeBatch, type OtherResult } from './conformance';

const [mode, folder, name, waitMs] = process.argv.slice(2);
const engine = new NodeSqliteEngine(folder!);

if (mode === 'other') {
  let result: OtherResult;
  try {
    const store = await openStore(engine, { name: name!, schema: SHARED_SCHEMA, busyTimeoutMs: Number(waitMs) });
    console.log('opened');
    try {
      await store.run("INSERT INTO who (name) VALUES ('other')");
      result = { ok: true };
    } finally {
      await store.close();
    }
  } catch (error) {
    result = { ok: false, busy: error instanceof StoreBusy, message: error instanceof Error ? error.message : String(error) };
  }
  console.log(JSON.stringify(result));
} else if (mode === 'writer') {
  const store = await openWriter(engine, name!);
  console.log('writing');
  for (;;) console.log(`committed ${await writeBatch(store)}`);
} else {
  console.error(`unknown mode ${mode}`);
  process.exit(2);
}
