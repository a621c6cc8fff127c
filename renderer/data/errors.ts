import type { BridgeError } from '../../shared/bridge/error';

/**
 * The BridgeError behind a rejected bridge call (shared/bridge/error.ts). Anything that is not one
 * is our own fault, and its technical text is not what a grieving family should read: the
 * UNEXPECTED_MESSAGE words stand for it.
 */
export { toBridgeError, UNEXPECTED_MESSAGE } from '../../shared/bridge/error';

/**
 * The app's own words when a sign-in cannot reach the service. The core's offline message promises
 * that it "keeps trying", which is true of queued changes but not of a sign-in: nothing retries
 * it, the person does.
 */
export const CANT_REACH_SERVICE = "Memorial Desk can't reach the memorial service right now. Please check the connection and try again.";

/** The first message the service gave for one field, else its overall message. */
export function fieldMessage(error: BridgeError, field: string): string {
  return error.fields?.[field]?.[0] ?? error.message;
}

/** What to tell the person when a sign-in step failed: the app's words when offline, else the core's or the service's. */
export function signInFailureWords(error: BridgeError): string {
  return error.kind === 'offline' ? CANT_REACH_SERVICE : error.message;
}
