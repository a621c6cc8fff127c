import { useZodResolver } from '../../ui/form-resolver';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { APP_OPERATIONS, type BridgeError } from '../../../shared/bridge';
import { useAccountActions } from '../../data/accounts';
import { useAppStore } from '../../data/app-state';
import { appCall } from '../../data/calls';
import { fieldMessage, signInFailureWords, toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { LiveMessage, ProblemNotice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { BUSINESS_WORDS as words, isolate } from './sign-in-words';

/** The token as the bridge takes it: the form refuses, in the bridge's words, what the core would. */
const TokenForm = APP_OPERATIONS['signIn.business'].args;

/**
 * Whether a failure is about the token (the service refused it, or it is not a token at all), so
 * belongs beside the field; otherwise it is about getting through (offline, the rate limit,
 * Memorial Desk itself) and goes above the buttons, since the same token may well work again.
 */
function isAboutTheToken(error: BridgeError): boolean {
  return error.kind === 'service' || error.kind === 'invalid' || error.kind === 'signed-out';
}

/**
 * Funeral-home sign-in: the person pastes the organization's business token; the core checks it
 * with the service before keeping it in the keychain. The token leaves this screen's memory as
 * soon as it is accepted. `again`: signing back in to an account whose sign-in is gone.
 */
export function BusinessSignIn() {
  const again = useSearch({ strict: false, select: (search: { again?: boolean }) => search.again === true });
  const navigate = useNavigate();
  const intl = useIntl();
  const setFlash = useAppStore((s) => s.setFlash);
  const secretStorage = useAppStore((s) => s.status?.secretStorage ?? 'session');
  const { switchTo } = useAccountActions();
  const title = intl.formatMessage(again ? words.titleAgain : words.title);
  const inputId = useId();
  const [visible, setVisible] = useState(false);
  /** Words about getting through, above the buttons; words about the token stand beside it. */
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ resolver: useZodResolver(TokenForm), defaultValues: { token: '' } });
  const checking = form.formState.isSubmitting;

  const submit = form.handleSubmit(
    async ({ token }) => {
      setProblem(null);
      try {
        const { account, organization } = await appCall('signIn.business', { token });
        form.setValue('token', '');
        await switchTo(account.id);
        // The account's name, as the header and the account menu show it.
        setFlash({ message: intl.formatMessage(words.signedIn, { name: isolate(account.name) }), accent: organization.brandColor });
        await navigate({ ...places.home, replace: true });
      } catch (failure) {
        const error = toBridgeError(failure);
        // The person carries on where the problem is.
        if (isAboutTheToken(error)) form.setError('token', { type: 'server', message: fieldMessage(error, 'token') }, { shouldFocus: true });
        else setProblem(signInFailureWords(error));
      }
    },
    () => setProblem(null),
  );

  return (
    <Screen title={title} className="sign-in sign-in--business">
      <p className="lead">
        <FormattedMessage {...words.lead} values={{ again: String(again) }} />
      </p>
      <form
        className="form"
        onSubmit={(event) => {
          if (checking) event.preventDefault();
          else void submit(event);
        }}
        aria-busy={checking || undefined}
        noValidate
      >
        <FormField
          control={form.control}
          name="token"
          id={inputId}
          label={intl.formatMessage(words.label)}
          type={visible ? 'text' : 'password'}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          hint={<FormattedMessage {...words.hint} values={{ storage: secretStorage, b: (chunks) => <strong>{chunks}</strong> }} />}
          addon={
            // Its words say what it will do; a toggle's pressed state would contradict the changing label.
            <Button variant="secondary" className="field__toggle" aria-controls={inputId} onClick={() => setVisible((v) => !v)}>
              <FormattedMessage {...words.toggle} values={{ visible: String(visible) }} />
            </Button>
          }
        />
        <LiveMessage>{checking ? <FormattedMessage {...words.checking} /> : null}</LiveMessage>
        <ProblemNotice problem={problem} />
        <div className="actions">
          <Button type="submit" variant="primary" busy={checking}>
            <FormattedMessage {...words.submit} />
          </Button>
          <Button variant="secondary" unavailable={checking} onClick={() => void navigate(places.signIn)}>
            <FormattedMessage {...words.otherWay} />
          </Button>
        </div>
      </form>
    </Screen>
  );
}
