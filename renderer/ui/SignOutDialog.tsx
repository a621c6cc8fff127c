import { useState } from 'react';
import type { AccountInfo, OutboxEntry } from '../../shared/bridge';
import { useAccountActions } from '../data/accounts';
import { unfinishedEntries, useAppStore } from '../data/app-state';
import { toBridgeError } from '../data/errors';
import { ConfirmDialog } from './ConfirmDialog';

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
      title={`Sign out of ${account.name}?`}
      confirmLabel="Yes, sign out"
      cancelLabel="Stay signed in"
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
  const business = account.kind === 'business';
  const again = business ? 'To sign in again you will need your business token.' : 'You can sign in again at any time.';
  return (
    <>
      {count > 0 ? (
        <>
          <p className="dialog__warning">
            {count === 1
              ? 'If you sign out now, this change will not be sent: it is removed with everything else. Stay signed in to let it go out.'
              : `If you sign out now, these ${count} changes will not be sent: they are removed with everything else. Stay signed in to let them go out.`}
          </p>
          <ul className="dialog__list">
            {unsent.slice(0, UNSENT_LISTED).map((entry) => (
              <li key={entry.id}>{entry.label}</li>
            ))}
            {count > UNSENT_LISTED ? <li>and {count - UNSENT_LISTED} more</li> : null}
          </ul>
        </>
      ) : null}
      <p>
        Memorial Desk will forget this sign-in and remove everything it kept for this account on this computer: the memorials, tributes and visits it read, the
        changes it made, its invitations and its list of saved exports, leaving no trace in its files.
      </p>
      <p>
        {business
          ? 'What stays: the files you saved or shared (Memorial Books, archives, complete copies, spreadsheets) are yours, wherever you put them; the desk journal is the office’s record of what this computer did, and stays too.'
          : 'What stays: the files you saved or shared (Memorial Books, archives, complete copies, spreadsheets) are yours, wherever you put them.'}
      </p>
      <p>{count > 0 ? again : `Nothing changes on the memorial service. ${again}`}</p>
    </>
  );
}
