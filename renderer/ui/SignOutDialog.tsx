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
 * What signing out means. The core gives up the account's unsent changes when it signs out, so they
 * are named plainly, and nothing claims the service is left as it was when they would be lost.
 */
function SignOutQuestion({ account, unsent }: { account: AccountInfo; unsent: OutboxEntry[] }) {
  const count = unsent.length;
  const again = account.kind === 'business' ? 'To sign in again you will need your business token.' : 'You can sign in again at any time.';
  return (
    <>
      {count > 0 ? (
        <>
          <p className="dialog__warning">
            {count === 1
              ? 'If you sign out now, this change will not be sent and will be lost. Stay signed in to let it go out.'
              : `If you sign out now, these ${count} changes will not be sent and will be lost. Stay signed in to let them go out.`}
          </p>
          <ul className="dialog__list">
            {unsent.slice(0, UNSENT_LISTED).map((entry) => (
              <li key={entry.id}>{entry.label}</li>
            ))}
            {count > UNSENT_LISTED ? <li>and {count - UNSENT_LISTED} more</li> : null}
          </ul>
          <p>Memorial Desk will forget this sign-in on this computer. {again}</p>
        </>
      ) : (
        <p>Memorial Desk will forget this sign-in on this computer. Nothing changes on the memorial service. {again}</p>
      )}
    </>
  );
}
