import { useZodResolver } from '../../ui/form-resolver';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PersonalMemorial } from '../../../shared/api/memorials';
import type { Template } from '../../../shared/api/templates';
import type { AccountInfo } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { useAppStore } from '../../data/app-state';
import { toBridgeError } from '../../data/errors';
import { useQueuedChange } from '../../data/use-change';
import { Button } from '../../ui/Button';
import { FormChoices, FormDateField, FormField } from '../../ui/FormField';
import { Notice, ProblemNotice } from '../../ui/Notice';
import { applyServerErrors } from '../../ui/server-errors';
import { privacyLevels, settingsChanges, settingsSchema, settingsValues, type SettingsValues } from './memorial-forms';
import { TemplatePicker } from './TemplatePicker';
import { ChangedElsewhereNotice } from './ChangedElsewhereNotice';
import { isMemorialChangedElsewhere, seenMemorial } from './memorial-conflict';
import { isolate } from './memorial-format';
import { COMMON_WORDS, FORM_WORDS as words } from './memorials-words';

const FLAGS = [
  { name: 'is_published', label: words.publish, about: words.publishAbout },
  { name: 'contributions_enabled', label: words.contributions, about: words.contributionsAbout },
  { name: 'manual_content_approval', label: words.approval, about: words.approvalAbout },
  { name: 'hide_from_search', label: words.hideSearch, about: words.hideSearchAbout },
] as const;

/**
 * The memorial's settings: who can see it, tributes, search engines, its design, dates and the
 * resting-place link. Settings are not checked by the safety review and have no five-minute pause:
 * they are saved at once (through the outbox, ahead of any words waiting for their pause).
 */
export function SettingsForm({
  account,
  memorial,
  templates,
}: {
  account: AccountInfo;
  memorial: PersonalMemorial;
  templates: readonly Template[] | undefined;
}) {
  const intl = useIntl();
  const headingId = useId();
  const change = useQueuedChange(account.id, 'updateMyMemorial');
  const [sentId, setSentId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [nothing, setNothing] = useState(false);
  const sent = useAppStore((s) => (sentId ? (s.outbox.find((entry) => entry.id === sentId) ?? null) : null));
  // What the form started from (again after each save): compared by the core before sending.
  const [startedFrom, setStartedFrom] = useState(() => ({ memorial, at: Date.now() }));
  const form = useForm<SettingsValues>({ resolver: useZodResolver(settingsSchema()), defaultValues: settingsValues(memorial) });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = settingsChanges(values, startedFrom.memorial);
    if (Object.keys(body).length === 0) {
      setNothing(true);
      return;
    }
    setNothing(false);
    try {
      const entry = await change.mutateAsync({
        params: { memorial: memorial.id },
        body,
        label: intl.formatMessage(COMMON_WORDS.changeLabelSettings, {
          name: memorial.deceased_name ? isolate(memorial.deceased_name) : intl.formatMessage(COMMON_WORDS.thisPerson),
        }),
        seen: seenMemorial(body, startedFrom.memorial, startedFrom.at),
      });
      setSentId(entry.id);
      setStartedFrom({ memorial: { ...startedFrom.memorial, ...body } as typeof memorial, at: Date.now() });
      form.reset(values);
    } catch (failure) {
      const error = toBridgeError(failure);
      if (!applyServerErrors(error, form.setError, values)) setProblem(error.message);
    }
  });

  return (
    <form className="form" aria-labelledby={headingId} noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={headingId}>
        <FormattedMessage {...words.settingsHeading} />
      </h2>
      <p className="hint">
        <FormattedMessage {...words.settingsHint} />
      </p>
      <FormChoices control={form.control} name="privacy" label={intl.formatMessage(words.privacy)} choices={privacyLevels(intl)} />
      <fieldset className="choice-group">
        <legend className="choice-group__legend">
          <FormattedMessage {...words.flags} />
        </legend>
        {FLAGS.map((flag) => (
          <Controller
            key={flag.name}
            control={form.control}
            name={flag.name}
            render={({ field }) => (
              <label className="checkbox">
                <input
                  type="checkbox"
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
                <span>
                  <FormattedMessage {...flag.label} />
                  <span className="checkbox__about">
                    <FormattedMessage {...flag.about} />
                  </span>
                </span>
              </label>
            )}
          />
        ))}
      </fieldset>
      <TemplatePicker control={form.control} name="template_id" templates={templates} allowNone={false} />
      <div className="date-field__row">
        <FormDateField control={form.control} name="birth_date" label={intl.formatMessage(words.birth)} />
        <FormDateField control={form.control} name="death_date" label={intl.formatMessage(words.death)} />
      </div>
      <FormField
        control={form.control}
        name="resting_place_url"
        label={intl.formatMessage(words.restingUrl)}
        hint={intl.formatMessage(words.restingUrlHint)}
        limit={LIMITS.restingPlaceUrl}
        inputMode="url"
        autoComplete="off"
      />
      <FormField
        control={form.control}
        name="content_scope"
        label={intl.formatMessage(words.scope)}
        hint={intl.formatMessage(words.scopeHint)}
        limit={LIMITS.contentScope}
        autoComplete="off"
      />
      {nothing ? (
        <p role="status">
          <FormattedMessage {...words.settingsNothing} />
        </p>
      ) : null}
      {sent && isMemorialChangedElsewhere(sent) ? (
        <ChangedElsewhereNotice
          entry={sent}
          onQueued={(queued) => setSentId(queued.id)}
          onKeepTheirs={(now) => {
            // The form shows what is there now; a later save starts from it.
            const theirs = { ...startedFrom.memorial, ...now };
            setSentId(null);
            setStartedFrom({ memorial: theirs, at: Date.now() });
            form.reset(settingsValues(theirs));
          }}
        />
      ) : (
        <SaveState state={sent?.state ?? (sentId ? 'queued' : null)} message={sent?.message ?? null} />
      )}
      <ProblemNotice problem={problem} />
      <div className="actions">
        <Button type="submit" variant="primary" busy={change.isPending}>
          <FormattedMessage {...words.settingsSave} />
        </Button>
      </div>
    </form>
  );
}

function SaveState({ state, message }: { state: string | null; message: string | null }) {
  const intl = useIntl();
  if (state === null) return <p role="status" className="visually-hidden" />;
  if (state === 'done')
    return (
      <p role="status" className="saved">
        <FormattedMessage {...words.saved} />
      </p>
    );
  if (state === 'refused') {
    return (
      <Notice tone="error" announce="assertive" title={intl.formatMessage(words.notSaved)}>
        <p>{message ?? intl.formatMessage(words.notAccepted)}</p>
      </Notice>
    );
  }
  return (
    <p role="status">
      <FormattedMessage {...words.saving} />
    </p>
  );
}
