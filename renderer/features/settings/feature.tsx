/** Settings: the memorial service's address, new-tribute notifications, and what an administrator set. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature } from '../../ui/feature';
import { SettingsScreen } from './SettingsScreen';
import './settings.css';

export const feature = defineFeature({
  routes: (root) => [createRoute({ getParentRoute: () => root, path: '/settings', staticData: { account: 'any' }, component: SettingsScreen })],
  nav: [
    { label: 'Settings', to: '/settings', kind: 'personal', order: 90 },
    { label: 'Settings', to: '/settings', kind: 'business', order: 90 },
  ],
});
