/** Moved to shared/ so the phone's adapters (mobile/native/) check addresses with the same code. */
export { isHttpsOrThisComputer, isSafeExternalUrl } from '../../shared/external-url';
