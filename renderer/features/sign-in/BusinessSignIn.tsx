import { useId, useState, type FormEvent } from 'react';
import type { BridgeError } from '../../../shared/bridge';
import { getBridge } from '../../bridge';
import { useAccountActions } from '../../app/accounts';
import { useAppStore } from '../../app/store';
import { Button } from '../../ui/Button';
import { fieldMessage, signInFailureWords, toBridgeError } from '../../ui/errors';
import { Field } from '../../ui/Field';
import { useDocumentTitle, useFocusOnMount } from '../../ui/focus';
import { LiveMessage, Notice } from '../../ui/Notice';

/**
 * Where a failure belongs: next to the field when it is about the token (the service refused it,
 * or it is not a token at all); above the buttons when it is about getting through (offline, the
 * rate limit, Memorial Desk itself), because then the same token may well work on a second try.
 */
type Problem = { on: 'field' | 'form'; message: string };

function problemOf(error: BridgeError): Problem {
  switch (error.kind) {
    case 'service':
    case 'invalid':
    case 'signed-out':
      return { on: 'field', message: fieldMessage(error, 'token') };
    default:
      return { on: 'form', message: signInFailureWords(error) };
  }
}

/**
 * Funeral-home sign-in: the person pastes the organization's business token; main checks it
 * with the service before keeping it in the keychain. The token leaves this screen's memory as
 * soon as it is accepted. `again`: signing back in to an account whose sign-in is gone.
 */
export function BusinessSignIn({ again = false }: { again?: boolean }) {
  const showSignIn = useAppStore((s) => s.showSignIn);
  const setFlash = useAppStore((s) => s.setFlash);
  const secretStorage = useAppStore((s) => s.status?.secretStorage ?? 'session');
  const { switchTo } = useAccountActions();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const title = again ? 'Sign in again' : 'Sign in as a funeral home';
  useDocumentTitle(title);
  const inputId = useId();
  const [token, setToken] = useState('');
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const pasted = token.trim();
    if (!pasted) {
      setProblem({ on: 'field', message: 'Please paste the business token into the box first.' });
      return;
    }
    setChecking(true);
    setProblem(null);
    getBridge()
      .call('signIn.business', { token: pasted })
      .then(async ({ account, organization }) => {
        setToken('');
        await switchTo(account.id);
        // The account's name, as the header and the account menu show it.
        setFlash({ message: `You are signed in as ${account.name}.`, accent: organization.brandColor });
      })
      .catch((failure: unknown) => {
        setChecking(false);
        setProblem(problemOf(toBridgeError(failure)));
      });
  };

  return (
    <div className="sign-in sign-in--business">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <p className="lead">
        {again ? 'Paste your organization’s business token again.' : 'Paste your organization’s business token.'} Memorial Desk checks it
        with the memorial service before keeping it.
      </p>
      <form className="form" onSubmit={submit} aria-busy={checking || undefined} noValidate>
        <Field
          id={inputId}
          label="Business token"
          type={visible ? 'text' : 'password'}
          value={token}
          onChange={setToken}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          hint={
            <>
              You can find it on the memorial service&rsquo;s website, under <strong>Business settings → API tokens</strong>.{' '}
              {secretStorage === 'os'
                ? 'It is kept in this computer’s secure storage and never shown again.'
                : 'This computer has no secure storage Memorial Desk can use, so it is kept only until Memorial Desk closes, and never shown again.'}
            </>
          }
          error={problem?.on === 'field' ? problem.message : null}
          addon={
            // Its words say what it will do; a toggle's pressed state would contradict the changing label.
            <Button variant="secondary" className="field__toggle" aria-controls={inputId} onClick={() => setVisible((v) => !v)}>
              {visible ? 'Hide token' : 'Show token'}
            </Button>
          }
        />
        <LiveMessage>{checking ? 'Checking the token with the memorial service…' : null}</LiveMessage>
        {problem?.on === 'form' ? (
          <Notice tone="error" announce="assertive">
            <p>{problem.message}</p>
          </Notice>
        ) : null}
        <div className="actions">
          <Button type="submit" variant="primary" busy={checking}>
            Check and sign in
          </Button>
          <Button variant="secondary" unavailable={checking} onClick={() => showSignIn()}>
            Choose another way to sign in
          </Button>
        </div>
      </form>
    </div>
  );
}
