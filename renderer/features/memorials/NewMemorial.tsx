import { useZodResolver } from '../../ui/form-resolver';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
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
            label: `Choose the design of the memorial for ${values.deceased_name.trim()}`,
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
    <Screen title="Create a memorial">
      <p className="lead">Tell the memorial service about the person or pet. Only the name is needed now; everything can be changed later.</p>
      <form className="form" aria-label="The new memorial" noValidate onSubmit={(event) => void submit(event)}>
        <FormField control={form.control} name="deceased_name" label="Their name" limit={LIMITS.deceasedName} autoComplete="off" />
        <div className="date-field__row">
          <FormDateField control={form.control} name="birth_date" label="Date of birth (optional)" />
          <FormDateField control={form.control} name="death_date" label="Date of death (optional)" />
        </div>
        <FormField
          control={form.control}
          name="title"
          label="Title (optional)"
          hint="A few words under the name, such as “Beloved mother and grandmother”."
          limit={LIMITS.title}
          autoComplete="off"
        />
        <FormField control={form.control} name="subtitle" label="Subtitle (optional)" limit={LIMITS.subtitle} autoComplete="off" />
        <FormField
          control={form.control}
          name="obituary"
          multiline
          label="Obituary (optional)"
          hint="Leave it empty and a first draft is written for you to edit. What you write here is kept word for word."
          limit={LIMITS.obituary}
          rows={10}
        />
        <TemplatePicker control={form.control} name="template_id" templates={templates} allowNone />
        {refusal ? <CreationRefused error={refusal} /> : null}
        <div className="actions">
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create the memorial
          </Button>
          <Link {...places.myMemorials} className="button button--secondary">
            Cancel
          </Link>
        </div>
        <p className="hint">
          The memorial service checks every new memorial before it goes live. This takes a few moments; Memorial Desk shows you when it is done.
        </p>
      </form>
    </Screen>
  );
}

/** A 409 limit explained, or the service's other refusal in its own words. */
function CreationRefused({ error }: { error: BridgeError }) {
  if (!isCreationLimit(error.code)) {
    return (
      <Notice tone="error" announce="assertive" title="The memorial was not created">
        <p>{error.message}</p>
      </Notice>
    );
  }
  const explained = explainCreationLimit(error.code, error.retryAfter);
  return (
    <Notice tone="warning" announce="assertive" title={explained.title} className="creation-limit">
      <p>{error.message}</p>
      {explained.sentences.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {error.code === 'live_cap_reached' ? (
        <p>
          <Link {...places.myMemorials}>Go to My memorials to choose one to delete</Link>
        </p>
      ) : null}
    </Notice>
  );
}
