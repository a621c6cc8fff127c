import { useZodResolver } from '../../ui/form-resolver';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo, BridgeError } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { toBridgeError } from '../../data/errors';
import { useQueuedChange, useSend } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { FormDateField, FormField } from '../../ui/FormField';
import { Notice } from '../../ui/Notice';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';
import { applyServerErrors } from '../../ui/server-errors';
import { explainCreationLimit, isCreationLimit } from './creation-limits';
import { useTemplates } from './memorial-data';
import { createBody, createSchema, EMPTY_CREATE, type CreateValues } from './memorial-forms';
import { isolate } from './memorial-format';
import { COMMON_WORDS, CREATE_WORDS as words, FORM_WORDS } from './memorials-words';
import { TemplatePicker } from './TemplatePicker';

/**
 * What the person typed, kept while Memorial Desk is open (per account), so leaving the screen
 * (to delete a memorial and make room, say) loses nothing. Never written to disk.
 */
const typed = new Map<string, CreateValues>();

/** Forgets what was typed (tests; a finished creation forgets its own). */
export function forgetTypedMemorials(): void {
  typed.clear();
}

/**
 * Creating a memorial: every limit shown as the person types, dates checked, an obituary that may
 * be left for the service to draft, and a design chosen by its feel. After the service's 202 the
 * memorial's page follows the draft; nothing here calls it live.
 */
export function NewMemorial({ account }: { account: AccountInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { templates } = useTemplates(account);
  const create = useSend(account.id, 'createMyMemorial', { refresh: ['listMyMemorials'] });
  const setDesign = useQueuedChange(account.id, 'updateMyMemorial');
  const [refusal, setRefusal] = useState<BridgeError | null>(null);
  const form = useForm<CreateValues>({ resolver: useZodResolver(createSchema()), defaultValues: typed.get(account.id) ?? EMPTY_CREATE });

  // Keep what is typed, as it is typed.
  useEffect(() => {
    const { unsubscribe } = form.watch((values) => typed.set(account.id, { ...EMPTY_CREATE, ...(values as Partial<CreateValues>) }));
    return unsubscribe;
  }, [form, account.id]);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const answer = await create.mutateAsync({ body: createBody(values) });
      const id = answer.data.id;
      typed.delete(account.id);
      // The service takes the design as a setting (the create call has no place for it): it is
      // queued at once, and saved without waiting for the check.
      if (values.template_id !== null) {
        await setDesign
          .mutateAsync({
            params: { memorial: id },
            body: { template_id: values.template_id },
            label: intl.formatMessage(COMMON_WORDS.changeLabelDesign, { name: isolate(values.deceased_name.trim()) }),
          })
          .catch(() => undefined);
      }
      await navigate({ ...places.memorial(id), search: { following: 'draft' } });
    } catch (failure) {
      const error = toBridgeError(failure);
      const placed = applyServerErrors(error, form.setError, values);
      if (!placed || isCreationLimit(error.code)) setRefusal(error);
    }
  });

  return (
    <Screen title={intl.formatMessage(words.title)}>
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>
      <form className="form" aria-label={intl.formatMessage(words.form)} noValidate onSubmit={(event) => void submit(event)}>
        <FormField control={form.control} name="deceased_name" label={intl.formatMessage(words.name)} limit={LIMITS.deceasedName} autoComplete="off" />
        <div className="date-field__row">
          <FormDateField control={form.control} name="birth_date" label={intl.formatMessage(words.birth)} />
          <FormDateField control={form.control} name="death_date" label={intl.formatMessage(words.death)} />
        </div>
        <FormField
          control={form.control}
          name="title"
          label={intl.formatMessage(FORM_WORDS.title)}
          hint={intl.formatMessage(FORM_WORDS.titleHint)}
          limit={LIMITS.title}
          autoComplete="off"
        />
        <FormField control={form.control} name="subtitle" label={intl.formatMessage(FORM_WORDS.subtitle)} limit={LIMITS.subtitle} autoComplete="off" />
        <FormField
          control={form.control}
          name="obituary"
          multiline
          label={intl.formatMessage(FORM_WORDS.obituaryOptional)}
          hint={intl.formatMessage(words.obituaryHint)}
          limit={LIMITS.obituary}
          rows={10}
        />
        <TemplatePicker control={form.control} name="template_id" templates={templates} allowNone />
        {refusal ? <CreationRefused error={refusal} /> : null}
        <div className="actions">
          <Button type="submit" variant="primary" busy={create.isPending}>
            <FormattedMessage {...words.submit} />
          </Button>
          <Link {...places.myMemorials} className="button button--secondary">
            <FormattedMessage {...words.cancel} />
          </Link>
        </div>
        <p className="hint">
          <FormattedMessage {...words.checkedFirst} />
        </p>
      </form>
    </Screen>
  );
}

/** A 409 limit explained, or the service's other refusal in its own words. */
function CreationRefused({ error }: { error: BridgeError }) {
  const intl = useIntl();
  if (!isCreationLimit(error.code)) {
    return (
      <Notice tone="error" announce="assertive" title={intl.formatMessage(words.notCreated)}>
        <p>{error.message}</p>
      </Notice>
    );
  }
  const explained = explainCreationLimit(intl, error.code, error.retryAfter);
  return (
    <Notice tone="warning" announce="assertive" title={explained.title} className="creation-limit">
      <p>{error.message}</p>
      {explained.sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {error.code === 'live_cap_reached' ? (
        <p>
          <Link {...places.myMemorials}>
            <FormattedMessage {...words.goDelete} />
          </Link>
        </p>
      ) : null}
    </Notice>
  );
}
