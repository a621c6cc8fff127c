import { useState } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { Initials } from '../../../shared/bridge/desk';
import { appCall } from '../../data/calls';
import { useAppRead } from '../../data/use-read';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { LiveMessage } from '../../ui/Notice';

/**
 * The initials of whoever is at the desk, written into the desk journal beside each action. The
 * memorial service has no staff accounts, so these are a help for the office, not a proof.
 */
export function DeskInitials({ business }: { business: AccountInfo }) {
  const { query: journal, refresh } = useAppRead({ accountId: business.id, name: 'journal.list', args: { accountId: business.id } });
  const [typed, setTyped] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? journal.data?.initials ?? '';

  const save = () => {
    setSaid(null);
    const checked = Initials.safeParse(value);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the initials.');
      return;
    }
    setProblem(null);
    appCall('journal.setInitials', { initials: checked.data }).then(
      ({ initials }) => {
        setTyped(null);
        setSaid(initials ? `Saved. New entries in the desk journal will say ${initials}.` : 'Saved. New entries in the desk journal will have no initials.');
        void refresh();
      },
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  };

  return (
    <section className="settings-section" aria-labelledby="settings-initials">
      <h2 id="settings-initials">Who is at the desk</h2>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field
          label="Your initials"
          value={value}
          onChange={setTyped}
          autoComplete="off"
          spellCheck={false}
          hint="Written beside each action in the desk journal, so the office can see who did what. The memorial service does not know who is at the desk; leave this empty if several people share the computer without saying."
          error={problem}
        />
        <div className="actions">
          <Button type="submit" variant="secondary">
            Save the initials
          </Button>
        </div>
        <LiveMessage>{said}</LiveMessage>
      </form>
    </section>
  );
}
