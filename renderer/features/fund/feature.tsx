/** The memorial fund (Premium): a message and up to two links on the memorial. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import './fund.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.fund,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./FundScreen'),
        ({ FundScreen }) => memorialPlace('its fund', FundScreen),
      ),
    }),
  ],
});
