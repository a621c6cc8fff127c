/** The accounts on this computer: names, sign-in and sign-out. Reached from the account menu. */
import { createRoute } from '@tanstack/react-router';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { paths } from '../../ui/places';
import './accounts.css';

export const feature = defineFeature({
  routes: (root) => [
    createRoute({
      getParentRoute: () => root,
      path: paths.accounts,
      staticData: { account: 'any' },
      component: lazyPlace(
        () => import('./AccountsScreen'),
        (screens) => screens.AccountsScreen,
      ),
    }),
  ],
});
