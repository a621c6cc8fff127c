import { useState } from 'react';
import { useAccountActions } from '../../app/accounts';
import { activeAccount, kindLabel, useAppStore } from '../../app/store';
import { Button } from '../../ui/Button';
import { toBridgeError } from '../../ui/errors';
import { useDocumentTitle, useFocusOnMount } from '../../ui/focus';
import { LiveMessage, Notice } from '../../ui/Notice';
import { BusinessSignIn } from './BusinessSignIn';
import { DeviceSignInPanel } from './DeviceSignIn';
import { useStartDeviceSignIn } from './start-device';

/** Sign-in: the choice of how, then the family (device flow) or funeral home (token) steps. */
export function SignInScreen() {
  const step = useAppStore((s) => s.signIn);
  switch (step.kind) {
    case 'choose':
      return <ChooseSignIn />;
    case 'device':
      return <DeviceSignInPanel key={step.flow.flowId} flow={step.flow} again={step.again ?? false} />;
    case 'business':
      return <BusinessSignIn again={step.again ?? false} />;
  }
}

function ChooseSignIn() {
  const status = useAppStore((s) => s.status);
  const accounts = useAppStore((s) => s.accounts);
  const active = useAppStore(activeAccount);
  const showSignIn = useAppStore((s) => s.showSignIn);
  const showMemorials = useAppStore((s) => s.showMemorials);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const device = useStartDeviceSignIn();
  const { switchTo } = useAccountActions();
  const [switchError, setSwitchError] = useState<string | null>(null);

  const adding = accounts.accounts.length > 0;
  const others = accounts.accounts.filter((account) => account.id !== active?.id);
  useDocumentTitle(adding ? 'Add another account' : 'Welcome to Memorial Desk');

  return (
    <div className="sign-in">
      <h1 ref={heading} tabIndex={-1}>
        {adding ? 'Add another account' : 'Welcome to Memorial Desk'}
      </h1>
      <p className="lead">
        {adding
          ? 'Sign in with another family or funeral home account. You can move between accounts from the account menu at the top.'
          : 'You are not signed in yet. Sign in to see and look after the memorials you care for. Choose the way that fits you:'}
      </p>

      {status?.demo ? (
        <Notice tone="info" title="This is a demonstration">
          <p>
            Memorial Desk is connected to a practice copy of the memorial service, filled with made-up people and memorials. Nothing you do here
            reaches real families or the public. The demo sign-in details are shown where Memorial Desk was started.
          </p>
        </Notice>
      ) : null}

      <div className="choices">
        <section className="choice" aria-labelledby="choice-family">
          <h2 id="choice-family">For families</h2>
          <p>
            If you look after a memorial for someone you love. You will get a short code to confirm on the memorial service&rsquo;s website, in
            your web browser. There is no password to type here.
          </p>
          <Button variant="primary" busy={device.starting} onClick={device.start}>
            Sign in as a family
          </Button>
          <LiveMessage>{device.starting ? 'Getting your sign-in code…' : null}</LiveMessage>
          {device.error ? (
            <Notice tone="error" announce="assertive">
              <p>{device.error}</p>
            </Notice>
          ) : null}
        </section>

        <section className="choice" aria-labelledby="choice-business">
          <h2 id="choice-business">For funeral homes</h2>
          <p>If you work at a funeral home that uses the memorial service. You will paste your organization&rsquo;s business token.</p>
          <Button variant="primary" onClick={() => showSignIn({ kind: 'business' })}>
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
                <Button
                  variant="secondary"
                  onClick={() => {
                    setSwitchError(null);
                    switchTo(account.id).catch((failure: unknown) => setSwitchError(toBridgeError(failure).message));
                  }}
                >
                  Use {account.name} ({kindLabel(account)})
                </Button>
              </li>
            ))}
          </ul>
          {switchError ? (
            <Notice tone="error" announce="assertive">
              <p>{switchError}</p>
            </Notice>
          ) : null}
        </section>
      ) : null}

      {active ? (
        <p>
          <Button variant="quiet" onClick={showMemorials}>
            Back to {active.kind === 'personal' ? 'My memorials' : 'Memorials'}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
