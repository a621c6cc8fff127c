/**
 * The family sign-in shown on screen: the device flow the core is polling, how it is going, and
 * whether it signs an account back in. Entering the family sign-in place starts a flow; leaving it
 * while it waits cancels it in the core, so nothing goes on polling the service unseen.
 */
import { create } from 'zustand';
import type { BridgeError, DeviceSignIn } from '../../../shared/bridge';
import { appCall } from '../../data/calls';
import { toBridgeError } from '../../data/errors';

interface DeviceFlowState {
  flow: DeviceSignIn | null;
  /** The account being signed back in (its sign-in was gone), or null for a new account. */
  again: string | null;
  starting: boolean;
  /** Why no code could be had: put in words when shown (signInFailureWords), in the language then in use. */
  error: BridgeError | null;
}

export const useDeviceFlow = create<DeviceFlowState>()(() => ({ flow: null, again: null, starting: false, error: null }));

let started = 0;

/** Asks the core for a new code (any flow still waiting is cancelled by the core). */
export function startDeviceFlow(again: string | null): void {
  const attempt = ++started;
  useDeviceFlow.setState({ flow: null, again, starting: true, error: null });
  appCall('signIn.device.start', again ? { again } : {}).then(
    (flow) => {
      if (attempt === started) useDeviceFlow.setState({ flow, starting: false });
      else void appCall('signIn.device.cancel', { flowId: flow.flowId }).catch(() => null);
    },
    (failure: unknown) => {
      if (attempt === started) useDeviceFlow.setState({ starting: false, error: toBridgeError(failure) });
    },
  );
}

/** A newer state of the flow shown (a late event for an older flow is ignored). */
export function updateDeviceFlow(flow: DeviceSignIn): void {
  const shown = useDeviceFlow.getState().flow;
  if (shown && shown.flowId === flow.flowId) useDeviceFlow.setState({ flow });
}

/** The person left the family sign-in: a flow still waiting is stopped in the core too. */
export function leaveDeviceFlow(): void {
  started++;
  const { flow } = useDeviceFlow.getState();
  if (flow?.state === 'waiting') void appCall('signIn.device.cancel', { flowId: flow.flowId }).catch(() => null);
  useDeviceFlow.setState({ flow: null, again: null, starting: false, error: null });
}
