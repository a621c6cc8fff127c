/**
 * The phone's home for the core: each port's adapter, made on the real Capacitor plugins. The
 * in-page composition takes these (and nothing else of the phone's) to make the core.
 */
import { SecureStorage } from '@aparajita/capacitor-secure-storage';
import { CapacitorSQLite } from '@capacitor-community/sqlite';
import { App } from '@capacitor/app';
import { Browser } from '@capacitor/browser';
import { Capacitor, CapacitorHttp } from '@capacitor/core';
import { Filesystem } from '@capacitor/filesystem';
import { Share } from '@capacitor/share';
import type { Files, HostInfo, PersonFiles, Secrets, StoreEngine } from '../../core/ports';
import { CapacitorFiles, PhonePersonFiles } from './files';
import { phoneHostInfo } from './host-info';
import { createNativeFetch } from './native-fetch';
import { followAppLifecycle, type PhoneLifecycle } from './lifecycle';
import { KeychainSecrets } from './secrets';
import { CapacitorSqliteEngine } from './store';

export interface PhoneHome {
  storeEngine: StoreEngine;
  secrets: Secrets;
  files: Files;
  personFiles: PersonFiles & { downloadsFolder: string };
  fetch: typeof fetch;
  host: HostInfo;
  /** Starts following the app's life (see lifecycle.ts); resolves to a function that stops. */
  followLifecycle(to: PhoneLifecycle): Promise<() => Promise<void>>;
}

/** Fails on any platform but iOS and Android: the phone's home has no web stand-ins (the test rig brings its own). */
export function createPhoneHome(): PhoneHome {
  const platform = Capacitor.getPlatform();
  const files = new CapacitorFiles(Filesystem);
  return {
    storeEngine: new CapacitorSqliteEngine(CapacitorSQLite, Filesystem),
    secrets: new KeychainSecrets(SecureStorage, platform),
    files,
    personFiles: new PhonePersonFiles(files, Filesystem, Share),
    fetch: createNativeFetch(CapacitorHttp),
    host: phoneHostInfo(Browser, Share),
    followLifecycle: (to) => followAppLifecycle(App, Browser, to),
  };
}

export { CapacitorFiles, PhonePersonFiles } from './files';
export { createNativeFetch } from './native-fetch';
export { followAppLifecycle, type PhoneLifecycle } from './lifecycle';
export { KeychainSecrets } from './secrets';
export { CapacitorSqliteEngine } from './store';
