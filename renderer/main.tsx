/**
 * The desktop's entry (Electron's window and browser mode): its bridge, then the app. The bridge
 * first: in browser mode it takes the launch secret out of the address, before the router reads
 * the address for the place to show.
 */
import { desktopBridge } from './bridge';
import { startApp } from './start';

startApp(desktopBridge());
