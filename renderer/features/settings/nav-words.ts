/**
 * Settings' entry in the main navigation (feature.tsx): in a file of its own because the navigation
 * is made before the first screen, and Settings' other words come with its screen.
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

export const SETTINGS_NAV_WORDS = messages(
  defineMessages({
    settings: {
      id: 'settings.nav',
      defaultMessage: 'Settings',
      description: 'Main navigation: the app’s settings (the service’s address, notifications, language).',
    },
  }),
);
