import { toBridgeError as readBridgeError, type BridgeError, type FieldWords } from '../../shared/bridge/error';
import { say } from '../../shared/i18n/words';
import { ERROR_WORDS } from './data-words';
import { formatWords } from './message-format';

export { UNEXPECTED_MESSAGE } from '../../shared/bridge/error';

/**
 * The BridgeError behind a rejected bridge call (shared/bridge/error.ts), its `message` and its
 * words about each field (`fields`) in the person's language: the core's own words (`words`,
 * `fieldWords`) are formatted with the screens' intl (message-format.ts), the service's own stay as
 * it wrote them. Anything that is not a BridgeError is our own fault, and its technical text is not
 * what a grieving family should read: the unexpected failure's words stand for it.
 */
export function toBridgeError(value: unknown): BridgeError {
  const error = readBridgeError(value);
  const message = error.words ? formatWords(error.words, error.message) : error.message;
  const fields = error.fields && error.fieldWords ? fieldsInLanguage(error.fields, error.fieldWords) : error.fields;
  return message === error.message && fields === error.fields ? error : { ...error, message, fields };
}

/** Each field's messages, those the app wrote (their Words beside them) in the person's language. */
function fieldsInLanguage(fields: Record<string, string[]>, fieldWords: FieldWords): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(fields)) {
    out[name] = messages.map((message, i) => formatWords(fieldWords[name]?.[i], message));
  }
  return out;
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
