/**
 * The memorials' entry in the main navigation and their places' names (feature.tsx): in a file of
 * their own because the navigation is made before the first screen, and the memorials' other words
 * come with their screens (catalog-parts.ts).
 */
import { defineMessages } from 'react-intl';
import { messages } from '../../ui/messages';

export const MEMORIALS_NAV_WORDS = messages(
  defineMessages({
    myMemorials: {
      id: 'memorials.nav.myMemorials',
      defaultMessage: 'My memorials',
      description: 'Main navigation, for a family: the list of the memorials they look after (their start page).',
    },
    this: {
      id: 'memorials.place.this',
      defaultMessage: 'this memorial',
      description: 'The end of a sentence when an address names no memorial that is here: “Memorial Desk cannot show this memorial”.',
    },
    toChange: {
      id: 'memorials.place.toChange',
      defaultMessage: 'the memorial to change',
      description: 'The end of a sentence when an address names no memorial that is here: “Memorial Desk cannot show the memorial to change”.',
    },
    toShare: {
      id: 'memorials.place.toShare',
      defaultMessage: 'the memorial to share',
      description: 'The end of a sentence when an address names no memorial that is here: “Memorial Desk cannot show the memorial to share”.',
    },
  }),
);
