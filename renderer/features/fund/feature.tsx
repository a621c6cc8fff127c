/** The memorial fund (Premium): a message and up to two links on the memorial. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { NAV_WORDS } from './fund-nav-words';
import './fund.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.fund,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./FundScreen'),
        ({ FundScreen }) => memorialPlace(NAV_WORDS.place, FundScreen),
      ),
    }),
  ],
});
