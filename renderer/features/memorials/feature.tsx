/** A family's memorials: the list, creating one, each memorial's page, editing, sharing. */
import { createRoute } from '@tanstack/react-router';
import { accountPlace, defineFeature, lazyPlace, memorialPlace, readAsPlaceOpens } from '../../ui/feature';
import { MY_MEMORIALS_READ } from './my-memorials-read';
import { paths } from '../../ui/places';
import { MEMORIALS_NAV_WORDS } from './nav-words';
import { oneOfParam, searchSchema } from '../../ui/search-params';
import './memorials.css';

/** `following=draft`: the memorial was just created; its page follows the draft until it is ready or blocked. */
export const MemorialSearch = searchSchema<{ following?: 'draft' }>((search) => ({ following: oneOfParam(search.following, ['draft'] as const) }));

const personal = { account: 'personal' } as const;

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.myMemorials,
      staticData: personal,
      // Its read goes beside its code: the first screen of a family's start (issue 33).
      loader: readAsPlaceOpens('personal', MY_MEMORIALS_READ),
      component: lazyPlace(
        () => import('./MyMemorials'),
        ({ MyMemorials }) => accountPlace(MyMemorials),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.newMemorial,
      staticData: personal,
      component: lazyPlace(
        () => import('./NewMemorial'),
        ({ NewMemorial }) => accountPlace(NewMemorial),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.memorial,
      staticData: personal,
      validateSearch: MemorialSearch,
      component: lazyPlace(
        () => import('./MemorialPage'),
        ({ MemorialPage }) => memorialPlace(MEMORIALS_NAV_WORDS.this, MemorialPage),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.editMemorial,
      staticData: personal,
      component: lazyPlace(
        () => import('./EditMemorial'),
        ({ EditMemorial }) => memorialPlace(MEMORIALS_NAV_WORDS.toChange, EditMemorial),
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: paths.shareMemorial,
      staticData: personal,
      component: lazyPlace(
        () => import('./ShareMemorial'),
        ({ ShareMemorial }) => memorialPlace(MEMORIALS_NAV_WORDS.toShare, ShareMemorial),
      ),
    }),
  ],
  nav: [{ label: MEMORIALS_NAV_WORDS.myMemorials, to: paths.myMemorials, kind: 'personal', order: 10, home: true }],
});
