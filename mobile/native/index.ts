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
import type { CoreHome } from '../../core/ports';
import { CapacitorFiles } from './files';
import { phoneHostInfo } from './host-info';
import { createNativeFetch } from './native-fetch';
import { followAppLifecycle, type PhoneLifecycle } from './lifecycle';
import { PhonePersonFiles } from './person-files';
import { KeychainSecrets } from './secrets';
import { CapacitorSqliteEngine } from './store';

/** The core's home on a phone: each port by the core's own name for it (CoreHome), and the app's life. */
export interface PhoneHome extends CoreHome {
  fetch: typeof fetch;
  /** Starts following the app's life (see lifecycle.ts); resolves to a function that stops. */
  followLifecycle: (to: PhoneLifecycle) => Promise<() => Promise<void>>;
}

/** Fails on any platform but iOS and Android: the phone's home has no web stand-ins (the test rig brings its own). */
export function createPhoneHome(): PhoneHome {
  const platform = Capacitor.getPlatform();
  const files = new CapacitorFiles(Filesystem);
  return {
    store: new CapacitorSqliteEngine(CapacitorSQLite, Filesystem),
    secrets: new KeychainSecrets(SecureStorage, platform),
    files,
    person: new PhonePersonFiles(files, Filesystem, Share),
    fetch: createNativeFetch(CapacitorHttp),
    host: phoneHostInfo(Browser, Share),
    followLifecycle: (to) => followAppLifecycle(App, Browser, to),
  };
}

export { CapacitorFiles } from './files';
export { createNativeFetch } from './native-fetch';
export { followAppLifecycle, type PhoneLifecycle } from './lifecycle';
export { PhonePersonFiles } from './person-files';
export { KeychainSecrets } from './secrets';
export { CapacitorSqliteEngine } from './store';
