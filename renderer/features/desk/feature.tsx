/**
 * The funeral-home desk: the organization's memorials (search, days, pages), the families an
 * invitation is waiting on, starting a memorial for a family, who looks after each one, one
 * memorial, a hand-out to print for the family, and the desk journal of what this computer did.
 */
import { createRoute } from '@tanstack/react-router';
import { accountPlace, defineFeature, lazyPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import { DESK_NAV_WORDS } from './nav-words';
import { DeskSearch } from './desk-search';
import './desk.css';

const business = { account: 'business' } as const;

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.desk,
      staticData: business,
      validateSearch: DeskSearch,
      component: lazyPlace(
        () => import('./DeskMemorials'),
        ({ DeskMemorials }) => accountPlace(DeskMemorials),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.deskWaiting,
      staticData: business,
      component: lazyPlace(
        () => import('./DeskWaiting'),
        ({ DeskWaiting }) => accountPlace(DeskWaiting),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.deskProvision,
      staticData: business,
      component: lazyPlace(
        () => import('./DeskProvision'),
        ({ DeskProvision }) => accountPlace(DeskProvision),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.deskOwners,
      staticData: business,
      component: lazyPlace(
        () => import('./DeskOwners'),
        ({ DeskOwners }) => accountPlace(DeskOwners),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.deskJournal,
      staticData: business,
      component: lazyPlace(
        () => import('./DeskJournal'),
        ({ DeskJournal }) => accountPlace(DeskJournal),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.deskMemorial,
      staticData: business,
      component: lazyPlace(
        () => import('./DeskMemorial'),
        ({ DeskMemorial }) => accountPlace(DeskMemorial),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.deskHandout,
      staticData: business,
      component: lazyPlace(
        () => import('./DeskHandout'),
        ({ DeskHandout }) => accountPlace(DeskHandout),
      ),
    }),
  ],
  nav: [
    { label: DESK_NAV_WORDS.memorials, to: paths.desk, kind: 'business', order: 10, home: true },
    { label: DESK_NAV_WORDS.waiting, to: paths.deskWaiting, kind: 'business', order: 20 },
    { label: DESK_NAV_WORDS.provision, to: paths.deskProvision, kind: 'business', order: 30 },
    { label: DESK_NAV_WORDS.owners, to: paths.deskOwners, kind: 'business', order: 40 },
    { label: DESK_NAV_WORDS.journal, to: paths.deskJournal, kind: 'business', order: 50 },
  ],
});
