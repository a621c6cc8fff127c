/**
 * A sahpool pool's files seen from the page, for the Store conformance and replica scenarios in
 * Chromium: a database's bytes read (from the pool, or from the folder a damaged one was set aside
 * in), and bytes written over part of it (a damaged file).
 */
/** sahpool's layout of a pool file (its own constants): the name at byte 0, the database's bytes from byte 4096. */
const PATH_BYTES = 512;
const DATA_AT = 4096;

export interface Place {
  directory: string;
  asideDirectory: string;
}

async function folder(path: string): Promise<FileSystemDirectoryHandle> {
  let handle = await navigator.storage.getDirectory();
  for (const part of path.split('/')) handle = await handle.getDirectoryHandle(part, { create: true });
  return handle;
}

/**
 * Retries while a worker that was just stopped still holds the file (it lets go a moment later):
 * a write is refused (NoModificationAllowedError) and a read too (NotReadableError).
 */
const HELD = new Set(['NoModificationAllowedError', 'NotReadableError']);
async function whileHeld<T>(work: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await work();
    } catch (error) {
      if (!HELD.has((error as { name?: string }).name ?? '') || tries > 60) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The pool's file that holds `name`, found by the name sahpool wrote at its start. */
async function poolFile(place: Place, name: string): Promise<FileSystemFileHandle | null> {
  const opaque = await folder(`${place.directory}/.opaque`);
  for await (const handle of opaque.values()) {
    if (handle.kind !== 'file') continue;
    const head = new Uint8Array(await whileHeld(async () => (await handle.getFile()).slice(0, PATH_BYTES).arrayBuffer()));
    const end = head.indexOf(0);
    if (new TextDecoder().decode(head.subarray(0, end < 0 ? PATH_BYTES : end)) === `/${name}`) return handle;
  }
  return null;
}

/** readFile and writeAt of the scenarios' harnesses, on the pool at `place`. */
export function poolFiles(place: Place) {
  return {
    async readFile(name) {
      const inPool = await poolFile(place, name);
      if (inPool) return new Uint8Array(await whileHeld(async () => (await inPool.getFile()).slice(DATA_AT).arrayBuffer()));
      try {
        const aside = await (await folder(place.asideDirectory)).getFileHandle(name);
        return new Uint8Array(await (await aside.getFile()).arrayBuffer());
      } catch {
        return null;
      }
    },
    async everyFile() {
      const files: { name: string; bytes: Uint8Array }[] = [];
      const walk = async (at: FileSystemDirectoryHandle, path: string): Promise<void> => {
        for await (const handle of at.values()) {
          if (handle.kind === 'directory') await walk(handle, `${path}/${handle.name}`);
          else {
            const file = handle;
            files.push({ name: `${path}/${handle.name}`, bytes: new Uint8Array(await whileHeld(async () => (await file.getFile()).arrayBuffer())) });
          }
        }
      };
      await walk(await folder(place.directory), place.directory);
      await walk(await folder(place.asideDirectory), place.asideDirectory);
      return files;
    },
    async writeAt(name, offset, bytes) {
      const file = await poolFile(place, name);
      if (!file) throw new Error(`no ${name} in the pool`);
      await whileHeld(async () => {
        const writable = await file.createWritable({ keepExistingData: true });
        await writable.write({ type: 'write', position: DATA_AT + offset, data: new Uint8Array(bytes) });
        await writable.close();
      });
    },
  } satisfies {
    readFile(name: string): Promise<Uint8Array | null>;
    everyFile(): Promise<{ name: string; bytes: Uint8Array }[]>;
    writeAt(name: string, offset: number, bytes: Uint8Array): Promise<void>;
  };
}
