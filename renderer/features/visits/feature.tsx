/** Visits to a memorial: the service's counts and the trend Memorial Desk keeps. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { NAV_WORDS } from './visit-nav-words';
import './visits.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.visits,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./VisitsScreen'),
        ({ VisitsScreen }) => memorialPlace(NAV_WORDS.place, VisitsScreen),
      ),
    }),
  ],
});
