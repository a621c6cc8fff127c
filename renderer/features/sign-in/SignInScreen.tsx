import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountActions } from '../../data/accounts';
import { activeAccount, useAppStore } from '../../data/app-state';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { Notice, ProblemNotice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { SIGN_IN_WORDS as words } from './sign-in-words';

/** Sign-in: the choice of how. The family (code) and funeral-home (token) steps are places of their own. */
export function SignInScreen() {
  const intl = useIntl();
  const status = useAppStore((s) => s.status);
  const accounts = useAppStore((s) => s.accounts);
  const active = useAppStore(activeAccount);
  const navigate = useNavigate();
  const { switchTo, signInToDemo } = useAccountActions();
  const [problem, setProblem] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

  const adding = accounts.accounts.length > 0;
  const others = accounts.accounts.filter((account) => account.id !== active?.id);
  const title = intl.formatMessage(adding ? words.titleAdding : words.titleWelcome);

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
        <FormattedMessage {...(adding ? words.leadAdding : words.leadWelcome)} />
      </p>

      {status?.demo ? (
        <Notice
          tone="info"
          title={intl.formatMessage(words.demoTitle)}
          actions={
            <Button variant="primary" busy={working} onClick={demoAgain}>
              <FormattedMessage {...words.demoAgain} />
            </Button>
          }
        >
          <p>
            <FormattedMessage {...words.demoAbout} />
          </p>
        </Notice>
      ) : null}

      <div className="choices">
        <section className="choice" aria-labelledby="choice-family">
          <h2 id="choice-family">
            <FormattedMessage {...words.familyHeading} />
          </h2>
          <p>
            <FormattedMessage {...words.familyAbout} />
          </p>
          <Button variant="primary" onClick={() => void navigate(places.familySignIn())}>
            <FormattedMessage {...words.familySignIn} />
          </Button>
        </section>

        <section className="choice" aria-labelledby="choice-business">
          <h2 id="choice-business">
            <FormattedMessage {...words.businessHeading} />
          </h2>
          <p>
            <FormattedMessage {...words.businessAbout} />
          </p>
          <Button variant="primary" onClick={() => void navigate(places.funeralHomeSignIn())}>
            <FormattedMessage {...words.businessSignIn} />
          </Button>
        </section>
      </div>

      {others.length > 0 ? (
        <section className="existing-accounts" aria-labelledby="existing-accounts">
          <h2 id="existing-accounts">
            <FormattedMessage {...words.existingHeading} />
          </h2>
          <ul className="plain-list">
            {others.map((account) => (
              <li key={account.id}>
                <Button variant="secondary" onClick={() => use(account.id)}>
                  <span>
                    <FormattedMessage {...words.use} values={{ name: <bdi>{account.name}</bdi>, kind: account.kind }} />
                  </span>
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
            <FormattedMessage {...words.back} values={{ kind: active.kind }} />
          </Button>
        </p>
      ) : null}
    </Screen>
  );
}
