import { useZodResolver } from '../../ui/form-resolver';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
import { PRIVACY_LEVELS, settingsChanges, settingsSchema, settingsValues, type SettingsValues } from './memorial-forms';
import { TemplatePicker } from './TemplatePicker';
import { ChangedElsewhereNotice } from './ChangedElsewhereNotice';
import { isMemorialChangedElsewhere, seenMemorial } from './memorial-conflict';

const FLAGS = [
  { name: 'is_published', label: 'Publish it', about: 'Show it on the web once the safety check has passed. Turn off to keep it off the web for now.' },
  { name: 'contributions_enabled', label: 'Welcome tributes', about: 'Visitors can leave messages, memories and candles.' },
  { name: 'manual_content_approval', label: 'Approve each tribute before it shows', about: 'Nothing a visitor writes appears until you approve it.' },
  { name: 'hide_from_search', label: 'Hide it from search engines', about: 'People find it only through its address or a link you give them.' },
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
        label: `Change the settings of the memorial for ${memorial.deceased_name ?? 'this person'}`,
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
      <h2 id={headingId}>Settings</h2>
      <p className="hint">Settings are saved straight away; they are not checked and have no waiting time.</p>
      <FormChoices control={form.control} name="privacy" label="Who can see it" choices={PRIVACY_LEVELS} />
      <fieldset className="choice-group">
        <legend className="choice-group__legend">Tributes and search</legend>
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
                  {flag.label}
                  <span className="checkbox__about">{flag.about}</span>
                </span>
              </label>
            )}
          />
        ))}
      </fieldset>
      <TemplatePicker control={form.control} name="template_id" templates={templates} allowNone={false} />
      <div className="date-field__row">
        <FormDateField control={form.control} name="birth_date" label="Date of birth" />
        <FormDateField control={form.control} name="death_date" label="Date of death" />
      </div>
      <FormField
        control={form.control}
        name="resting_place_url"
        label="Resting place link (optional)"
        hint="A map or what3words link to where they rest, starting with https://."
        limit={LIMITS.restingPlaceUrl}
        inputMode="url"
        autoComplete="off"
      />
      <FormField
        control={form.control}
        name="content_scope"
        label="Content scope (optional)"
        hint="A setting of the memorial service whose values it does not describe. Leave it as it is unless the service asked you to change it."
        limit={LIMITS.contentScope}
        autoComplete="off"
      />
      {nothing ? <p role="status">Nothing was changed in the settings, so nothing was sent.</p> : null}
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
          Save the settings
        </Button>
      </div>
    </form>
  );
}

function SaveState({ state, message }: { state: string | null; message: string | null }) {
  if (state === null) return <p role="status" className="visually-hidden" />;
  if (state === 'done')
    return (
      <p role="status" className="saved">
        The settings are saved.
      </p>
    );
  if (state === 'refused') {
    return (
      <Notice tone="error" announce="assertive" title="The settings were not saved">
        <p>{message ?? 'The memorial service did not accept them.'}</p>
      </Notice>
    );
  }
  return <p role="status">Saving the settings…</p>;
}
