/** The demo world (`--demo`), where the app and its tests have always found it: see demo/. */
export { DEMO_FAMILY, issueDemoTokens, seedDemo, STILL_CHECKING_MS, type DemoWorld } from './demo/builder';
