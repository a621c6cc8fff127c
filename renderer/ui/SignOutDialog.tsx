import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AccountInfo, OutboxEntry } from '../../shared/bridge';
import { useAccountActions } from '../data/accounts';
import { unfinishedEntries, useAppStore } from '../data/app-state';
import { toBridgeError } from '../data/errors';
import { ConfirmDialog } from './ConfirmDialog';
import { UI_WORDS as words } from './ui-words';

/** How many of a person's unsent changes are shown by name in the sign-out question. */
const UNSENT_LISTED = 5;

/**
 * The question before signing out of an account, and the sign-out itself. `onDone` runs once the
 * account is signed out (the caller decides where to go); `onCancel` when the person stays.
 */
export function SignOutDialog({ account, onDone, onCancel }: { account: AccountInfo; onDone: () => void; onCancel: () => void }) {
  const outbox = useAppStore((s) => s.outbox);
  const { signOut } = useAccountActions();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unsent = unfinishedEntries(outbox, account.id);
  const confirm = () => {
    setWorking(true);
    setError(null);
    signOut(account.id).then(onDone, (failure: unknown) => {
      setWorking(false);
      setError(toBridgeError(failure).message);
    });
  };
  return (
    <ConfirmDialog
      title={<FormattedMessage {...words.signOutTitle} values={{ name: <bdi>{account.name}</bdi> }} />}
      confirmLabel={<FormattedMessage {...words.signOutYes} />}
      cancelLabel={<FormattedMessage {...words.signOutStay} />}
      busy={working}
      error={error}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <SignOutQuestion account={account} unsent={unsent} />
    </ConfirmDialog>
  );
}

/**
 * What signing out means. The core forgets everything it kept for the account on this computer, bytes
 * and all, unsent changes included, so the question says what goes and what stays: the person's
 * own saved files, and (for a funeral home) the desk journal, which is the office's.
 */
function SignOutQuestion({ account, unsent }: { account: AccountInfo; unsent: OutboxEntry[] }) {
  const count = unsent.length;
  return (
    <>
      {count > 0 ? (
        <>
          <p className="dialog__warning">
            <FormattedMessage {...words.signOutUnsent} values={{ count }} />
          </p>
          <ul className="dialog__list">
            {unsent.slice(0, UNSENT_LISTED).map((entry) => (
              <li key={entry.id}>{entry.label}</li>
            ))}
            {count > UNSENT_LISTED ? (
              <li>
                <FormattedMessage {...words.signOutMore} values={{ count: count - UNSENT_LISTED }} />
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
      <p>
        <FormattedMessage {...words.signOutForget} />
      </p>
      <p>
        <FormattedMessage {...words.signOutStays} values={{ kind: account.kind }} />
      </p>
      <p>
        <FormattedMessage {...words.signOutAfter} values={{ unsent: count > 0 ? 'yes' : 'no', kind: account.kind }} />
      </p>
    </>
  );
}
