/**
 * The settings as the core keeps them, and the changes a person can make here. The core answers with
 * the settings as saved; the app's state takes that answer, never what was typed.
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';
import type { LanguageChoice } from '../../../shared/locale/resolve';
import type { Settings } from '../../../shared/bridge';
import { useAppStore } from '../../data/app-state';
import { appCall } from '../../data/calls';

export function useSettings(): Settings | null {
  return useAppStore((s) => s.settings);
}

export async function saveSettings(patch: { serviceUrl?: string; notifications?: boolean; language?: LanguageChoice }): Promise<Settings> {
  const saved = await appCall('settings.set', patch);
  useAppStore.getState().setSettings(saved);
  return saved;
}

/** What each setting an administrator can place is called, in the person's words. */
export const LOCKED_WORDS = messages(
  defineMessages({
    serviceUrl: {
      id: 'settings.locked.serviceUrl',
      defaultMessage: 'The memorial service’s address',
      description: 'Settings, a setting the computer’s administrator locked: the address of the online memorial service the app talks to.',
    },
    demo: {
      id: 'settings.locked.demo',
      defaultMessage: 'Whether the demonstration is offered',
      description: 'Settings, a setting the computer’s administrator locked: whether the app offers its built-in demonstration.',
    },
    updateChecks: {
      id: 'settings.locked.updateChecks',
      defaultMessage: 'Whether Memorial Desk looks for updates',
      description: 'Settings, a setting the computer’s administrator locked: whether the app checks for new versions of itself.',
    },
    updateUrl: {
      id: 'settings.locked.updateUrl',
      defaultMessage: 'Where Memorial Desk looks for updates',
      description: 'Settings, a setting the computer’s administrator locked: the web address new versions of the app are downloaded from.',
    },
  }),
);
