/**
 * The settings as the core keeps them, and the two changes a person can make here. The core answers with
 * the settings as saved; the app's state takes that answer, never what was typed.
 */
import type { Settings } from '../../../shared/bridge';
import { useAppStore } from '../../data/app-state';
import { appCall } from '../../data/calls';

export function useSettings(): Settings | null {
  return useAppStore((s) => s.settings);
}

export async function saveSettings(patch: { serviceUrl?: string; notifications?: boolean }): Promise<Settings> {
  const saved = await appCall('settings.set', patch);
  useAppStore.getState().setSettings(saved);
  return saved;
}

/** What each setting an administrator can place is called, in the person's words. */
export const LOCKED_WORDS: Record<string, string> = {
  serviceUrl: 'The memorial service’s address',
  demo: 'Whether the demonstration is offered',
  updateChecks: 'Whether Memorial Desk looks for updates',
  updateUrl: 'Where Memorial Desk looks for updates',
};
