import { useId, useMemo, useState, type ReactNode } from 'react';
import { useZodResolver } from '../../ui/form-resolver';
import type { CalendarDate, Time } from '@internationalized/date';
import { DateField, DateInput, DateSegment, FieldError, Label, TimeField } from 'react-aria-components';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS } from '../../../shared/limits';
import { Button } from '../../ui/Button';
import '../../ui/option-card.css';
import { FormField } from '../../ui/FormField';
import { FORM_WORDS as words, localZone, postFormSchema, type PostForm as PostFormValues } from './post-words';

export interface PostFormProps {
  initial: PostFormValues;
  onPost: (form: PostFormValues) => Promise<void>;
  problem?: string | null;
}

/**
 * An announcement or an event. Days and times are typed in this computer's time zone (React Aria's
 * date and time fields, segment by segment, from the keyboard or a screen reader) and sent in the
 * spec's date-time format. Beside the button: nobody is emailed.
 */
export function PostFormView({ initial, onPost, problem }: PostFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => postFormSchema(intl), [intl]);
  const { control, handleSubmit } = useForm<PostFormValues>({ resolver: useZodResolver(schema), defaultValues: initial, mode: 'onTouched' });
  const kind = useWatch({ control, name: 'kind' });
  const [posting, setPosting] = useState(false);
  const submit = handleSubmit(async (form) => {
    setPosting(true);
    try {
      await onPost(form);
    } finally {
      setPosting(false);
    }
  });
  const kindName = useId();

  return (
    <form className="form post-form" noValidate onSubmit={(event) => void submit(event)} aria-label={intl.formatMessage(words.form)}>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <fieldset className="post-form__kind">
            <legend>
              <FormattedMessage {...words.kindLegend} />
            </legend>
            {(
              [
                ['announcement', words.announcement, words.announcementHint],
                ['event', words.event, words.eventHint],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className="option-card">
                <input
                  type="radio"
                  name={kindName}
                  value={value}
                  checked={field.value === value}
                  onChange={() => field.onChange(value)}
                  onBlur={field.onBlur}
                />
                <span className="option-card__text">
                  <span className="option-card__label">
                    <FormattedMessage {...label} />
                  </span>
                  <span className="option-card__hint">
                    <FormattedMessage {...hint} />
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      />
      <FormField control={control} name="title" label={intl.formatMessage(words.title)} limit={LIMITS.broadcastTitle} />
      <FormField control={control} name="content" multiline label={intl.formatMessage(words.content, { kind })} limit={LIMITS.broadcastContent} />
      {kind === 'event' ? <EventFields control={control} /> : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="post-form__send">
        <Button type="submit" variant="primary" busy={posting} aria-describedby="post-nobody-emailed">
          <FormattedMessage {...words.post} values={{ kind }} />
        </Button>
        <p className="post-form__no-email" id="post-nobody-emailed">
          <FormattedMessage {...words.nobodyEmailed} values={{ b: (chunks: ReactNode[]) => <strong>{chunks}</strong> }} />
        </p>
      </div>
    </form>
  );
}

function EventFields({ control }: { control: Control<PostFormValues> }) {
  const intl = useIntl();
  return (
    <fieldset className="post-form__event">
      <legend>
        <FormattedMessage {...words.eventLegend} />
      </legend>
      <p className="hint">
        <FormattedMessage {...words.zone} values={{ zone: <bdi>{localZone()}</bdi> }} />
      </p>
      <div className="post-form__when">
        <WhenField control={control} name="start_date" label={intl.formatMessage(words.startDay)} />
        <WhenField control={control} name="start_time" label={intl.formatMessage(words.startTime)} />
      </div>
      <div className="post-form__when">
        <WhenField control={control} name="end_date" label={intl.formatMessage(words.endDay)} />
        <WhenField control={control} name="end_time" label={intl.formatMessage(words.endTime)} />
      </div>
      <FormField
        control={control}
        name="location"
        label={intl.formatMessage(words.where)}
        hint={intl.formatMessage(words.whereHint)}
        limit={LIMITS.eventLocation}
      />
      <Controller
        control={control}
        name="rsvp_enabled"
        render={({ field }) => (
          <label className="option-card option-card--check">
            <input type="checkbox" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
            <span className="option-card__text">
              <span className="option-card__label">
                <FormattedMessage {...words.rsvpEnabled} />
              </span>
              <span className="option-card__hint">
                <FormattedMessage {...words.rsvpEnabledHint} />
              </span>
            </span>
          </label>
        )}
      />
      <FormField control={control} name="rsvp" label={intl.formatMessage(words.rsvp)} hint={intl.formatMessage(words.rsvpHint)} limit={LIMITS.eventRsvp} />
    </fieldset>
  );
}

/**
 * A day or a time of the event (React Aria's date or time field, typed segment by segment), with
 * its label and its problem; the form keeps a CalendarDate or a Time, or null.
 */
function WhenField({ control, name, label }: { control: Control<PostFormValues>; name: 'start_date' | 'end_date' | 'start_time' | 'end_time'; label: string }) {
  const { field, fieldState } = useController({ control, name });
  const common = { className: 'field date-field', onBlur: field.onBlur, isInvalid: fieldState.invalid, validationBehavior: 'aria' as const };
  const parts = (
    <>
      <Label className="field__label">{label}</Label>
      <DateInput className="field__input date-field__input">{(segment) => <DateSegment className="date-field__segment" segment={segment} />}</DateInput>
      <FieldError className="field__error">{fieldState.error?.message}</FieldError>
    </>
  );
  return name === 'start_date' || name === 'end_date' ? (
    <DateField {...common} value={field.value as CalendarDate | null} onChange={(value) => field.onChange(value ?? null)} granularity="day">
      {parts}
    </DateField>
  ) : (
    <TimeField {...common} value={field.value as Time | null} onChange={(value) => field.onChange(value ?? null)}>
      {parts}
    </TimeField>
  );
}
