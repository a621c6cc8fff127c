/** Exports (the Memorial Book and the archive) and the local archive of what was saved. */
import { createRoute } from '@tanstack/react-router';
import { useActiveAccount } from '../../data/app-state';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { memorialPlace } from '../../ui/MemorialPlace';
import './exports.css';

const ExportsPlace = lazyPlace(
  () => import('./ExportsScreen'),
  ({ ExportsScreen }) => memorialPlace('its exports', ({ account, memorialId }) => <ExportsScreen account={account} memorialId={memorialId} />),
);

const ArchivePlace = lazyPlace(
  () => import('./ArchiveScreen'),
  ({ ArchiveScreen }) =>
    function ArchivePlace() {
      const account = useActiveAccount();
      return account ? <ArchiveScreen key={account.id} account={account} /> : null;
    },
);

export const feature = defineFeature({
  routes: (root) => [
    createRoute({ getParentRoute: () => root, path: '/memorials/$memorialId/exports', staticData: { account: 'personal' }, component: ExportsPlace }),
    createRoute({ getParentRoute: () => root, path: '/archive', staticData: { account: 'personal' }, component: ArchivePlace }),
  ],
  // What families fear losing: one step away from every screen.
  nav: [{ label: 'Saved exports', to: '/archive', kind: 'personal', order: 40 }],
});
