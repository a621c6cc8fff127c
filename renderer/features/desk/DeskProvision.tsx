import { useZodResolver } from '../../ui/form-resolver';
import { useState } from 'react';
import type { z } from 'zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { AccountInfo } from '../../../shared/bridge';
import type { DeskProvisionAnswer } from '../../../shared/bridge/desk';
import { LIMITS } from '../../../shared/limits';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { focusMainHeading } from '../../ui/focus';
import { FormChoices, FormDateField, FormField } from '../../ui/FormField';
import { ProblemNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { applyServerErrors } from '../../ui/server-errors';
import { DeskBrand } from './DeskBrand';
import { useProvision } from './desk-data';
import { EMPTY_FORM, provisionBody, ProvisionForm, type ProvisionFormValues } from './provision-form';
import { ProvisionAnswer } from './ProvisionAnswer';
import { ACTION_CHOICES, OWNER_CHOICES, PRIVACY_CHOICES } from './words';

type Values = ProvisionFormValues;

/**
 * Provisioning a memorial for a family (spec 4.3): every field of the request, each limit counted
 * as the person types, each choice explained; checked before anything is sent, and the service's
 * own words beside the field it names if it refuses. The answer is shown as the service gave it.
 */
export function DeskProvision({ account }: { account: AccountInfo }) {
  const provision = useProvision(account.id);
  const [answer, setAnswer] = useState<DeskProvisionAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, watch, setError, reset } = useForm<Values, unknown, z.output<typeof ProvisionForm>>({
    resolver: useZodResolver(ProvisionForm),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const action = watch('action');

  const onInvalid = (errors: FieldErrors<Values>) => {
    const count = Object.keys(errors).length;
    setProblem(`Nothing was sent yet. Please check ${count === 1 ? 'the box marked below' : `the ${count} boxes marked below`}.`);
  };

  const onValid = handleSubmit((form) => {
    setProblem(null);
    provision.mutate(provisionBody(form), {
      onSuccess: (made) => {
        setAnswer(made);
        focusMainHeading();
      },
      onError: (failure) => {
        const error = toBridgeError(failure);
        const placed = applyServerErrors(error, setError, form);
        setProblem(
          error.kind === 'offline'
            ? `${error.message} If the connection was lost while sending, look for the memorial in the list before trying again, so it is not made twice.`
            : placed
              ? 'The memorial service could not make this memorial. Its words are beside the boxes marked below.'
              : error.message,
        );
      },
    });
  }, onInvalid);

  if (answer) {
    return (
      <ProvisionAnswer
        account={account}
        answer={answer}
        onAnother={() => {
          reset(EMPTY_FORM);
          provision.reset();
          setAnswer(null);
          focusMainHeading();
        }}
      />
    );
  }

  return (
    <>
      <DeskBrand account={account} />
      <Screen title="Start a memorial for a family">
        <p className="lead">Fill in what you know now. Only the name is needed; the family can add the rest later.</p>
        <form className="form desk-form" noValidate onSubmit={(event) => void onValid(event)}>
          <h2>Who has died</h2>
          <FormField control={control} name="deceased_name" label="Their full name" limit={LIMITS.deceasedName} autoComplete="off" />
          <div className="desk-form__pair">
            <FormDateField control={control} name="birth_date" label="Date of birth (if known)" />
            <FormDateField control={control} name="death_date" label="Date of death (if known)" />
          </div>

          <h2>How it starts</h2>
          <FormChoices control={control} name="action" label="Who writes the memorial" choices={ACTION_CHOICES} />
          <FormChoices control={control} name="designated_owner" label="Who looks after it once it is made" choices={OWNER_CHOICES} />

          <h2>The family</h2>
          <p className="hint">
            {action === 'invite'
              ? 'The invitation goes to this email address. Please check it with the family.'
              : 'So the memorial service knows who to contact. Optional when you write the memorial here.'}
          </p>
          <FormField control={control} name="family_name" label="Family member’s name" limit={LIMITS.familyName} autoComplete="off" />
          <FormField
            control={control}
            name="family_email"
            label={action === 'invite' ? 'Family member’s email address' : 'Family member’s email address (optional)'}
            hint="For example: name@example.com"
            type="email"
            autoComplete="off"
          />

          <h2>Words</h2>
          <p className="hint">{action === 'invite' ? 'Optional: the family can write or change these.' : 'These are published once the check has passed.'}</p>
          <FormField control={control} name="title" label="Title" hint="A line under the name, such as “Teacher, gardener and friend”." limit={LIMITS.title} />
          <FormField control={control} name="subtitle" label="Subtitle" limit={LIMITS.subtitle} />
          <FormField control={control} name="obituary" label="Obituary" multiline limit={LIMITS.obituary} />

          <h2>Who may see it</h2>
          <FormChoices
            control={control}
            name="privacy"
            label="Privacy"
            hint="If you choose none, the memorial service’s usual setting applies, and the family can change it."
            choices={PRIVACY_CHOICES}
          />

          <ProblemNotice problem={problem} />
          <div className="desk-form__actions">
            <Button type="submit" variant="primary" busy={provision.isPending}>
              {action === 'invite' ? 'Invite the family' : 'Create the memorial'}
            </Button>
          </div>
        </form>
      </Screen>
    </>
  );
}
