import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

/**
 * The navigation's entry and the place's name (feature.tsx): in a file of their own because the
 * navigation is made before the first screen, and the queue's other words come with its screens
 * (catalog-parts.ts).
 */
export const NAV_WORDS = messages(
  defineMessages({
    label: {
      id: 'moderation.nav.label',
      defaultMessage: 'Tributes',
      description: 'The navigation’s entry for the tributes of every memorial (the combined inbox).',
    },
    countWords: {
      id: 'moderation.nav.count',
      defaultMessage: 'waiting for approval',
      description: 'Read by screen readers after the number beside the navigation’s Tributes entry (“3 waiting for approval”).',
    },
    place: {
      id: 'moderation.place.what',
      defaultMessage: 'its tributes',
      description: 'The end of a sentence when an address names no memorial: “Memorial Desk cannot show its tributes”. “its” is the memorial’s.',
    },
  }),
);
