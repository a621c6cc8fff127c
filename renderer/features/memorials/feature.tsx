/** A family's memorials: the list, creating one, each memorial's page, editing, sharing. */
import { createRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { useActiveAccount } from '../../data/app-state';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { MemorialPlace } from './memorial-place';
import './memorials.css';

const MyMemorialsPlace = lazyPlace(
  () => import('./MyMemorials'),
  ({ MyMemorials }) =>
    function MyMemorialsPlace() {
      const account = useActiveAccount();
      // The shell shows this place only to a family account; keyed so a switch starts it afresh.
      return account ? <MyMemorials key={account.id} account={account} /> : null;
    },
);

const NewMemorialPlace = lazyPlace(
  () => import('./NewMemorial'),
  ({ NewMemorial }) =>
    function NewMemorialPlace() {
      const account = useActiveAccount();
      return account ? <NewMemorial key={account.id} account={account} /> : null;
    },
);

/** `following=draft`: the memorial was just created; its page follows the draft until it is ready or blocked. */
export const MemorialSearch = z.object({ following: z.enum(['draft']).optional().catch(undefined) });

const personal = { account: 'personal' } as const;

export const feature = defineFeature({
  routes: (root) => [
    createRoute({ getParentRoute: () => root, path: '/memorials', staticData: personal, component: MyMemorialsPlace }),
    createRoute({ getParentRoute: () => root, path: '/memorials/new', staticData: personal, component: NewMemorialPlace }),
    createRoute({
      getParentRoute: () => root,
      path: '/memorials/$memorialId',
      staticData: personal,
      validateSearch: MemorialSearch,
      component: lazyPlace(
        () => import('./MemorialPage'),
        ({ MemorialPage }) =>
          function MemorialPagePlace() {
            return <MemorialPlace>{(account, id) => <MemorialPage account={account} memorialId={id} />}</MemorialPlace>;
          },
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/memorials/$memorialId/edit',
      staticData: personal,
      component: lazyPlace(
        () => import('./EditMemorial'),
        ({ EditMemorial }) =>
          function EditMemorialPlace() {
            return <MemorialPlace>{(account, id) => <EditMemorial account={account} memorialId={id} />}</MemorialPlace>;
          },
      ),
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/memorials/$memorialId/share',
      staticData: personal,
      component: lazyPlace(
        () => import('./ShareMemorial'),
        ({ ShareMemorial }) =>
          function ShareMemorialPlace() {
            return <MemorialPlace>{(account, id) => <ShareMemorial account={account} memorialId={id} />}</MemorialPlace>;
          },
      ),
    }),
  ],
  nav: [{ label: 'My memorials', to: '/memorials', kind: 'personal', order: 10, home: true }],
});
