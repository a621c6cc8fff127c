/** Tributes: one memorial's queue, the combined inbox of every memorial, keyboard triage, many at once, Undo. */
import { createRoute, useParams, useSearch } from '@tanstack/react-router';
import { z } from 'zod';
import { useActiveAccount, useAppStore, waitingTributes } from '../../data/app-state';
import { defineFeature, lazyPlace } from '../../ui/feature';
import './moderation.css';

const QueueSearch = z.object({ status: z.enum(['pending', 'approved', 'rejected', 'deleted']).catch('pending').default('pending') });
const MemorialParams = z.object({ memorialId: z.coerce.number().int().positive() });

export const feature = defineFeature({
  routes: (root) => {
    const memorialQueue = createRoute({
      getParentRoute: () => root,
      path: '/memorials/$memorialId/tributes',
      staticData: { account: 'personal' },
      validateSearch: QueueSearch,
      component: lazyPlace(
        () => import('./QueueScreen'),
        ({ MemorialQueue }) =>
          function MemorialQueuePlace() {
            const account = useActiveAccount();
            const { memorialId } = MemorialParams.parse(useParams({ strict: false }));
            const { status } = QueueSearch.parse(useSearch({ strict: false }));
            return account ? <MemorialQueue key={`${account.id}:${memorialId}`} account={account} memorialId={memorialId} status={status} /> : null;
          },
      ),
    });
    const inbox = createRoute({
      getParentRoute: () => root,
      path: '/inbox',
      staticData: { account: 'personal' },
      validateSearch: QueueSearch,
      component: lazyPlace(
        () => import('./QueueScreen'),
        ({ Inbox }) =>
          function InboxPlace() {
            const account = useActiveAccount();
            const { status } = QueueSearch.parse(useSearch({ strict: false }));
            return account ? <Inbox key={account.id} account={account} status={status} /> : null;
          },
      ),
    });
    return [memorialQueue, inbox];
  },
  nav: [
    {
      label: 'Tributes',
      to: '/inbox',
      kind: 'personal',
      order: 20,
      useCount: () => {
        const account = useActiveAccount();
        return useAppStore((s) => (account ? waitingTributes(s, account.id) : null));
      },
      countWords: 'waiting for approval',
    },
  ],
});
