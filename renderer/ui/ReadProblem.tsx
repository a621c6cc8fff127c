import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../shared/bridge';
import { useAccountActions } from '../data/accounts';
import { useAppStore } from '../data/app-state';
import { useConnection, type Connection } from '../data/connection';
import { toBridgeError } from '../data/errors';
import { Button } from './Button';
import { formatAsOf } from './format';
import { Notice } from './Notice';
import { places } from './places';
import { UI_WORDS as words } from './ui-words';

export interface ReadProblemProps {
  account: AccountInfo;
  /** What is being read, for the sentences ("your memorials"). */
  what: string;
  error: unknown;
  hasData: boolean;
  dataUpdatedAt: number;
  /** The answer is older than it should be (useShowsAge, judged by the screen): the notice says how old. */
  old: boolean;
  retry: () => void;
}

/** An answer's freshness when the core did not say (a list put together from several reads). */
export const DEFAULT_FRESH_MS = 60_000;

/** Online, an answer that arrived already old is usually followed by a newer one at once: said only if none came. */
const ONLINE_GRACE_MS = 3_000;

/**
 * Whether the screen should say how old its answer is: older than its freshness, whatever the
 * connection is thought to be (issue 28). While the service is not known to answer (not heard yet,
 * being checked, offline) at once; online, only an answer that was already old when it reached
 * the screen and was not followed by a newer one within a few seconds (one that grows old while
 * the person looks at it is not news).
 */
export function useShowsAge(dataUpdatedAt: number | null, freshMs: number, connection: Connection): boolean {
  const [seen, setSeen] = useState(() => ({ at: dataUpdatedAt, seenAt: Date.now() }));
  if (seen.at !== dataUpdatedAt) setSeen({ at: dataUpdatedAt, seenAt: Date.now() });
  const oldAt = dataUpdatedAt === null || dataUpdatedAt <= 0 ? Number.POSITIVE_INFINITY : dataUpdatedAt + freshMs;
  const due = connection !== 'online' ? oldAt : seen.seenAt >= oldAt ? seen.seenAt + ONLINE_GRACE_MS : Number.POSITIVE_INFINITY;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const wait = due - Date.now();
    if (!Number.isFinite(due) || wait <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), wait + 50);
    return () => clearTimeout(timer);
  }, [due]);
  return Math.max(now, Date.now()) >= due;
}

/**
 * What to say when a read failed, the service cannot be reached, or the answer shown is older than
 * it should be: the service's own words, the last data kept on screen with the time it was read,
 * and a way to sign in again or retry. The notes that appear while the person is on the screen are
 * announced politely; "Checking the connection…" is the header's to say, once.
 */
export function ReadProblem({ account, what, error, hasData, dataUpdatedAt, old, retry }: ReadProblemProps) {
  // Only a service that stopped answering for more than a moment counts as offline; null means
  // the core has not asked yet, and a status from before this page asked is old news.
  const intl = useIntl();
  const connection = useConnection();
  const offline = connection === 'offline';
  const failure = error ? toBridgeError(error) : null;

  if (!account.signedIn || failure?.kind === 'signed-out') {
    return <SignedOut account={account} what={what} />;
  }

  if (!failure && !offline && !old) return null;

  if (hasData) {
    const asOf = formatAsOf(intl, dataUpdatedAt);
    return (
      <Notice
        tone={failure || offline ? 'warning' : 'info'}
        announce="polite"
        title={intl.formatMessage(offline ? words.offlineAsOf : failure ? words.seeingAsOf : words.whatAsOf, {
          what: offline || failure ? what : capitalised(what, intl.locale),
          asOf,
        })}
        actions={
          <Button variant="secondary" onClick={retry}>
            <FormattedMessage {...words.checkAgain} />
          </Button>
        }
      >
        {failure ? (
          <p>{failure.message}</p>
        ) : offline ? (
          <p>
            <FormattedMessage {...words.upToDateOnline} />
          </p>
        ) : (
          <p>
            <FormattedMessage {...words.upToDateService} />
          </p>
        )}
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
        title={intl.formatMessage(words.needsConnection, { what })}
        actions={
          <Button variant="primary" onClick={retry}>
            <FormattedMessage {...words.tryAgain} />
          </Button>
        }
      >
        <p>
          <FormattedMessage {...words.neverOpened} />
        </p>
      </Notice>
    );
  }
  return (
    <Notice
      tone="error"
      announce="assertive"
      title={intl.formatMessage(words.couldNotLoad, { what })}
      actions={
        <Button variant="primary" onClick={retry}>
          <FormattedMessage {...words.tryAgain} />
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
      title={<FormattedMessage {...words.signedOutTitle} values={{ name: <bdi>{account.name}</bdi> }} />}
      actions={
        <Button variant="primary" busy={working} onClick={signInAgain}>
          <FormattedMessage {...(demo ? words.signInDemoAgain : words.signInAgain)} />
        </Button>
      }
    >
      <p>
        <FormattedMessage {...words.signedOutAbout} values={{ what }} />
      </p>
      {problem ? <p className="notice__error">{problem}</p> : null}
    </Notice>
  );
}

/** "your memorials" → "Your memorials", as the language writes a capital (a script without capitals keeps its letters). */
function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
