/**
 * The person's settings (the service's address, notifications) with what this computer's
 * administrator locked, and what the screens remember between starts.
 */
import type { Settings } from '../../../shared/bridge';
import { LocalError } from '../../service/client';
import { isHttpsOrThisComputer } from '../../service/external-url';
import type { SettingsStore } from '../../accounts/settings';
import { nothingToClose, type Area, type OperationsOf } from '../../bridge/area';

export interface SettingsDeps {
  settings: SettingsStore;
  /** Settings the machine-wide file set (machine-settings.ts): reported, and refused here. */
  lockedSettings: { names: readonly string[]; file: string } | null;
  /** The service the app talks to now (the saved setting, unless this run was started with another). */
  serviceUrl(): string;
  /** The app talks to another service from now on (the person changed the address). */
  useService(url: string): void;
}

export function settingsHandlers(deps: SettingsDeps): Area<OperationsOf<'settings.' | 'ui.'>> {
  const { settings } = deps;

  function lockedState(): Pick<Settings, 'locked' | 'lockedBy'> {
    const names = deps.lockedSettings?.names ?? [];
    return { locked: [...names], lockedBy: names.length > 0 ? (deps.lockedSettings?.file ?? null) : null };
  }

  return {
    handlers: {
      'settings.get': () => Promise.resolve({ serviceUrl: deps.serviceUrl(), notifications: settings.get().notifications, ...lockedState() }),
      'settings.set': (patch) => {
        const locked = Object.keys(patch).find((name) => lockedState().locked.includes(name));
        if (locked !== undefined) {
          throw new LocalError(
            'invalid',
            `This computer's administrator has set this (in ${deps.lockedSettings?.file ?? 'the machine-wide settings'}), so it cannot be changed here.`,
          );
        }
        if (patch.serviceUrl !== undefined && !isHttpsOrThisComputer(patch.serviceUrl)) {
          throw new LocalError('invalid', 'The service address must start with https:// (plain http:// is only for this computer, 127.0.0.1 or localhost).');
        }
        const saved = settings.update(patch);
        if (patch.serviceUrl !== undefined && saved.serviceUrl !== deps.serviceUrl()) deps.useService(saved.serviceUrl);
        return Promise.resolve({ serviceUrl: deps.serviceUrl(), notifications: saved.notifications, ...lockedState() });
      },
      'ui.get': () => Promise.resolve(settings.ui.get()),
      'ui.set': (patch) => Promise.resolve(settings.ui.update(patch)),
    },
    close: nothingToClose,
  };
}
