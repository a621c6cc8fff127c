/** The funeral-home desk: the organization's memorials. */
import { createRoute } from '@tanstack/react-router';
import { useActiveAccount } from '../../data/app-state';
import { defineFeature } from '../../ui/feature';
import { DeskMemorials } from './DeskMemorials';

function DeskPlace() {
  const account = useActiveAccount();
  // The shell shows this place only to a funeral-home account; keyed so a switch starts it afresh.
  return account ? <DeskMemorials key={account.id} account={account} /> : null;
}

export const feature = defineFeature({
  routes: (root) => [createRoute({ getParentRoute: () => root, path: '/desk', staticData: { account: 'business' }, component: DeskPlace })],
  nav: [{ label: 'Memorials', to: '/desk', kind: 'business', order: 10, home: true }],
});
