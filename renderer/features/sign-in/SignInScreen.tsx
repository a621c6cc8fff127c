import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAccountActions } from '../../data/accounts';
import { activeAccount, kindLabel, useAppStore } from '../../data/app-state';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { Notice, ProblemNotice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';

/** Sign-in: the choice of how. The family (code) and funeral-home (token) steps are places of their own. */
export function SignInScreen() {
  const status = useAppStore((s) => s.status);
  const accounts = useAppStore((s) => s.accounts);
  const active = useAppStore(activeAccount);
  const navigate = useNavigate();
  const { switchTo, signInToDemo } = useAccountActions();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const adding = accounts.accounts.length > 0;
  const others = accounts.accounts.filter((account) => account.id !== active?.id);
  const title = adding ? 'Add another account' : 'Welcome to Memorial Desk';

  const use = (id: string) => {
    setProblem(null);
    switchTo(id).then(
      () => void navigate(places.home),
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  };
  const demoAgain = () => {
    setProblem(null);
    setWorking(true);
    signInToDemo().then(
      () => void navigate(places.home),
      (failure: unknown) => {
        setWorking(false);
        setProblem(toBridgeError(failure).message);
      },
    );
  };

  return (
    <Screen title={title} className="sign-in">
      <p className="lead">
        {adding
          ? 'Sign in with another family or funeral home account. You can move between accounts from the account menu at the top (on a phone, under Menu).'
          : 'You are not signed in yet. Sign in to see and look after the memorials you care for. Choose the way that fits you:'}
      </p>

      {status?.demo ? (
        <Notice
          tone="info"
          title="This is a demonstration"
          actions={
            <Button variant="primary" busy={working} onClick={demoAgain}>
              Sign in to the demonstration again
            </Button>
          }
        >
          <p>
            Memorial Desk is connected to a practice copy of the memorial service, filled with made-up people and memorials. Nothing you do here reaches real
            families or the public. It can sign you in to the demonstration&rsquo;s family and funeral home by itself.
          </p>
        </Notice>
      ) : null}

      <div className="choices">
        <section className="choice" aria-labelledby="choice-family">
          <h2 id="choice-family">For families</h2>
          <p>
            If you look after a memorial for someone you love. You will get a short code to confirm on the memorial service&rsquo;s website, in your web
            browser. There is no password to type here.
          </p>
          <Button variant="primary" onClick={() => void navigate(places.familySignIn())}>
            Sign in as a family
          </Button>
        </section>

        <section className="choice" aria-labelledby="choice-business">
          <h2 id="choice-business">For funeral homes</h2>
          <p>If you work at a funeral home that uses the memorial service. You will paste your organization&rsquo;s business token.</p>
          <Button variant="primary" onClick={() => void navigate(places.funeralHomeSignIn())}>
            Sign in as a funeral home
          </Button>
        </section>
      </div>

      {others.length > 0 ? (
        <section className="existing-accounts" aria-labelledby="existing-accounts">
          <h2 id="existing-accounts">Accounts already on this computer</h2>
          <ul className="plain-list">
            {others.map((account) => (
              <li key={account.id}>
                <Button variant="secondary" onClick={() => use(account.id)}>
                  Use {account.name} ({kindLabel(account)})
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ProblemNotice problem={problem} />

      {active ? (
        <p>
          <Button variant="quiet" onClick={() => void navigate(places.home)}>
            Back to {active.kind === 'personal' ? 'My memorials' : 'Memorials'}
          </Button>
        </p>
      ) : null}
    </Screen>
  );
}
