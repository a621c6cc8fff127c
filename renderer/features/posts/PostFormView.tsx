import { useZodResolver } from '../../ui/form-resolver';
import { useId, useState } from 'react';
import type { CalendarDate, Time } from '@internationalized/date';
import { DateField, DateInput, DateSegment, FieldError, Label, TimeField } from 'react-aria-components';
import { Controller, useController, useForm, useWatch, type Control } from 'react-hook-form';
import { LIMITS } from '../../../shared/limits';
import { Button } from '../../ui/Button';
import '../../ui/option-card.css';
import { FormField } from '../../ui/FormField';
import { localZone, PostForm, type PostForm as PostFormValues } from './post-words';

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
  const { control, handleSubmit } = useForm<PostFormValues>({ resolver: useZodResolver(PostForm), defaultValues: initial, mode: 'onTouched' });
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
    <form className="form post-form" noValidate onSubmit={(event) => void submit(event)} aria-label="Post something new">
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <fieldset className="post-form__kind">
            <legend>What would you like to post?</legend>
            {(
              [
                ['announcement', 'An announcement', 'News for everyone who visits the memorial.'],
                ['event', 'An event', 'A gathering, with its day, time and place, and replies from those who plan to come.'],
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
                  <span className="option-card__label">{label}</span>
                  <span className="option-card__hint">{hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      />
      <FormField control={control} name="title" label="Title" limit={LIMITS.broadcastTitle} />
      <FormField
        control={control}
        name="content"
        multiline
        label={kind === 'event' ? 'About the event (you may leave it empty)' : 'What you would like to say'}
        limit={LIMITS.broadcastContent}
      />
      {kind === 'event' ? <EventFields control={control} /> : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="post-form__send">
        <Button type="submit" variant="primary" busy={posting} aria-describedby="post-nobody-emailed">
          {kind === 'event' ? 'Post the event' : 'Post the announcement'}
        </Button>
        <p className="post-form__no-email" id="post-nobody-emailed">
          <strong>Nobody is emailed.</strong> It shows on the memorial once the memorial service has checked it; to let people know, share the memorial with
          them yourself.
        </p>
      </div>
    </form>
  );
}

function EventFields({ control }: { control: Control<PostFormValues> }) {
  return (
    <fieldset className="post-form__event">
      <legend>The event</legend>
      <p className="hint">Days and times are in this computer’s time zone ({localZone()}).</p>
      <div className="post-form__when">
        <WhenField control={control} name="start_date" label="Day it starts" />
        <WhenField control={control} name="start_time" label="Time it starts" />
      </div>
      <div className="post-form__when">
        <WhenField control={control} name="end_date" label="Day it ends (if not the same day)" />
        <WhenField control={control} name="end_time" label="Time it ends (you may leave it empty)" />
      </div>
      <FormField control={control} name="location" label="Where" hint="The place and its address." limit={LIMITS.eventLocation} />
      <Controller
        control={control}
        name="rsvp_enabled"
        render={({ field }) => (
          <label className="option-card option-card--check">
            <input type="checkbox" checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />
            <span className="option-card__text">
              <span className="option-card__label">People can reply through the memorial</span>
              <span className="option-card__hint">You will see who is coming, and how many people to expect.</span>
            </span>
          </label>
        )}
      />
      <FormField
        control={control}
        name="rsvp"
        label="Other ways to reply (you may leave it empty)"
        hint="For example “Call David on 01632 960481”."
        limit={LIMITS.eventRsvp}
      />
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
