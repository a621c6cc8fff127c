import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { AccountInfo, OutboxEntry } from '../../shared/bridge';
import { useAccountActions } from '../data/accounts';
import { unfinishedEntries, useAppStore } from '../data/app-state';
import { toBridgeError } from '../data/errors';
import { ConfirmDialog } from './ConfirmDialog';
import { messages } from './messages';

const words = messages(
  defineMessages({
    signOutTitle: {
      id: 'ui.signOut.title',
      defaultMessage: 'Sign out of {name}?',
      description: 'Title of the question before signing out. {name} is the account’s name as the person or the service wrote it (kept as it is).',
    },
    signOutYes: { id: 'ui.signOut.yes', defaultMessage: 'Yes, sign out', description: 'Button of the question before signing out: sign out.' },
    signOutStay: { id: 'ui.signOut.stay', defaultMessage: 'Stay signed in', description: 'Button of the question before signing out: do not sign out.' },
    signOutUnsent: {
      id: 'ui.signOut.unsent',
      defaultMessage:
        '{count, plural, one {If you sign out now, this change will not be sent: it is removed with everything else. Stay signed in to let it go out.} other {If you sign out now, these # changes will not be sent: they are removed with everything else. Stay signed in to let them go out.}}',
      description:
        'In the question before signing out, when changes made here have not been sent yet: they would be lost. “Stay signed in” is the button’s name.',
    },
    signOutMore: {
      id: 'ui.signOut.more',
      defaultMessage: '{count, plural, one {and # more} other {and # more}}',
      description: 'The last item of the list of unsent changes, when there are more than are listed: how many more.',
    },
    signOutForget: {
      id: 'ui.signOut.forget',
      defaultMessage:
        'Memorial Desk will forget this sign-in and remove everything it kept for this account on this computer: the memorials, tributes and visits it read, the changes it made, its invitations and its list of saved exports, leaving no trace in its files.',
      description: 'In the question before signing out: what signing out removes from this computer.',
    },
    signOutStays: {
      id: 'ui.signOut.stays',
      defaultMessage:
        '{kind, select, business {What stays: the files you saved or shared (Memorial Books, archives, complete copies, spreadsheets) are yours, wherever you put them; the desk journal is the office’s record of what this computer did, and stays too.} other {What stays: the files you saved or shared (Memorial Books, archives, complete copies, spreadsheets) are yours, wherever you put them.}}',
      description:
        'In the question before signing out: what signing out leaves. kind is business for a funeral home’s account (whose desk journal stays too), anything else for a family’s.',
    },
    signOutAfter: {
      id: 'ui.signOut.after',
      defaultMessage:
        '{unsent, select, yes {{kind, select, business {To sign in again you will need your business token.} other {You can sign in again at any time.}}} other {Nothing changes on the memorial service. {kind, select, business {To sign in again you will need your business token.} other {You can sign in again at any time.}}}}',
      description:
        'The last line of the question before signing out: signing in again. unsent is yes when changes would be lost (then the service is not mentioned). kind is business for a funeral home’s account (which signs in with a business token), anything else for a family’s.',
    },
  }),
);

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
