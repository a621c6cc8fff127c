/**
 * The person's settings (the service's address, notifications, the language) with what this computer's
 * administrator locked, and what the screens remember between starts.
 */
import type { Settings } from '../../../shared/bridge';
import { LocalError } from '../../service/client';
import { isHttpsOrThisComputer } from '../../service/external-url';
import type { SettingsStore } from '../../accounts/settings';
import type { Area, OperationsOf } from '../../bridge/area';
import { say } from '../../../shared/i18n/words';
import { SETTINGS_CORE_WORDS } from './settings-words';

export interface SettingsDeps {
  settings: SettingsStore;
  /** Settings the machine-wide file set (machine-settings.ts): reported, and refused here. */
  lockedSettings: { names: readonly string[]; file: string } | null;
  /** The service the app talks to now (the saved setting, unless this run was started with another). */
  serviceUrl(): string;
  /** The app talks to another service from now on (the person changed the address). */
  useService(url: string): void;
  /** The person chose another language: the core's words (and the homes') follow it. */
  languageChanged?(): void;
  /** The screens are at another place now, as this account (the first look follows it: core/first-look.ts). */
  placeChanged?(place: string, accountId: string | null): void;
}

export function settingsHandlers(deps: SettingsDeps): Area<OperationsOf<'settings.' | 'ui.'>> {
  const { settings } = deps;

  function lockedState(): Pick<Settings, 'locked' | 'lockedBy'> {
    const names = deps.lockedSettings?.names ?? [];
    return { locked: [...names], lockedBy: names.length > 0 ? (deps.lockedSettings?.file ?? null) : null };
  }

  return {
    handlers: {
      'settings.get': () =>
        Promise.resolve({ serviceUrl: deps.serviceUrl(), notifications: settings.get().notifications, language: settings.language(), ...lockedState() }),
      'settings.set': async (patch) => {
        const locked = Object.keys(patch).find((name) => lockedState().locked.includes(name));
        if (locked !== undefined) {
          const file = deps.lockedSettings?.file;
          throw new LocalError('invalid', file ? say(SETTINGS_CORE_WORDS.locked, { file }) : say(SETTINGS_CORE_WORDS.lockedMachineWide));
        }
        if (patch.serviceUrl !== undefined && !isHttpsOrThisComputer(patch.serviceUrl)) {
          throw new LocalError('invalid', say(SETTINGS_CORE_WORDS.httpsOnly));
        }
        const saved = settings.update(patch);
        if (patch.serviceUrl !== undefined && saved.serviceUrl !== deps.serviceUrl()) deps.useService(saved.serviceUrl);
        if (patch.language !== undefined) deps.languageChanged?.();
        // In use from now on; the person hears if it could not be kept for the next start.
        await settings.written().catch(() => {
          throw new LocalError('internal', say(SETTINGS_CORE_WORDS.notSaved, { file: settings.path }));
        });
        return { serviceUrl: deps.serviceUrl(), notifications: saved.notifications, language: settings.language(), ...lockedState() };
      },
      'ui.get': () => Promise.resolve(settings.ui.get()),
      'ui.set': (patch) => {
        if (typeof patch.place === 'string') deps.placeChanged?.(patch.place, patch.placeAccountId ?? null);
        return Promise.resolve(settings.ui.update(patch));
      },
    },
    // What was changed last is written before the app closes.
    close: () => settings.written().catch(() => undefined),
  };
}
