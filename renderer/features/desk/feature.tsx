/**
 * The funeral-home desk: the organization's memorials (search, days, pages), the families an
 * invitation is waiting on, starting a memorial for a family, who looks after each one, one
 * memorial, a hand-out to print for the family, and the desk journal of what this computer did.
 */
import { createRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { useActiveAccount } from '../../data/app-state';
import { defineFeature, lazyPlace } from '../../ui/feature';
import { DeskSearch } from './memorials-search';
import './desk.css';

/** A desk place for the active account; keyed so a switch starts it afresh. */
function place(Screen: ComponentType<{ account: AccountInfo }>) {
  return function DeskPlace() {
    const account = useActiveAccount();
    // The shell shows these places only to a funeral-home account.
    return account ? <Screen key={account.id} account={account} /> : null;
  };
}

export const feature = defineFeature({
  routes: (root) => [
    createRoute({ getParentRoute: () => root, path: '/desk', staticData: { account: 'business' }, validateSearch: DeskSearch, component: lazyPlace(() => import('./DeskMemorials'), (screens) => place(screens.DeskMemorials)) }),
    createRoute({ getParentRoute: () => root, path: '/desk/waiting', staticData: { account: 'business' }, component: lazyPlace(() => import('./DeskWaiting'), (screens) => place(screens.DeskWaiting)) }),
    createRoute({ getParentRoute: () => root, path: '/desk/provision', staticData: { account: 'business' }, component: lazyPlace(() => import('./DeskProvision'), (screens) => place(screens.DeskProvision)) }),
    createRoute({ getParentRoute: () => root, path: '/desk/owners', staticData: { account: 'business' }, component: lazyPlace(() => import('./DeskOwners'), (screens) => place(screens.DeskOwners)) }),
    createRoute({ getParentRoute: () => root, path: '/desk/journal', staticData: { account: 'business' }, component: lazyPlace(() => import('./DeskJournal'), (screens) => place(screens.DeskJournal)) }),
    createRoute({ getParentRoute: () => root, path: '/desk/memorials/$ref', staticData: { account: 'business' }, component: lazyPlace(() => import('./DeskMemorial'), (screens) => place(screens.DeskMemorial)) }),
    createRoute({ getParentRoute: () => root, path: '/desk/memorials/$ref/handout', staticData: { account: 'business' }, component: lazyPlace(() => import('./DeskHandout'), (screens) => place(screens.DeskHandout)) }),
  ],
  nav: [
    { label: 'Memorials', to: '/desk', kind: 'business', order: 10, home: true },
    { label: 'Waiting on the family', to: '/desk/waiting', kind: 'business', order: 20 },
    { label: 'New memorial', to: '/desk/provision', kind: 'business', order: 30 },
    { label: 'Owners', to: '/desk/owners', kind: 'business', order: 40 },
    { label: 'Desk journal', to: '/desk/journal', kind: 'business', order: 50 },
  ],
});
