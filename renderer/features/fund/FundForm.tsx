import { useZodResolver } from '../../ui/form-resolver';
import { useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { LIMITS } from '../../../shared/limits';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormField } from '../../ui/FormField';
import { FundForm as FundFormSchema, unlinkedHeadings, type FundForm as FundFormValues } from './fund-words';

export interface FundFormProps {
  initial: FundFormValues;
  /** Writes the change to the outbox; resolves once it is on disk. */
  onSave: (form: FundFormValues) => Promise<void>;
  onCancel?: () => void;
  /** Words about saving that failed before anything was queued. */
  problem?: string | null;
}

/**
 * The fund's message and its two links. A heading without a web address would be dropped by the
 * service (spec 4.5 rule 4): the form says so beside it as the person types, and asks once more
 * before saving.
 */
export function FundFormView({ initial, onSave, onCancel, problem }: FundFormProps) {
  const { control, handleSubmit, formState } = useForm<FundFormValues>({ resolver: useZodResolver(FundFormSchema), defaultValues: initial, mode: 'onTouched' });
  const [confirming, setConfirming] = useState<{ form: FundFormValues; headings: string[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (form: FundFormValues) => {
    setSaving(true);
    try {
      await onSave(form);
    } finally {
      setSaving(false);
    }
  };
  const submit = handleSubmit((form) => {
    const headings = unlinkedHeadings(form);
    if (headings.length > 0) setConfirming({ form, headings });
    else void save(form);
  });

  return (
    <form className="form fund-form" noValidate onSubmit={(event) => void submit(event)} aria-label="The memorial fund">
      <FormField
        control={control}
        name="message"
        multiline
        label="Message"
        hint="A few words about the fund: what it is for, and what the family would like."
        limit={LIMITS.fundMessage}
      />
      <LinkPair control={control} which="one" legend="First link (you may leave it empty)" />
      <LinkPair control={control} which="two" legend="Second link (you may leave it empty)" />
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="hint" id="fund-send-note">
        The memorial service checks the wording first: the fund shows on the memorial only once the check has passed.
      </p>
      <div className="actions">
        <Button type="submit" variant="primary" busy={saving || formState.isSubmitting} aria-describedby="fund-send-note">
          Save the fund
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={confirming.headings.length === 1 ? 'A heading has no web address' : 'Two headings have no web address'}
          confirmLabel="Save without it"
          cancelLabel="Go back and add the address"
          tone="primary"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const { form } = confirming;
            setConfirming(null);
            void save(form);
          }}
        >
          <p>
            {confirming.headings.map((h) => `“${h}”`).join(' and ')} {confirming.headings.length === 1 ? 'has' : 'have'} no web address behind{' '}
            {confirming.headings.length === 1 ? 'it' : 'them'}. The memorial service leaves out a heading without an address, so it would not appear on the
            memorial.
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

function LinkPair({ control, which, legend }: { control: Control<FundFormValues>; which: 'one' | 'two'; legend: string }) {
  const title = `link_${which}_title` as const;
  const url = `link_${which}_url` as const;
  const [titleValue, urlValue] = useWatch({ control, name: [title, url] });
  const unlinked = titleValue.trim() !== '' && urlValue.trim() === '';
  const warningId = `fund-${which}-unlinked`;
  return (
    <fieldset className="fund-form__link">
      <legend>{legend}</legend>
      <FormField
        control={control}
        name={title}
        label="Heading"
        hint="The words people click, for example “Donate to the hospice”."
        limit={LIMITS.fundLinkTitle}
      />
      <FormField control={control} name={url} label="Web address" hint="Where it leads, starting with https://" type="url" inputMode="url" autoComplete="url" />
      <div role="status" className="fund-form__warning-region">
        {unlinked ? (
          <p className="fund-form__warning" id={warningId}>
            This heading has no web address, so the memorial service will leave it out. Add the address, or clear the heading.
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
