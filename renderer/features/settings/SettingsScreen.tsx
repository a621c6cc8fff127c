import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Switch } from 'react-aria-components';
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
import { LOCKED_WORDS, saveSettings, useSettings } from './settings-data';

/** The address rule of the bridge itself, so the form refuses what the core would, before sending. */
const AddressRule = z.object({
  serviceUrl: z
    .string()
    .trim()
    .min(1, { error: 'Please type the memorial service’s address, starting with https://.' })
    .pipe(APP_OPERATIONS['settings.set'].args.shape.serviceUrl.unwrap()),
});

/**
 * Settings a person can change on this computer, and those an administrator set for it (shown,
 * with where they were set, never offered as changeable).
 */
export function SettingsScreen() {
  const settings = useSettings();
  const demo = useAppStore((s) => s.status?.demo === true);
  // Tributes wait for families: a computer with only a funeral home's account has none to announce.
  const hasFamily = useAppStore((s) => s.accounts.accounts.some((account) => account.kind === 'personal'));
  // The desk journal belongs to a funeral home's account.
  const business = useAppStore((s) => s.accounts.accounts.find((account) => account.kind === 'business') ?? null);
  return (
    <Screen title="Settings" loading={settings ? null : 'Loading the settings…'}>
      {settings ? (
        <>
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
  const [said, setSaid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (on: boolean) => {
    setProblem(null);
    saveSettings({ notifications: on }).then(
      (saved) => setSaid(saved.notifications ? 'Notifications are on.' : 'Notifications are off.'),
      (failure: unknown) => setProblem(toBridgeError(failure).message),
    );
  };
  return (
    <section className="settings-section" aria-labelledby="settings-notifications">
      <h2 id="settings-notifications">New tributes</h2>
      <p className="hint">
        When a visitor leaves a tribute that waits for your approval, Memorial Desk can tell you with a notification. It never notifies you of what you did
        yourself.
      </p>
      <Switch className="settings-switch" isSelected={settings.notifications} onChange={change}>
        <span className="settings-switch__track" aria-hidden="true" />
        Tell me about new tributes waiting for approval
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
      <h2 id="settings-service">The memorial service</h2>
      <p>
        Memorial Desk works with the memorial service at <span className="address settings-address">{settings.serviceUrl}</span>.
      </p>
      {demo ? (
        <p className="hint">This is a demonstration: it uses its own service on this computer, so the address cannot be changed here.</p>
      ) : locked ? (
        <p className="hint">
          This computer&rsquo;s administrator set this address
          {settings.lockedBy ? (
            <>
              {' '}
              (in <span className="address settings-address">{settings.lockedBy}</span>)
            </>
          ) : null}
          , so it cannot be changed here.
        </p>
      ) : editing ? (
        <AddressForm settings={settings} onDone={() => setEditing(false)} />
      ) : (
        <>
          <p className="hint">Change it only if the memorial service or your administrator gave you another address.</p>
          <Button variant="secondary" onClick={() => setEditing(true)}>
            Change the address
          </Button>
        </>
      )}
    </section>
  );
}

function AddressForm({ settings, onDone }: { settings: Settings; onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(AddressRule), defaultValues: { serviceUrl: settings.serviceUrl } });
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
        label="The memorial service’s address"
        type="url"
        limit={LIMITS.app.serviceUrl}
        autoFocus
        spellCheck={false}
        hint="Accounts belong to the service they signed in at: after a change, you sign in at the new one. Your accounts here come back if you change the address back."
      />
      <div className="actions">
        <Button type="submit" variant="primary" busy={form.formState.isSubmitting}>
          Save the address
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function LockedSettings({ settings }: { settings: Settings }) {
  if (settings.locked.length === 0) return null;
  return (
    <section className="settings-section" aria-labelledby="settings-locked">
      <h2 id="settings-locked">Set by this computer&rsquo;s administrator</h2>
      <p className="hint">
        {settings.lockedBy ? (
          <>
            These come from <span className="address settings-address">{settings.lockedBy}</span> and cannot be changed in Memorial Desk:
          </>
        ) : (
          'These cannot be changed in Memorial Desk:'
        )}
      </p>
      <ul className="settings-locked">
        {settings.locked.map((name) => (
          <li key={name}>{LOCKED_WORDS[name] ?? name}</li>
        ))}
      </ul>
    </section>
  );
}
