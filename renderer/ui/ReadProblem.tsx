import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AccountInfo } from '../../shared/bridge';
import { useAccountActions } from '../data/accounts';
import { useAppStore } from '../data/app-state';
import { toBridgeError } from '../data/errors';
import { Button } from './Button';
import { formatTime } from './format';
import { Notice } from './Notice';
import { places } from './places';

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
  // Only a service that stopped answering counts; null means main has not asked yet, and a status
  // from before this page asked is old news.
  const offline = useAppStore((s) => s.status?.online === false && s.statusFresh);
  const failure = error ? toBridgeError(error) : null;

  if (!account.signedIn || failure?.kind === 'signed-out') {
    return <SignedOut account={account} what={what} />;
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
 * a new code, a funeral home the token form, the demo its own accounts again; none is offered
 * "Add another account".
 */
function SignedOut({ account, what }: { account: AccountInfo; what: string }) {
  const demo = useAppStore((s) => s.status?.demo === true);
  const navigate = useNavigate();
  const { signInToDemo } = useAccountActions();
  const [working, setWorking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const signInAgain = () => {
    if (!demo) {
      void navigate(account.kind === 'business' ? places.funeralHomeSignIn(true) : places.familySignIn(account.id));
      return;
    }
    setWorking(true);
    setProblem(null);
    signInToDemo().then(
      () => setWorking(false),
      (failure: unknown) => {
        setWorking(false);
        setProblem(toBridgeError(failure).message);
      },
    );
  };
  return (
    <Notice
      tone="warning"
      announce="polite"
      title={`You are signed out of ${account.name} on this computer`}
      actions={
        <Button variant="primary" busy={working} onClick={signInAgain}>
          {demo ? 'Sign in to the demonstration again' : 'Sign in again'}
        </Button>
      }
    >
      <p>
        Your sign-in has ended. Sign in again to see {what}; changes you made that were waiting are kept and go out once you are signed in.
      </p>
      {problem ? <p className="notice__error">{problem}</p> : null}
    </Notice>
  );
}
