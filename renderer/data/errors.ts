import { toBridgeError as readBridgeError, type BridgeError } from '../../shared/bridge/error';
import { say } from '../../shared/i18n/words';
import { ERROR_WORDS } from './data-words';
import { formatWords } from './message-format';

export { UNEXPECTED_MESSAGE } from '../../shared/bridge/error';

/**
 * The BridgeError behind a rejected bridge call (shared/bridge/error.ts), its `message` in the
 * person's language: the core's own words (`words`) are formatted with the screens' intl
 * (message-format.ts), the service's own stay as it wrote them. Anything that is not a BridgeError
 * is our own fault, and its technical text is not what a grieving family should read: the
 * unexpected failure's words stand for it.
 */
export function toBridgeError(value: unknown): BridgeError {
  const error = readBridgeError(value);
  return error.words ? { ...error, message: formatWords(error.words, error.message) } : error;
}

/**
 * The app's own words when a sign-in cannot reach the service. The core's offline message promises
 * that it "keeps trying", which is true of queued changes but not of a sign-in: nothing retries
 * it, the person does.
 */
const CANT_REACH = say(ERROR_WORDS.cantReachService);
export const CANT_REACH_SERVICE = CANT_REACH.message;

/** The first message the service gave for one field, else its overall message. */
export function fieldMessage(error: BridgeError, field: string): string {
  return error.fields?.[field]?.[0] ?? error.message;
}

/** What to tell the person when a sign-in step failed: the app's words when offline, else the core's or the service's. */
export function signInFailureWords(error: BridgeError): string {
  return error.kind === 'offline' ? formatWords(CANT_REACH.words, CANT_REACH.message) : error.message;
}
