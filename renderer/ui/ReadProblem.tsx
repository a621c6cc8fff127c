import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AccountInfo } from '../../shared/bridge';
import { useAccountActions } from '../data/accounts';
import { useAppStore } from '../data/app-state';
import { useConnection } from '../data/connection';
import { toBridgeError } from '../data/errors';
import { Button } from './Button';
import { formatAsOf } from './format';
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
  // Only a service that stopped answering for more than a moment counts; null means main has not
  // asked yet, and a status from before this page asked is old news.
  const offline = useConnection() === 'offline';
  const failure = error ? toBridgeError(error) : null;

  if (!account.signedIn || failure?.kind === 'signed-out') {
    return <SignedOut account={account} what={what} />;
  }

  if (!failure && !offline) return null;

  if (hasData) {
    const asOf = formatAsOf(dataUpdatedAt);
    return (
      <Notice
        tone="warning"
        announce="polite"
        title={offline ? `Offline — ${what} as of ${asOf}` : `You are seeing ${what} as they were at ${asOf}.`}
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
  if (failure.kind === 'offline') {
    // Never opened before on this computer: nothing kept to show.
    return (
      <Notice
        tone="warning"
        announce="polite"
        title={`Memorial Desk needs the connection once to show ${what}.`}
        actions={
          <Button variant="primary" onClick={retry}>
            Try again
          </Button>
        }
      >
        <p>
          This screen has not been opened on this computer before. Once the connection returns and it has been shown, Memorial Desk keeps it for days without
          one.
        </p>
      </Notice>
    );
  }
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
      <p>Your sign-in has ended. Sign in again to see {what}; changes you made that were waiting are kept and go out once you are signed in.</p>
      {problem ? <p className="notice__error">{problem}</p> : null}
    </Notice>
  );
}
