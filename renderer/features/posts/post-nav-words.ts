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
      id: 'posts.place.what',
      defaultMessage: 'its announcements and events',
      description:
        'The end of a sentence when an address names no memorial: “Memorial Desk cannot show its announcements and events”. “its” is the memorial’s.',
    },
    repliesPlace: {
      id: 'posts.place.replies',
      defaultMessage: 'the replies to this event',
      description: 'The end of a sentence when an address names no memorial or event: “Memorial Desk cannot show the replies to this event”.',
    },
  }),
);
