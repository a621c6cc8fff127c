import { useCallback, useState } from 'react';
import { getBridge } from '../../bridge';
import { useAppStore } from '../../app/store';
import { signInFailureWords, toBridgeError } from '../../ui/errors';

/**
 * Starts a device sign-in and shows it; the same for the first start and for "Start again".
 * `again`: the person is signing back in to a family account whose sign-in is gone.
 * `error` is what to tell the person: the app's own words when the service cannot be reached
 * (main's offline words promise a retry that nothing makes), otherwise the service's.
 */
export function useStartDeviceSignIn({ again = false }: { again?: boolean } = {}) {
  const showSignIn = useAppStore((s) => s.showSignIn);
  const activeId = useAppStore((s) => s.accounts.activeId);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = useCallback(() => {
    setStarting(true);
    setError(null);
    getBridge()
      .call('signIn.device.start', again && activeId ? { again: activeId } : {})
      .then(
        (flow) => {
          setStarting(false);
          showSignIn({ kind: 'device', flow, again });
        },
        (failure: unknown) => {
          setStarting(false);
          setError(signInFailureWords(toBridgeError(failure)));
        },
      );
  }, [showSignIn, again, activeId]);
  return { start, starting, error };
}
