/** Settings: the memorial service's address, new-tribute notifications, and what an administrator set. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { SETTINGS_NAV_WORDS } from './nav-words';
import './settings.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.settings,
      staticData: { account: 'any' },
      component: lazyPlace(
        () => import('./SettingsScreen'),
        (screens) => screens.SettingsScreen,
      ),
    }),
  ],
  nav: [
    { label: SETTINGS_NAV_WORDS.settings, to: paths.settings, kind: 'personal', order: 90 },
    { label: SETTINGS_NAV_WORDS.settings, to: paths.settings, kind: 'business', order: 90 },
  ],
});
