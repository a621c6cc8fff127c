import { useZodResolver } from '../../ui/form-resolver';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PersonalMemorial } from '../../../shared/api/memorials';
import type { AccountInfo, OutboxEntry } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { toBridgeError } from '../../data/errors';
import { useQueuedChange } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { ProblemNotice } from '../../ui/Notice';
import { applyServerErrors } from '../../ui/server-errors';
import { wordingChanges, wordingSchema, wordingValues, type WordingValues } from './memorial-forms';
import { WordingPause } from './WordingPause';
import { seenMemorial } from './memorial-conflict';
import { isolate } from './memorial-format';
import { COMMON_WORDS, FORM_WORDS as words } from './memorials-words';

export interface WordingFormProps {
  account: AccountInfo;
  /** The memorial as shown (the person's waiting words laid over the service's). */
  memorial: PersonalMemorial;
  /** A change to the words is on its way already (it waits out the five-minute pause). */
  waiting: boolean;
  /** Called once the change is safely on this computer. */
  onQueued?: (entry: OutboxEntry) => void;
  /** The button's words (the screen's own; "Save the new words" unless given). */
  submitLabel?: string;
  /** The heading level of the form's title. */
  headingLevel?: 2 | 3;
}

/**
 * The memorial's words (name, title, subtitle, obituary, resting-place notes): every limit counted
 * as the person types, checked before anything is sent, and only what changed sent, through the
 * outbox. A change to the words goes back to the safety check; inside the five-minute pause it
 * waits on this computer and goes then.
 */
export function WordingForm({ account, memorial, waiting, onQueued, submitLabel, headingLevel = 2 }: WordingFormProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const change = useQueuedChange(account.id, 'updateMyMemorial');
  const [problem, setProblem] = useState<string | null>(null);
  const [nothing, setNothing] = useState(false);
  // What the form started from: only what the person changed is sent, and the core compares it with
  // the service's memorial before sending (it may have changed on another computer meanwhile).
  const [startedFrom] = useState(() => ({ memorial, at: Date.now() }));
  const form = useForm<WordingValues>({ resolver: useZodResolver(wordingSchema), defaultValues: wordingValues(memorial), mode: 'onSubmit' });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = wordingChanges(values, startedFrom.memorial);
    if (Object.keys(body).length === 0) {
      setNothing(true);
      return;
    }
    setNothing(false);
    try {
      const typed = values.deceased_name.trim() || memorial.deceased_name;
      const name = typed ? isolate(typed) : intl.formatMessage(COMMON_WORDS.theMemorialName);
      const entry = await change.mutateAsync({
        params: { memorial: memorial.id },
        body,
        label: intl.formatMessage(COMMON_WORDS.changeLabelWords, { name }),
        seen: seenMemorial(body, startedFrom.memorial, startedFrom.at),
      });
      form.reset(values);
      onQueued?.(entry);
    } catch (failure) {
      const error = toBridgeError(failure);
      if (!applyServerErrors(error, form.setError, values)) setProblem(error.message);
    }
  });

  return (
    <form className="form" aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <Heading id={headingId}>
        <FormattedMessage {...words.wordsHeading} />
      </Heading>
      <p className="hint">
        <FormattedMessage {...words.wordsHint} />
      </p>
      <WordingPause accountId={account.id} memorialId={memorial.id} waiting={waiting} />
      <FormField control={form.control} name="deceased_name" label={intl.formatMessage(words.name)} limit={LIMITS.deceasedName} autoComplete="off" />
      <FormField
        control={form.control}
        name="title"
        label={intl.formatMessage(words.title)}
        hint={intl.formatMessage(words.titleHint)}
        limit={LIMITS.title}
        autoComplete="off"
      />
      <FormField control={form.control} name="subtitle" label={intl.formatMessage(words.subtitle)} limit={LIMITS.subtitle} autoComplete="off" />
      <FormField control={form.control} name="description" multiline label={intl.formatMessage(words.obituary)} limit={LIMITS.obituary} rows={10} />
      <FormField
        control={form.control}
        name="resting_place_notes"
        multiline
        label={intl.formatMessage(words.restingNotes)}
        hint={intl.formatMessage(words.restingNotesHint)}
        limit={LIMITS.restingPlaceNotes}
        rows={3}
      />
      {nothing ? (
        <p role="status">
          <FormattedMessage {...words.wordsNothing} />
        </p>
      ) : null}
      <ProblemNotice problem={problem} />
      <div className="actions">
        <Button type="submit" variant="primary" busy={change.isPending}>
          {submitLabel ?? intl.formatMessage(words.wordsSave)}
        </Button>
      </div>
    </form>
  );
}
