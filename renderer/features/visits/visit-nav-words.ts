/**
 * The words its feature.tsx gives the app before any of its screens loads (the navigation, the
 * place's name): in a file of their own, so they are in the first screen's part of the catalog
 * (scripts/i18n.ts, messageParts) without the screens' words.
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

export const NAV_WORDS = messages(
  defineMessages({
    place: {
      id: 'visits.place.what',
      defaultMessage: 'its visits',
      description: 'The end of a sentence when an address names no memorial: “Memorial Desk cannot show its visits”. “its” is the memorial’s.',
    },
  }),
);
