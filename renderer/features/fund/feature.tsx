/** The memorial fund (Premium): a message and up to two links on the memorial. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { memorialPlace } from '../../ui/MemorialPlace';
import './fund.css';

const FundPlace = lazyPlace(
  () => import('./FundScreen'),
  ({ FundScreen }) => memorialPlace('its fund', ({ account, memorialId }) => <FundScreen account={account} memorialId={memorialId} />),
);

export const feature = defineFeature({
  routes: (root) => [createRoute({ getParentRoute: () => root, path: '/memorials/$memorialId/fund', staticData: { account: 'personal' }, component: FundPlace })],
});
