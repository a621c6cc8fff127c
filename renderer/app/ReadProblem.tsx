import type { AccountInfo } from '../../shared/bridge';
import { useStartDeviceSignIn } from '../features/sign-in/start-device';
import { Button } from '../ui/Button';
import { toBridgeError } from '../ui/errors';
import { formatTime } from '../ui/format';
import { Notice } from '../ui/Notice';
import { useAppStore } from './store';

export interface ReadProblemProps {
  account: AccountInfo;
  /** What is being read, for the sentences ("your memorials"). */
  what: string;
  error: unknown;
  hasData: boolean;
  dataUpdatedAt: number;
  retry: () => void;
}

/**
 * What to say when a read failed or the service cannot be reached: the service's own words, the
 * last data kept on screen with a note of when it arrived, and a way to sign in again or retry.
 * The notes that appear while the person is on the screen are announced politely.
 */
export function ReadProblem({ account, what, error, hasData, dataUpdatedAt, retry }: ReadProblemProps) {
  // Only a service that stopped answering counts; null means main has not asked yet.
  const offline = useAppStore((s) => s.status?.online === false);
  const failure = error ? toBridgeError(error) : null;

  if (!account.signedIn || failure?.kind === 'signed-out') {
    return <SignedOut account={account} what={what} message={failure?.message ?? null} />;
  }

  if (!failure && !offline) return null;

  if (hasData) {
    return (
      <Notice
        tone="warning"
        announce="polite"
        title={`You are seeing ${what} as they were at ${formatTime(new Date(dataUpdatedAt))}.`}
        actions={
          <Button variant="secondary" onClick={retry}>
            Check again
          </Button>
        }
      >
        {failure ? <p>{failure.message}</p> : <p>Memorial Desk will bring them up to date when the connection returns.</p>}
      </Notice>
    );
  }

  if (!failure) return null;
  return (
    <Notice
      tone="error"
      announce="assertive"
      title={`Memorial Desk could not load ${what}.`}
      actions={
        <Button variant="primary" onClick={retry}>
          Try again
        </Button>
      }
    >
      <p>{failure.message}</p>
    </Notice>
  );
}

/**
 * The account's sign-in is gone. "Sign in again" goes straight to signing back in: a family gets
 * a new code at once, a funeral home the token form; neither is offered "Add another account".
 */
function SignedOut({ account, what, message }: { account: AccountInfo; what: string; message: string | null }) {
  const showSignIn = useAppStore((s) => s.showSignIn);
  const device = useStartDeviceSignIn({ again: true });
  const signInAgain = () => (account.kind === 'business' ? showSignIn({ kind: 'business', again: true }) : device.start());
  return (
    <Notice
      tone="warning"
      announce="polite"
      title={`You are signed out of ${account.name} on this computer`}
      actions={
        <Button variant="primary" busy={device.starting} onClick={signInAgain}>
          Sign in again
        </Button>
      }
    >
      {message ? <p>{message}</p> : <p>Sign in again to see {what}.</p>}
      {device.starting ? <p>Getting your sign-in code…</p> : null}
      {device.error ? <p className="notice__error">{device.error}</p> : null}
    </Notice>
  );
}
