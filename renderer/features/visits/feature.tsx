/** Visits to a memorial: the service's counts and the trend Memorial Desk keeps. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { memorialPlace } from '../../ui/MemorialPlace';
import './visits.css';

const VisitsPlace = lazyPlace(
  () => import('./VisitsScreen'),
  ({ VisitsScreen }) => memorialPlace('its visits', ({ account, memorialId }) => <VisitsScreen account={account} memorialId={memorialId} />),
);

export const feature = defineFeature({
  routes: (root) => [createRoute({ getParentRoute: () => root, path: '/memorials/$memorialId/visits', staticData: { account: 'personal' }, component: VisitsPlace })],
});
