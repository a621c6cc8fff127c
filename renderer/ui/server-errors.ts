import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { BridgeError } from '../../shared/bridge';

/**
 * Puts the service's words about each field (a 422's `errors`, as the bridge carries them) beside
 * that field of the form, and the focus on the first of them. Only the form's own fields take
 * words: `values` is what the form holds (or sent), keyed by its fields; a field the form does not
 * have is left for the caller. Returns whether any field took words, so the caller can show the
 * service's message above the buttons when none did.
 */
export function applyServerErrors<TValues extends FieldValues>(error: BridgeError, setError: UseFormSetError<TValues>, values: object): boolean {
  let placed = false;
  for (const [name, messages] of Object.entries(error.fields ?? {})) {
    if (!(name in values)) continue;
    setError(name as FieldPath<TValues>, { type: 'server', message: messages[0] ?? error.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
