/**
 * The funeral-home desk: the organization's memorials (search, days, pages), the families an
 * invitation is waiting on, starting a memorial for a family, who looks after each one, one
 * memorial, a hand-out to print for the family, and the desk journal of what this computer did.
 */
import { createRoute } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { useActiveAccount } from '../../data/app-state';
import { defineFeature } from '../../ui/feature';
import { DeskHandout } from './DeskHandout';
import { DeskJournal } from './DeskJournal';
import { DeskMemorial } from './DeskMemorial';
import { DeskMemorials } from './DeskMemorials';
import { DeskOwners } from './DeskOwners';
import { DeskProvision } from './DeskProvision';
import { DeskWaiting } from './DeskWaiting';
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
    createRoute({ getParentRoute: () => root, path: '/desk', staticData: { account: 'business' }, validateSearch: DeskSearch, component: place(DeskMemorials) }),
    createRoute({ getParentRoute: () => root, path: '/desk/waiting', staticData: { account: 'business' }, component: place(DeskWaiting) }),
    createRoute({ getParentRoute: () => root, path: '/desk/provision', staticData: { account: 'business' }, component: place(DeskProvision) }),
    createRoute({ getParentRoute: () => root, path: '/desk/owners', staticData: { account: 'business' }, component: place(DeskOwners) }),
    createRoute({ getParentRoute: () => root, path: '/desk/journal', staticData: { account: 'business' }, component: place(DeskJournal) }),
    createRoute({ getParentRoute: () => root, path: '/desk/memorials/$ref', staticData: { account: 'business' }, component: place(DeskMemorial) }),
    createRoute({ getParentRoute: () => root, path: '/desk/memorials/$ref/handout', staticData: { account: 'business' }, component: place(DeskHandout) }),
  ],
  nav: [
    { label: 'Memorials', to: '/desk', kind: 'business', order: 10, home: true },
    { label: 'Waiting on the family', to: '/desk/waiting', kind: 'business', order: 20 },
    { label: 'New memorial', to: '/desk/provision', kind: 'business', order: 30 },
    { label: 'Owners', to: '/desk/owners', kind: 'business', order: 40 },
    { label: 'Desk journal', to: '/desk/journal', kind: 'business', order: 50 },
  ],
});
