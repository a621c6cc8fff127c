import type { UiMemory } from '../../shared/bridge';
import { useAppStore } from './app-state';
import { appCall } from './calls';

/** Remembers something about the screens in the core (browser mode's page storage would forget it). */
export async function remember(patch: Partial<UiMemory>): Promise<void> {
  const store = useAppStore.getState();
  store.setUi({ ...store.ui, ...patch });
  try {
    store.setUi(await appCall('ui.set', patch));
  } catch {
    // Remembering is a kindness, not a promise: the screen goes on as it is.
  }
}
