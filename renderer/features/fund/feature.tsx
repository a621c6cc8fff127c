/** The memorial fund (Premium): a message and up to two links on the memorial. */
import { createRoute } from '@tanstack/react-router';
import type { MessageDescriptor } from 'react-intl';
import { defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { NAV_WORDS } from './fund-nav-words';
import './fund.css';

/**
 * TODO(issue 32): the navigation's entries and `memorialPlace` take a string (ui/feature.tsx), so
 * these are the messages' English for now; once they take a message, pass NAV_WORDS' messages.
 */
function english(message: MessageDescriptor): string {
  return typeof message.defaultMessage === 'string' ? message.defaultMessage : '';
}

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.fund,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./FundScreen'),
        ({ FundScreen }) => memorialPlace(english(NAV_WORDS.place), FundScreen),
      ),
    }),
  ],
});
