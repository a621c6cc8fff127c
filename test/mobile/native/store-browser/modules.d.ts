/**
 * What the page takes from two packages that ship no types for the files it uses: jeep-sqlite's
 * component class as compiled (its collection build) and sql.js's loader.
 */
declare module 'jeep-sqlite/dist/collection/components/jeep-sqlite/jeep-sqlite.js' {
  export class JeepSqlite {
    autoSave: boolean;
    wasmPath: string;
    connectedCallback(): void;
    isStoreOpen(): Promise<boolean>;
  }
}

declare module 'sql.js' {
  export default function initSqlJs(config?: { locateFile?: (file: string) => string }): Promise<unknown>;
}
