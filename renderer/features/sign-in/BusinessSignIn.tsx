import { useId, useState, type FormEvent } from 'react';
import { getBridge } from '../../bridge';
import { useAccountActions } from '../../app/accounts';
import { useAppStore } from '../../app/store';
import { Button } from '../../ui/Button';
import { fieldMessage, toBridgeError } from '../../ui/errors';
import { Field } from '../../ui/Field';
import { useFocusOnMount } from '../../ui/focus';
import { LiveMessage } from '../../ui/Notice';

/**
 * Funeral-home sign-in: the person pastes the organization's business token; main checks it
 * with the service before keeping it in the keychain. The token leaves this screen's memory as
 * soon as it is accepted.
 */
export function BusinessSignIn() {
  const showSignIn = useAppStore((s) => s.showSignIn);
  const setFlash = useAppStore((s) => s.setFlash);
  const { switchTo } = useAccountActions();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const inputId = useId();
  const [token, setToken] = useState('');
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const pasted = token.trim();
    if (!pasted) {
      setError('Please paste the business token into the box first.');
      return;
    }
    setChecking(true);
    setError(null);
    getBridge()
      .call('signIn.business', { token: pasted })
      .then(async ({ account, organization }) => {
        setToken('');
        await switchTo(account.id);
        setFlash({ message: `You are signed in as ${organization.displayName ?? organization.name}.`, accent: organization.brandColor });
      })
      .catch((failure: unknown) => {
        setChecking(false);
        setError(fieldMessage(toBridgeError(failure), 'token'));
      });
  };

  return (
    <div className="sign-in sign-in--business">
      <h1 ref={heading} tabIndex={-1}>
        Sign in as a funeral home
      </h1>
      <p className="lead">Paste your organization&rsquo;s business token. Memorial Desk checks it with the memorial service before keeping it.</p>
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
              You can find it on the memorial service&rsquo;s website, under <strong>Business settings → API tokens</strong>. It is kept in this
              computer&rsquo;s secure storage and never shown again.
            </>
          }
          error={error}
          addon={
            <Button variant="secondary" className="field__toggle" aria-pressed={visible} aria-controls={inputId} onClick={() => setVisible((v) => !v)}>
              Show token
            </Button>
          }
        />
        <LiveMessage>{checking ? 'Checking the token with the memorial service…' : null}</LiveMessage>
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
