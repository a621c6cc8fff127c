import { useZodResolver } from '../../ui/form-resolver';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { APP_OPERATIONS, type AccountInfo } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { useAccountActions } from '../../data/accounts';
import { useAppStore } from '../../data/app-state';
import { fieldMessage, toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { ProblemNotice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { SignOutDialog } from '../../ui/SignOutDialog';
import { ACCOUNTS_WORDS as words } from './accounts-words';

/** The name a person gives an account: the bridge's own rule, so the form says what the core would. */
const RenameForm = APP_OPERATIONS['accounts.rename'].args.pick({ name: true });

/** The accounts on this computer: name each one, use it, sign in again, or sign out. */
export function AccountsScreen() {
  const intl = useIntl();
  const accounts = useAppStore((s) => s.accounts);
  return (
    <Screen title={intl.formatMessage(words.title)}>
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>
      <ul className="plain-list accounts-list">
        {accounts.accounts.map((account) => (
          <AccountItem key={account.id} account={account} active={account.id === accounts.activeId} />
        ))}
      </ul>
    </Screen>
  );
}

function AccountItem({ account, active }: { account: AccountInfo; active: boolean }) {
  const navigate = useNavigate();
  const { switchTo } = useAccountActions();
  const [renaming, setRenaming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `account-${account.id}`;
  const use = () => {
    setProblem(null);
    switchTo(account.id).then(
      () => void navigate(places.home),
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  };
  const signInAgain = () => void navigate(account.kind === 'business' ? places.funeralHomeSignIn(true) : places.familySignIn(account.id));
  return (
    <li className="account-item">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="account-item__name">
          <bdi>{account.name}</bdi>
        </h2>
        <p className="hint">
          <FormattedMessage {...words.state} values={{ kind: account.kind, signedIn: account.signedIn, active }} />
        </p>
        {renaming ? (
          <RenameAccount account={account} onDone={() => setRenaming(false)} />
        ) : (
          <div className="actions">
            {!active ? (
              <Button variant="primary" onClick={use}>
                <FormattedMessage {...words.use} />
              </Button>
            ) : null}
            {!account.signedIn ? (
              <Button variant="primary" onClick={signInAgain}>
                <FormattedMessage {...words.signInAgain} />
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setRenaming(true)}>
              <FormattedMessage {...words.rename} />
            </Button>
            <Button variant="quiet" onClick={() => setSigningOut(true)}>
              <FormattedMessage {...words.signOut} />
            </Button>
          </div>
        )}
        <ProblemNotice problem={problem} />
      </section>
      {signingOut ? <SignOutDialog account={account} onDone={() => setSigningOut(false)} onCancel={() => setSigningOut(false)} /> : null}
    </li>
  );
}

function RenameAccount({ account, onDone }: { account: AccountInfo; onDone: () => void }) {
  const intl = useIntl();
  const { rename } = useAccountActions();
  const form = useForm({ resolver: useZodResolver(RenameForm), defaultValues: { name: account.name } });
  const save = form.handleSubmit(async ({ name }) => {
    try {
      await rename(account.id, name);
      onDone();
    } catch (failure) {
      form.setError('name', { message: fieldMessage(toBridgeError(failure), 'name') });
    }
  });
  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <FormField
        control={form.control}
        name="name"
        label={intl.formatMessage(words.nameLabel)}
        limit={LIMITS.app.accountName}
        autoFocus
        hint={intl.formatMessage(words.nameHint)}
      />
      <div className="actions">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          <FormattedMessage {...words.save} />
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <FormattedMessage {...words.cancel} />
        </Button>
      </div>
    </form>
  );
}
