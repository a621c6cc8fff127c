import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { BridgeError } from '../../../shared/bridge';
import { useAccountActions } from '../../data/accounts';
import { useAppStore } from '../../data/app-state';
import { appCall } from '../../data/calls';
import { fieldMessage, signInFailureWords, toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { LiveMessage, Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';

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
export function BusinessSignIn() {
  const again = useSearch({ strict: false, select: (search: { again?: boolean }) => search.again === true });
  const navigate = useNavigate();
  const setFlash = useAppStore((s) => s.setFlash);
  const secretStorage = useAppStore((s) => s.status?.secretStorage ?? 'session');
  const { switchTo } = useAccountActions();
  const title = again ? 'Sign in again' : 'Sign in as a funeral home';
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
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
      // The person carries on where the problem is.
      input.current?.focus();
      return;
    }
    setChecking(true);
    setProblem(null);
    appCall('signIn.business', { token: pasted })
      .then(async ({ account, organization }) => {
        setToken('');
        await switchTo(account.id);
        // The account's name, as the header and the account menu show it.
        setFlash({ message: `You are signed in as ${account.name}.`, accent: organization.brandColor });
        await navigate({ ...places.home, replace: true });
      })
      .catch((failure: unknown) => {
        setChecking(false);
        const found = problemOf(toBridgeError(failure));
        setProblem(found);
        if (found.on === 'field') input.current?.focus();
      });
  };

  return (
    <Screen title={title} className="sign-in sign-in--business">
      <p className="lead">
        {again ? 'Paste your organization’s business token again.' : 'Paste your organization’s business token.'} Memorial Desk checks it
        with the memorial service before keeping it.
      </p>
      <form className="form" onSubmit={submit} aria-busy={checking || undefined} noValidate>
        <Field
          id={inputId}
          inputRef={input}
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
          <Button variant="secondary" unavailable={checking} onClick={() => void navigate(places.signIn)}>
            Choose another way to sign in
          </Button>
        </div>
      </form>
    </Screen>
  );
}
