/**
 * The words its feature.tsx gives the app before any of its screens loads (the navigation, the
 * place's name): in a file of their own, so they are in the first screen's part of the catalog
 * (scripts/i18n.ts, messageParts) without the screens' words.
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

export const NAV_WORDS = messages(
  defineMessages({
    label: {
      id: 'exports.nav.label',
      defaultMessage: 'Saved exports',
      description: 'The navigation’s entry for every Memorial Book and archive saved on this computer (a family’s account).',
    },
    place: {
      id: 'exports.place.what',
      defaultMessage: 'its exports',
      description:
        'The end of a sentence when an address names no memorial: “Memorial Desk cannot show its exports”. “its” is the memorial’s; the exports are its Memorial Book and archive.',
    },
  }),
);
