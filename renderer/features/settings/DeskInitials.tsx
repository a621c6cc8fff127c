import { useState } from 'react';
import { FormattedMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { messages } from '../../ui/messages';
import type { AccountInfo } from '../../../shared/bridge';
import { Initials } from '../../../shared/bridge/desk';
import { appCall } from '../../data/calls';
import { useAppRead } from '../../data/use-read';
import { toBridgeError } from '../../data/errors';
import { formatText } from '../../data/message-format';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { LiveMessage } from '../../ui/Notice';

/**
 * The initials of whoever is at the desk, written into the desk journal beside each action. The
 * memorial service has no staff accounts, so these are a help for the office, not a proof.
 */
export function DeskInitials({ business }: { business: AccountInfo }) {
  const intl = useIntl();
  const { query: journal, refresh } = useAppRead({ accountId: business.id, name: 'journal.list', args: { accountId: business.id } });
  const [typed, setTyped] = useState<string | null>(null);
  // The initials just saved (null: saved empty), said in the language on screen when drawn.
  const [saved, setSaved] = useState<{ initials: string | null } | null>(null);
  // What was wrong, as it came (the check's sentence, or the failure): said in the language on
  // screen each time it is drawn, so a change of language says it again.
  const [problem, setProblem] = useState<Problem | null>(null);
  const value = typed ?? journal.data?.initials ?? '';

  const save = () => {
    setSaved(null);
    const checked = Initials.safeParse(value);
    if (!checked.success) {
      setProblem({ check: checked.error.issues[0]?.message ?? null });
      return;
    }
    setProblem(null);
    appCall('journal.setInitials', { initials: checked.data }).then(
      ({ initials }) => {
        setTyped(null);
        setSaved({ initials });
        void refresh();
      },
      (failure: unknown) => setProblem({ failure }),
    );
  };

  return (
    <section className="settings-section" aria-labelledby="settings-initials">
      <h2 id="settings-initials">
        <FormattedMessage {...words.heading} />
      </h2>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Field
          label={intl.formatMessage(words.label)}
          value={value}
          onChange={setTyped}
          autoComplete="off"
          spellCheck={false}
          hint={intl.formatMessage(words.hint)}
          error={problem ? problemText(problem, intl) : null}
        />
        <div className="actions">
          <Button type="submit" variant="secondary">
            <FormattedMessage {...words.save} />
          </Button>
        </div>
        <LiveMessage>
          {saved ? (saved.initials ? intl.formatMessage(words.savedAs, { initials: saved.initials }) : intl.formatMessage(words.savedNone)) : null}
        </LiveMessage>
      </form>
    </section>
  );
}

type Problem = { check: string | null } | { failure: unknown };

/** The problem in the language of `intl`: the check's words are the app's own (sayText), a failure's the core's or the service's. */
function problemText(problem: Problem, intl: IntlShape): string {
  if ('failure' in problem) return toBridgeError(problem.failure).message;
  return problem.check ? formatText(problem.check, intl) : intl.formatMessage(words.check);
}

const words = messages(
  defineMessages({
    heading: {
      id: 'settings.initials.heading',
      defaultMessage: 'Who is at the desk',
      description: 'Settings, for a funeral home: heading of the initials of the staff member at this computer.',
    },
    label: { id: 'settings.initials.label', defaultMessage: 'Your initials', description: 'Settings, for a funeral home: the label of the initials field.' },
    hint: {
      id: 'settings.initials.hint',
      defaultMessage:
        'Written beside each action in the desk journal, so the office can see who did what. The memorial service does not know who is at the desk; leave this empty if several people share the computer without saying.',
      description: 'Settings, for a funeral home: under the initials field. The desk journal is the list of what this computer did.',
    },
    save: { id: 'settings.initials.save', defaultMessage: 'Save the initials', description: 'Settings, for a funeral home, button: save the initials.' },
    check: {
      id: 'settings.initials.check',
      defaultMessage: 'Please check the initials.',
      description: 'Settings, for a funeral home: the initials typed cannot be used.',
    },
    savedAs: {
      id: 'settings.initials.savedAs',
      defaultMessage: 'Saved. New entries in the desk journal will say {initials}.',
      description: 'Settings, for a funeral home, said once saved. {initials} are the initials typed, such as “MB”.',
    },
    savedNone: {
      id: 'settings.initials.savedNone',
      defaultMessage: 'Saved. New entries in the desk journal will have no initials.',
      description: 'Settings, for a funeral home, said once the initials were saved empty.',
    },
  }),
);
