/**
 * The rig's first script, before the phone bundle (rig-host.ts, rigPage): its stand-in for the
 * phone's SQLite begins to load as the page does (start.ts, openStoreEarly).
 */
import { openStoreEarly } from './start';

openStoreEarly();
