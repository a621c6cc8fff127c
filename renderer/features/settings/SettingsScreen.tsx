import { useZodResolver } from '../../ui/form-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Switch } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { APP_OPERATIONS, type Settings } from '../../../shared/bridge';
import { LIMITS } from '../../../shared/limits';
import { useAppStore } from '../../data/app-state';
import { fieldMessage, toBridgeError } from '../../data/errors';
import { Button } from '../../ui/Button';
import { FormField } from '../../ui/FormField';
import { LiveMessage, ProblemNotice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { DeskInitials } from './DeskInitials';
import { LanguageSetting } from './LanguageSetting';
import { LOCKED_WORDS, saveSettings, useSettings } from './settings-data';
import { SETTINGS_WORDS as words } from './settings-words';

/** The address rule of the bridge itself, so the form refuses what the core would, before sending. */
function addressRule(empty: string) {
  return z.object({
    serviceUrl: z.string().trim().min(1, { error: empty }).pipe(APP_OPERATIONS['settings.set'].args.shape.serviceUrl.unwrap()),
  });
}

/**
 * Settings a person can change on this computer, and those an administrator set for it (shown,
 * with where they were set, never offered as changeable).
 */
export function SettingsScreen() {
  const intl = useIntl();
  const settings = useSettings();
  const demo = useAppStore((s) => s.status?.demo === true);
  // Tributes wait for families: a computer with only a funeral home's account has none to announce.
  const hasFamily = useAppStore((s) => s.accounts.accounts.some((account) => account.kind === 'personal'));
  // The desk journal belongs to a funeral home's account.
  const business = useAppStore((s) => s.accounts.accounts.find((account) => account.kind === 'business') ?? null);
  return (
    <Screen title={intl.formatMessage(words.title)} loading={settings ? null : intl.formatMessage(words.loading)}>
      {settings ? (
        <>
          <LanguageSetting settings={settings} />
          {hasFamily ? <NotificationsSetting settings={settings} /> : null}
          {business ? <DeskInitials business={business} /> : null}
          <ServiceSetting settings={settings} demo={demo} />
          <LockedSettings settings={settings} />
        </>
      ) : null}
    </Screen>
  );
}

function NotificationsSetting({ settings }: { settings: Settings }) {
  const intl = useIntl();
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (on: boolean) => {
    setProblem(null);
    saveSettings({ notifications: on }).then(
      (saved) => setSaid(intl.formatMessage(words.notificationsSaid, { on: String(saved.notifications) })),
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  };
  return (
    <section className="settings-section" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">
        <FormattedMessage {...words.notificationsHeading} />
      </h2>
      <p className="hint">
        <FormattedMessage {...words.notificationsHint} />
      </p>
      <Switch className="settings-switch" isSelected={settings.notifications} onChange={change}>
        <span className="settings-switch__track" aria-hidden="true" />
        <FormattedMessage {...words.notificationsSwitch} />
      </Switch>
      <LiveMessage>{said}</LiveMessage>
      <ProblemNotice problem={problem} />
    </section>
  );
}

function ServiceSetting({ settings, demo }: { settings: Settings; demo: boolean }) {
  const locked = settings.locked.includes('serviceUrl');
  const [editing, setEditing] = useState(false);
  return (
    <section className="settings-section" aria-labelledby="settings-service">
      <h2 id="settings-service">
        <FormattedMessage {...words.serviceHeading} />
      </h2>
      <p>
        <FormattedMessage {...words.serviceAt} values={{ address: <bdi className="address settings-address">{settings.serviceUrl}</bdi> }} />
      </p>
      {demo ? (
        <p className="hint">
          <FormattedMessage {...words.serviceDemo} />
        </p>
      ) : locked ? (
        <p className="hint">
          {settings.lockedBy ? (
            <FormattedMessage {...words.serviceLockedIn} values={{ file: <bdi className="address settings-address">{settings.lockedBy}</bdi> }} />
          ) : (
            <FormattedMessage {...words.serviceLocked} />
          )}
        </p>
      ) : editing ? (
        <AddressForm settings={settings} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="hint">
            <FormattedMessage {...words.serviceChangeHint} />
          </p>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <FormattedMessage {...words.serviceChange} />
          </Button>
        </>
      )}
    </section>
  );
}

function AddressForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const intl = useIntl();
  const form = useForm({ resolver: useZodResolver(addressRule(intl.formatMessage(words.addressEmpty))), defaultValues: { serviceUrl: settings.serviceUrl } });
  const save = form.handleSubmit(async ({ serviceUrl }) => {
    try {
      await saveSettings({ serviceUrl });
      onDone();
    } catch (failure) {
      form.setError('serviceUrl', { message: fieldMessage(toBridgeError(failure), 'serviceUrl') });
    }
  });
  return (
    <form className="form" onSubmit={(event) => void save(event)} noValidate>
      <FormField
        control={form.control}
        name="serviceUrl"
        label={intl.formatMessage(words.addressLabel)}
        type="url"
        limit={LIMITS.app.serviceUrl}
        autoFocus
        spellCheck={false}
        hint={intl.formatMessage(words.addressHint)}
      />
      <div className="actions">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          <FormattedMessage {...words.addressSave} />
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <FormattedMessage {...words.addressCancel} />
        </Button>
      </div>
    </form>
  );
}

function LockedSettings({ settings }: { settings: Settings }) {
  const intl = useIntl();
  if (settings.locked.length === 0) return null;
  return (
    <section className="settings-section" aria-labelledby="settings-locked">
      <h2 id="settings-locked">
        <FormattedMessage {...words.lockedHeading} />
      </h2>
      <p className="hint">
        {settings.lockedBy ? (
          <FormattedMessage {...words.lockedFrom} values={{ file: <bdi className="address settings-address">{settings.lockedBy}</bdi> }} />
        ) : (
          <FormattedMessage {...words.lockedPlain} />
        )}
      </p>
      <ul className="settings-locked">
        {settings.locked.map((name) => (
          <li key={name}>{name in LOCKED_WORDS ? intl.formatMessage(LOCKED_WORDS[name as keyof typeof LOCKED_WORDS]) : name}</li>
        ))}
      </ul>
    </section>
  );
}
