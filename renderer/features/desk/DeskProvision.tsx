import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useZodResolver } from '../../ui/form-resolver';
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
import { EMPTY_FORM, provisionBody, provisionForm, type ProvisionForm, type ProvisionFormValues } from './provision-form';
import { ProvisionAnswer } from './ProvisionAnswer';
import { PROVISION_WORDS as words } from './desk-words';
import { actionChoices, ownerChoices, privacyChoices } from './words';

type Values = ProvisionFormValues;

/**
 * Provisioning a memorial for a family (spec 4.3): every field of the request, each limit counted
 * as the person types, each choice explained; checked before anything is sent, and the service's
 * own words beside the field it names if it refuses. The answer is shown as the service gave it.
 */
export function DeskProvision({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const provision = useProvision(account.id);
  const [answer, setAnswer] = useState<DeskProvisionAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The rules are made again when the language changes, so a problem is said in the new one.
  const rules = useMemo(() => provisionForm(intl), [intl]);
  const { control, handleSubmit, watch, setError, reset } = useForm<Values, unknown, z.output<ProvisionForm>>({
    resolver: useZodResolver(rules),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });
  const action = watch('action');

  const onInvalid = (errors: FieldErrors<Values>) => {
    const count = Object.keys(errors).length;
    setProblem(intl.formatMessage(words.check, { count }));
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
          error.kind === 'offline' ? intl.formatMessage(words.offline, { problem: error.message }) : placed ? intl.formatMessage(words.refused) : error.message,
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
      <Screen title={intl.formatMessage(words.title)}>
        <p className="lead">
          <FormattedMessage {...words.lead} />
        </p>
        <form className="form desk-form" noValidate onSubmit={(event) => void onValid(event)}>
          <h2>
            <FormattedMessage {...words.whoDied} />
          </h2>
          <FormField control={control} name="deceased_name" label={intl.formatMessage(words.fullName)} limit={LIMITS.deceasedName} autoComplete="off" />
          <div className="desk-form__pair">
            <FormDateField control={control} name="birth_date" label={intl.formatMessage(words.born)} />
            <FormDateField control={control} name="death_date" label={intl.formatMessage(words.died)} />
          </div>

          <h2>
            <FormattedMessage {...words.howItStarts} />
          </h2>
          <FormChoices control={control} name="action" label={intl.formatMessage(words.whoWrites)} choices={actionChoices(intl)} />
          <FormChoices control={control} name="designated_owner" label={intl.formatMessage(words.whoLooksAfter)} choices={ownerChoices(intl)} />

          <h2>
            <FormattedMessage {...words.family} />
          </h2>
          <p className="hint">
            <FormattedMessage {...words.familyHint} values={{ action }} />
          </p>
          <FormField control={control} name="family_name" label={intl.formatMessage(words.familyName)} limit={LIMITS.familyName} autoComplete="off" />
          <FormField
            control={control}
            name="family_email"
            label={intl.formatMessage(words.familyEmail, { action })}
            hint={intl.formatMessage(words.emailHint)}
            type="email"
            autoComplete="off"
          />

          <h2>
            <FormattedMessage {...words.words} />
          </h2>
          <p className="hint">
            <FormattedMessage {...words.wordsHint} values={{ action }} />
          </p>
          <FormField
            control={control}
            name="title"
            label={intl.formatMessage(words.fieldTitle)}
            hint={intl.formatMessage(words.titleHint)}
            limit={LIMITS.title}
          />
          <FormField control={control} name="subtitle" label={intl.formatMessage(words.subtitle)} limit={LIMITS.subtitle} />
          <FormField control={control} name="obituary" label={intl.formatMessage(words.obituary)} multiline limit={LIMITS.obituary} />

          <h2>
            <FormattedMessage {...words.whoMaySee} />
          </h2>
          <FormChoices
            control={control}
            name="privacy"
            label={intl.formatMessage(words.privacy)}
            hint={intl.formatMessage(words.privacyHint)}
            choices={privacyChoices(intl)}
          />

          <ProblemNotice problem={problem} />
          <div className="desk-form__actions">
            <Button type="submit" variant="primary" busy={provision.isPending}>
              <FormattedMessage {...words.submit} values={{ action }} />
            </Button>
          </div>
        </form>
      </Screen>
    </>
  );
}
