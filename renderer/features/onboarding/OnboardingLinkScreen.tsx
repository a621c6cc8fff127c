import { useZodResolver } from '../../ui/form-resolver';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm, useWatch } from 'react-hook-form';
import { appUrlOf } from '../../../shared/app-url';
import { LIMITS } from '../../../shared/limits';
import { ONBOARDING_HINT_MAX } from '../../../shared/onboarding-link';
import { useAppStore } from '../../data/app-state';
import { openExternal } from '../../data/calls';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { FormChoices, FormDateField, FormField } from '../../ui/FormField';
import { LiveMessage, Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { buildLinkFromForm, EMPTY_ONBOARDING, leftOutWords, onboardingSchema, type BuiltLink, type OnboardingValues } from './onboarding-form';
import { ONBOARDING_WORDS as words } from './onboarding-words';

/**
 * A link for someone who will not sign in (spec 4.6): it opens the memorial service's
 * create-a-memorial form already filled in. It creates nothing and promises no address; the form
 * says so, and says which values were left out of the link, and why.
 */
export function OnboardingLinkScreen() {
  const intl = useIntl();
  const serviceUrl = useAppStore((s) => s.status?.serviceUrl ?? null);
  const [built, setBuilt] = useState<BuiltLink | null>(null);
  const [said, setSaid] = useState('');
  const resultRef = useRef<HTMLElement>(null);
  // The rules are made again when the language changes, so a problem is said in the new one.
  const rules = useMemo(() => onboardingSchema(intl), [intl]);
  const form = useForm<OnboardingValues>({ resolver: useZodResolver(rules), defaultValues: EMPTY_ONBOARDING });
  const [type, mode] = useWatch({ control: form.control, name: ['type', 'mode'] });

  const submit = form.handleSubmit((values) => {
    if (!serviceUrl) return;
    setSaid('');
    setBuilt(buildLinkFromForm(appUrlOf(serviceUrl), values, today(getLocalTimeZone()).toString()));
    // The result takes the focus, so what was left out is read first.
    setTimeout(() => resultRef.current?.focus(), 0);
  });

  const open = () => {
    if (!built) return;
    setSaid('');
    openExternal(built.url).then(
      () => setSaid(intl.formatMessage(words.opened)),
      (failure: unknown) => setSaid(toBridgeError(failure).message),
    );
  };
  const copy = () => {
    if (!built) return;
    void copyText(built.url).then((ok) => setSaid(intl.formatMessage(ok ? words.copied : words.copyFailed)));
  };

  return (
    <Screen title={intl.formatMessage(words.title)}>
      <p className="lead">
        <FormattedMessage {...words.lead} />
      </p>
      <Notice tone="info" title={intl.formatMessage(words.createsNothing)}>
        <p>
          <FormattedMessage {...words.createsNothingAbout} />
        </p>
      </Notice>
      <form className="form" aria-label={intl.formatMessage(words.form)} noValidate onSubmit={(event) => void submit(event)}>
        <FormField control={form.control} name="name" label={intl.formatMessage(words.name)} limit={LIMITS.onboarding.name} autoComplete="off" />
        <FormChoices
          control={form.control}
          name="type"
          label={intl.formatMessage(words.type)}
          choices={(['person', 'pet'] as const).map((value) => ({ value, name: intl.formatMessage(words.typeChoice, { type: value }) }))}
        />
        {type === 'pet' ? (
          <FormField control={form.control} name="species" label={intl.formatMessage(words.species)} limit={ONBOARDING_HINT_MAX} autoComplete="off" />
        ) : null}
        <div className="date-field__row">
          <FormDateField control={form.control} name="born" label={intl.formatMessage(words.born)} />
          <FormDateField control={form.control} name="died" label={intl.formatMessage(words.died)} />
        </div>
        <FormChoices
          control={form.control}
          name="mode"
          label={intl.formatMessage(words.mode)}
          choices={(['self', 'ai'] as const).map((value) => ({
            value,
            name: intl.formatMessage(words.modeChoice, { mode: value }),
            about: intl.formatMessage(words.modeAbout, { mode: value }),
          }))}
        />
        {mode === 'self' ? (
          <>
            <FormField control={form.control} name="title" label={intl.formatMessage(words.fieldTitle)} limit={LIMITS.onboarding.title} autoComplete="off" />
            <FormField
              control={form.control}
              name="subtitle"
              label={intl.formatMessage(words.subtitle)}
              limit={LIMITS.onboarding.subtitle}
              autoComplete="off"
            />
            <FormField
              control={form.control}
              name="story"
              multiline
              label={intl.formatMessage(words.story)}
              hint={intl.formatMessage(words.storyHint, { limit: LIMITS.onboarding.story })}
              limit={LIMITS.onboarding.story}
              rows={8}
            />
          </>
        ) : (
          <FormField
            control={form.control}
            name="notes"
            multiline
            label={intl.formatMessage(words.notes)}
            hint={intl.formatMessage(words.notesHint)}
            limit={LIMITS.onboarding.notes}
            rows={6}
          />
        )}
        <FormField
          control={form.control}
          name="feel"
          label={intl.formatMessage(words.feel)}
          hint={intl.formatMessage(words.feelHint)}
          limit={ONBOARDING_HINT_MAX}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="tradition"
          label={intl.formatMessage(words.tradition)}
          hint={intl.formatMessage(words.traditionHint)}
          limit={ONBOARDING_HINT_MAX}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="ref"
          label={intl.formatMessage(words.ref)}
          hint={intl.formatMessage(words.refHint)}
          limit={LIMITS.onboarding.ref}
          autoComplete="off"
        />
        <div className="actions">
          <Button type="submit" variant="primary" unavailable={!serviceUrl}>
            <FormattedMessage {...words.make} />
          </Button>
        </div>
      </form>
      {built ? (
        <section ref={resultRef} tabIndex={-1} className="onboarding-result" aria-labelledby="onboarding-result">
          <h2 id="onboarding-result">
            <FormattedMessage {...words.result} />
          </h2>
          {built.leftOut.length > 0 ? (
            <Notice tone="warning" title={intl.formatMessage(words.leftOut, { count: built.leftOut.length })}>
              <ul>
                {built.leftOut.map((item) => (
                  <li key={item.param}>{leftOutWords(intl, item)}</li>
                ))}
              </ul>
              <p>
                <FormattedMessage {...words.addLater} />
              </p>
            </Notice>
          ) : (
            <p>
              <FormattedMessage {...words.everything} />
            </p>
          )}
          <p className="address onboarding-result__url">{built.url}</p>
          <p className="hint">
            <FormattedMessage {...words.length} values={{ count: built.url.length }} />
          </p>
          <div className="actions actions--tight">
            <Button variant="primary" onClick={open}>
              <FormattedMessage {...words.open} />
            </Button>
            <Button onClick={copy}>
              <FormattedMessage {...words.copy} />
            </Button>
          </div>
          <LiveMessage>{said}</LiveMessage>
          <p>
            <FormattedMessage {...words.nothingMade} />
          </p>
        </section>
      ) : null}
    </Screen>
  );
}
