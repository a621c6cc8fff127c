import type { AccountInfo } from '../../shared/bridge';
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
 */
export function ReadProblem({ account, what, error, hasData, dataUpdatedAt, retry }: ReadProblemProps) {
  const online = useAppStore((s) => s.status?.online ?? true);
  const showSignIn = useAppStore((s) => s.showSignIn);
  const failure = error ? toBridgeError(error) : null;

  if (!account.signedIn || failure?.kind === 'signed-out') {
    return (
      <Notice
        tone="warning"
        title={`You are signed out of ${account.name} on this computer`}
        actions={
          <Button variant="primary" onClick={() => showSignIn({ kind: account.kind === 'business' ? 'business' : 'choose' })}>
            Sign in again
          </Button>
        }
      >
        {failure ? <p>{failure.message}</p> : <p>Sign in again to see {what}.</p>}
      </Notice>
    );
  }

  if (!failure && online) return null;

  if (hasData) {
    return (
      <Notice
        tone="warning"
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
