/**
 * @capacitor-community/sqlite's own web platform, in a page: its CapacitorSQLiteWeb class over a
 * jeep-sqlite element (SQLite compiled to WebAssembly by sql.js; each database kept in IndexedDB,
 * written there when it is closed).
 *
 * The element is made here from jeep-sqlite's compiled component (its collection build) rather
 * than taken ready-made from its loader: the ready-made element carries its own copy of sql.js
 * (1.11), whose .wasm file no installed package holds, while the compiled component imports the
 * installed sql.js, whose .wasm the page serves itself (no network).
 */
import { CapacitorSQLiteWeb } from '@capacitor-community/sqlite/dist/esm/web.js';
import { JeepSqlite } from 'jeep-sqlite/dist/collection/components/jeep-sqlite/jeep-sqlite.js';
import initSqlJs from 'sql.js';
import wasmUrl from 'sql.js/dist/sql-wasm-browser.wasm?url';

/** The component's methods on an element, as Stencil's runtime would put them. */
class JeepSqliteElement extends HTMLElement {
  constructor() {
    super();
    Object.assign(this, new JeepSqlite(), { el: this });
  }
}
for (const name of Object.getOwnPropertyNames(JeepSqlite.prototype)) {
  if (name !== 'constructor') Object.defineProperty(JeepSqliteElement.prototype, name, Object.getOwnPropertyDescriptor(JeepSqlite.prototype, name)!);
}
customElements.define('jeep-sqlite', JeepSqliteElement);

// sql.js loads its WebAssembly once per page and gives every later caller (jeep-sqlite's own
// initSqlJs, whose address for the file would be its default "/assets/") that same module.
const loaded = initSqlJs({ locateFile: () => wasmUrl });

export interface WebPlatform {
  plugin: CapacitorSQLiteWeb;
  /** The element leaves the page, as when the page goes: its open databases are not written back. */
  stop(): void;
}

/**
 * A new element and the plugin on it: the app's page started again, over the same IndexedDB.
 * Its autoSave stays off (its default): it would write the database out after every statement, in
 * the middle of the Store's own transactions too, which sql.js refuses ("Finish active write
 * transactions before exporting"), and every migration would fail.
 */
export async function startWebPlatform(): Promise<WebPlatform> {
  await loaded;
  const element = document.createElement('jeep-sqlite') as JeepSqliteElement & JeepSqlite;
  // First in the page, so the plugin's initWebStore (which takes the first jeep-sqlite) finds this one.
  document.body.prepend(element);
  while (!(await element.isStoreOpen())) await new Promise((resolve) => setTimeout(resolve, 5));
  const plugin = new CapacitorSQLiteWeb();
  await plugin.initWebStore();
  return { plugin, stop: () => element.remove() };
}
