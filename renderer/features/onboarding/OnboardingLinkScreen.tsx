import { useZodResolver } from '../../ui/form-resolver';
import { getLocalTimeZone, today } from '@internationalized/date';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { appUrlOf } from '../../../shared/app-url';
import { LIMITS } from '../../../shared/limits';
import { ONBOARDING_HINT_MAX } from '../../../shared/onboarding-link';
import { useAppStore } from '../../data/app-state';
import { openExternal } from '../../data/calls';
import { toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { copyText } from '../../ui/clipboard';
import { formatNumber } from '../../ui/format';
import { FormChoices, FormDateField, FormField } from '../../ui/FormField';
import { LiveMessage, Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { buildLinkFromForm, EMPTY_ONBOARDING, onboardingSchema, type BuiltLink, type OnboardingValues } from './onboarding-form';

/**
 * A link for someone who will not sign in (spec 4.6): it opens the memorial service's
 * create-a-memorial form already filled in. It creates nothing and promises no address; the form
 * says so, and says which values were left out of the link, and why.
 */
export function OnboardingLinkScreen() {
  const serviceUrl = useAppStore((s) => s.status?.serviceUrl ?? null);
  const [built, setBuilt] = useState<BuiltLink | null>(null);
  const [said, setSaid] = useState('');
  const resultRef = useRef<HTMLElement>(null);
  const form = useForm<OnboardingValues>({ resolver: useZodResolver(onboardingSchema), defaultValues: EMPTY_ONBOARDING });
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
      () => setSaid('The link is open in your web browser.'),
      (failure: unknown) => setSaid(toBridgeError(failure).message),
    );
  };
  const copy = () => {
    if (!built) return;
    void copyText(built.url).then((ok) => setSaid(ok ? 'The link is copied.' : 'The link could not be copied here. Please select it and copy it instead.'));
  };

  return (
    <Screen title="A link to start a memorial">
      <p className="lead">
        For someone who would rather not sign in here: a link that opens the memorial service&rsquo;s &ldquo;create a memorial&rdquo; form with what you know
        already filled in. They finish it themselves.
      </p>
      <Notice tone="info" title="The link creates nothing">
        <p>
          No memorial exists until the person completes the form on the memorial service&rsquo;s website and confirms their email address. Until then there is
          no memorial and no web address, and none is promised.
        </p>
      </Notice>
      <form className="form" aria-label="What the link fills in" noValidate onSubmit={(event) => void submit(event)}>
        <FormField control={form.control} name="name" label="Their name" limit={LIMITS.onboarding.name} autoComplete="off" />
        <FormChoices
          control={form.control}
          name="type"
          label="A memorial for"
          choices={[
            { value: 'person', name: 'A person' },
            { value: 'pet', name: 'A pet' },
          ]}
        />
        {type === 'pet' ? (
          <FormField control={form.control} name="species" label="What kind of animal (optional)" limit={ONBOARDING_HINT_MAX} autoComplete="off" />
        ) : null}
        <div className="date-field__row">
          <FormDateField control={form.control} name="born" label="Date of birth (optional)" />
          <FormDateField control={form.control} name="died" label="Date of death (optional)" />
        </div>
        <FormChoices
          control={form.control}
          name="mode"
          label="How the words are written"
          choices={[
            { value: 'self', name: 'In their own words', about: 'A title, a subtitle and the story (the obituary), as you write them here.' },
            {
              value: 'ai',
              name: 'With writing help',
              about: 'Notes of facts (not finished sentences); the service’s writing help drafts the words from them.',
            },
          ]}
        />
        {mode === 'self' ? (
          <>
            <FormField control={form.control} name="title" label="Title (optional)" limit={LIMITS.onboarding.title} autoComplete="off" />
            <FormField control={form.control} name="subtitle" label="Subtitle (optional)" limit={LIMITS.onboarding.subtitle} autoComplete="off" />
            <FormField
              control={form.control}
              name="story"
              multiline
              label="Their story (optional)"
              hint="A link can carry up to 1,500 characters of it. A longer story is left out of the link whole, never cut short; it can be written on the form itself."
              limit={LIMITS.onboarding.story}
              rows={8}
            />
          </>
        ) : (
          <FormField
            control={form.control}
            name="notes"
            multiline
            label="Notes for the writing help (optional)"
            hint="Facts, not prose: where they lived, their work, who they loved, what they enjoyed."
            limit={LIMITS.onboarding.notes}
            rows={6}
          />
        )}
        <FormField
          control={form.control}
          name="feel"
          label="The tone, in a few words (optional)"
          hint="Such as “gentle” or “joyful”."
          limit={ONBOARDING_HINT_MAX}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="tradition"
          label="A tradition to honour (optional)"
          hint="In the family’s own words, if they wish it."
          limit={ONBOARDING_HINT_MAX}
          autoComplete="off"
        />
        <FormField
          control={form.control}
          name="ref"
          label="Reference"
          hint="Tells the memorial service the link came from Memorial Desk: small letters, digits and hyphens, up to 32."
          limit={LIMITS.onboarding.ref}
          autoComplete="off"
        />
        <div className="actions">
          <Button type="submit" variant="primary" unavailable={!serviceUrl}>
            Make the link
          </Button>
        </div>
      </form>
      {built ? (
        <section ref={resultRef} tabIndex={-1} className="onboarding-result" aria-labelledby="onboarding-result">
          <h2 id="onboarding-result">The link</h2>
          {built.leftOut.length > 0 ? (
            <Notice
              tone="warning"
              title={built.leftOut.length === 1 ? 'One thing was left out of the link' : `${built.leftOut.length} things were left out of the link`}
            >
              <ul>
                {built.leftOut.map((item) => (
                  <li key={item.param}>{item.sentence.charAt(0).toUpperCase() + item.sentence.slice(1)}.</li>
                ))}
              </ul>
              <p>The person can add what was left out on the form itself.</p>
            </Notice>
          ) : (
            <p>Everything you gave is in the link.</p>
          )}
          <p className="address onboarding-result__url">{built.url}</p>
          <p className="hint">{formatNumber(built.url.length)} characters long.</p>
          <div className="actions actions--tight">
            <Button variant="primary" onClick={open}>
              Open the link
            </Button>
            <Button onClick={copy}>Copy the link</Button>
          </div>
          <LiveMessage>{said}</LiveMessage>
          <p>Opening or sending this link creates nothing: the memorial exists only once the person completes the form and confirms their email address.</p>
        </section>
      ) : null}
    </Screen>
  );
}
