/** Exports (the Memorial Book and the archive) and the local archive of what was saved. */
import { createRoute } from '@tanstack/react-router';
import { accountPlace, defineFeature, lazyPlace, memorialPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { NAV_WORDS } from './exports-nav-words';
import './exports.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.exports,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./ExportsScreen'),
        ({ ExportsScreen }) => memorialPlace(NAV_WORDS.place, ExportsScreen),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.archive,
      staticData: { account: 'personal' },
      component: lazyPlace(
        () => import('./ArchiveScreen'),
        ({ ArchiveScreen }) => accountPlace(ArchiveScreen),
      ),
    }),
  ],
  // What families fear losing: one step away from every screen.
  nav: [{ label: NAV_WORDS.label, to: paths.archive, kind: 'personal', order: 40 }],
});
