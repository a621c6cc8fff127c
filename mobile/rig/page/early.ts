/**
 * The rig's first script, before the phone bundle (rig-host.ts, rigPage), loaded `async` and with
 * nothing to import, so it runs as soon as it arrives: it starts the stand-in SQLite's worker
 * (mobile/web/sqlite-wasm/), which begins loading SQLite at once (worker.ts). A worker is fetched
 * by a task of the page's thread; started later, from start.ts, that task waited behind the
 * bundle's evaluation, one long task when the app is opened afresh (some 400 ms at 4× CPU), and
 * SQLite began loading only after it. A phone's native SQLite waits for no code of the page's.
 * start.ts (openStoreEarly) takes this worker. This script imports nothing (test/mobile/rig/rig-build.test.ts).
 *
 * It also begins reading the first look (core/first-look.ts), the picture of the app's last screen
 * that the start shows before anything else (mobile/web/first-look.ts): read here, its file comes
 * from OPFS while the bundle loads, as a phone's native file read waits for no code of the page's.
 * Where files.ts keeps it: its OPFS folder, the data folder, the file (rig-build.test.ts checks the names).
 */
// Undefined until this or start.ts runs; null when start.ts ran first and made its own.
if (globalThis.memorialDeskRigWorker === undefined) {
  const worker = new Worker(new URL('../../web/sqlite-wasm/worker/worker.ts', import.meta.url), { type: 'module' });
  // A worker that fails to load says so once, and no later listener hears it: given up before
  // start.ts takes it, so start.ts makes its own (whose failure its engine hears). Once taken, the
  // engine's own listener stands in this one's place.
  worker.onerror = (event) => {
    event.preventDefault();
    if (globalThis.memorialDeskRigWorker !== worker) return;
    worker.terminate();
    globalThis.memorialDeskRigWorker = undefined;
  };
  globalThis.memorialDeskRigWorker = worker;
}

declare global {
  /** The first look's file as early.ts began reading it, until rigStart takes it (then null). */
  var memorialDeskRigFirstLook: Promise<string | null> | null | undefined;
}

if (globalThis.memorialDeskRigFirstLook === undefined) {
  globalThis.memorialDeskRigFirstLook = (async () => {
    try {
      const opfs = await navigator.storage.getDirectory();
      const files = await opfs.getDirectoryHandle('memorial-desk-files');
      const data = await files.getDirectoryHandle('Memorial Desk');
      return await (await (await data.getFileHandle('first-look.json')).getFile()).text();
    } catch {
      // None yet (or no OPFS): the start shows no picture.
      return null;
    }
  })();
}

export {};
