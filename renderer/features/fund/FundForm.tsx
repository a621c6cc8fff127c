import { useMemo, useState } from 'react';
import { useZodResolver } from '../../ui/form-resolver';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../shared/limits';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormField } from '../../ui/FormField';
import { FORM_WORDS as words, fundFormSchema, unlinkedHeadings, type FundForm as FundFormValues } from './fund-words';

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
  const intl = useIntl();
  const schema = useMemo(() => fundFormSchema(intl), [intl]);
  const { control, handleSubmit, formState } = useForm<FundFormValues>({ resolver: useZodResolver(schema), defaultValues: initial, mode: 'onTouched' });
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
    <form className="form fund-form" noValidate onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage(words.form)}>
      <FormField
        control={control}
        name="message"
        multiline
        label={intl.formatMessage(words.message)}
        hint={intl.formatMessage(words.messageHint)}
        limit={LIMITS.fundMessage}
      />
      <LinkPair control={control} which="one" legend={intl.formatMessage(words.linkOne)} />
      <LinkPair control={control} which="two" legend={intl.formatMessage(words.linkTwo)} />
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="hint" id="fund-send-note">
        <FormattedMessage {...words.sendNote} />
      </p>
      <div className="actions">
        <Button type="submit" variant="primary" busy={saving || formState.isSubmitting} aria-describedby="fund-send-note">
          <FormattedMessage {...words.save} />
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            <FormattedMessage {...words.cancel} />
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={intl.formatMessage(words.confirmTitle, { count: confirming.headings.length })}
          confirmLabel={intl.formatMessage(words.confirm)}
          cancelLabel={intl.formatMessage(words.goBack)}
          tone="primary"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const { form } = confirming;
            setConfirming(null);
            void save(form);
          }}
        >
          <p>
            <FormattedMessage
              {...words.confirmText}
              values={{
                count: confirming.headings.length,
                headings: intl.formatList(
                  confirming.headings.map((heading, index) => <FormattedMessage key={index} {...words.quoted} values={{ heading: <bdi>{heading}</bdi> }} />),
                  { type: 'conjunction' },
                ),
              }}
            />
          </p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

function LinkPair({ control, which, legend }: { control: Control<FundFormValues>; which: 'one' | 'two'; legend: string }) {
  const title = `link_${which}_title` as const;
  const url = `link_${which}_url` as const;
  const intl = useIntl();
  const [titleValue, urlValue] = useWatch({ control, name: [title, url] });
  const unlinked = titleValue.trim() !== '' && urlValue.trim() === '';
  const warningId = `fund-${which}-unlinked`;
  return (
    <fieldset className="fund-form__link">
      <legend>{legend}</legend>
      <FormField
        control={control}
        name={title}
        label={intl.formatMessage(words.heading)}
        hint={intl.formatMessage(words.headingHint)}
        limit={LIMITS.fundLinkTitle}
      />
      <FormField
        control={control}
        name={url}
        label={intl.formatMessage(words.address)}
        hint={intl.formatMessage(words.addressHint)}
        type="url"
        inputMode="url"
        autoComplete="url"
      />
      <div role="status" className="fund-form__warning-region">
        {unlinked ? (
          <p className="fund-form__warning" id={warningId}>
            <FormattedMessage {...words.unlinked} />
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
