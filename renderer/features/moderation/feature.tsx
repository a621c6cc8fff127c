/** Tributes: one memorial's queue, the combined inbox of every memorial, keyboard triage, many at once, Undo. */
import { createRoute, useSearch } from '@tanstack/react-router';
import type { AccountInfo } from '../../../shared/bridge';
import { TRIBUTE_LISTS } from '../../../shared/tribute-lists';
import { useActiveAccount, useAppStore, waitingTributes } from '../../data/app-state';
import { accountPlace, defineFeature, lazyPlace, memorialPlace, type MemorialPlaceProps } from '../../ui/feature';
import { paths } from '../../ui/places';
import { oneOfParam, searchSchema } from '../../ui/search-params';
import { NAV_WORDS } from './nav-words';
import './moderation.css';

const QueueSearch = searchSchema((search) => ({ status: oneOfParam(search.status, TRIBUTE_LISTS) ?? 'pending' }));

/** The list the address asks for (`?status=`), pending when it names none or one there is not. */
function useQueueStatus() {
  return QueueSearch.parse(useSearch({ strict: false })).status;
}

/** One memorial's queue, with the list the address asks for. */
const MemorialQueuePlace = lazyPlace(
  () => import('./QueueScreen'),
  ({ MemorialQueue }) =>
    memorialPlace(NAV_WORDS.place, function MemorialQueueOfList(props: MemorialPlaceProps) {
      return <MemorialQueue {...props} status={useQueueStatus()} />;
    }),
);

/** Every memorial's tributes together, with the list the address asks for. */
const InboxPlace = lazyPlace(
  () => import('./QueueScreen'),
  ({ Inbox }) =>
    accountPlace(function InboxOfList({ account }: { account: AccountInfo }) {
      return <Inbox account={account} status={useQueueStatus()} />;
    }),
);

const personal = { account: 'personal' } as const;

export const feature = defineFeature({
  routes: (root) => [
    createRoute({ getParentRoute: () => root, path: paths.tributes, staticData: personal, validateSearch: QueueSearch, component: MemorialQueuePlace }),
    createRoute({ getParentRoute: () => root, path: paths.inbox, staticData: personal, validateSearch: QueueSearch, component: InboxPlace }),
  ],
  nav: [
    {
      label: NAV_WORDS.label,
      to: paths.inbox,
      kind: 'personal',
      order: 20,
      useCount: () => {
        const account = useActiveAccount();
        return useAppStore((s) => (account ? waitingTributes(s, account.id) : null));
      },
      countWords: NAV_WORDS.countWords,
    },
  ],
});
