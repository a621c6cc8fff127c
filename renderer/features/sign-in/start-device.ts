import { useCallback, useState } from 'react';
import type { BridgeError } from '../../../shared/bridge';
import { getBridge } from '../../bridge';
import { useAppStore } from '../../app/store';
import { toBridgeError } from '../../ui/errors';

/** Starts a device sign-in and shows it; the same for the first start and for "Start again". */
export function useStartDeviceSignIn() {
  const showSignIn = useAppStore((s) => s.showSignIn);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<BridgeError | null>(null);
  const start = useCallback(() => {
    setStarting(true);
    setError(null);
    getBridge()
      .call('signIn.device.start', {})
      .then(
        (flow) => {
          setStarting(false);
          showSignIn({ kind: 'device', flow });
        },
        (failure: unknown) => {
          setStarting(false);
          setError(toBridgeError(failure));
        },
      );
  }, [showSignIn]);
  return { start, starting, error };
}
