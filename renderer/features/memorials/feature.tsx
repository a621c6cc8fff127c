/** A family's memorials. */
import { createRoute } from '@tanstack/react-router';
import { useActiveAccount } from '../../data/app-state';
import { defineFeature } from '../../ui/feature';
import { MyMemorials } from './MyMemorials';
import './memorials.css';

function MyMemorialsPlace() {
  const account = useActiveAccount();
  // The shell shows this place only to a family account; keyed so a switch starts it afresh.
  return account ? <MyMemorials key={account.id} account={account} /> : null;
}

export const feature = defineFeature({
  routes: (root) => [createRoute({ getParentRoute: () => root, path: '/memorials', staticData: { account: 'personal' }, component: MyMemorialsPlace })],
  nav: [{ label: 'My memorials', to: '/memorials', kind: 'personal', order: 10, home: true }],
});
