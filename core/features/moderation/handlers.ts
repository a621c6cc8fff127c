/** The tributes waiting for approval on every family account's memorials, as the inbox sweep last found them. */
import type { InboxSweep } from './inbox-sweep';
import { nothingToClose, type Area, type OperationsOf } from '../../bridge/area';

export interface InboxDeps {
  inbox: Pick<InboxSweep, 'state' | 'watch'>;
}

export function inboxHandlers({ inbox }: InboxDeps): Area<OperationsOf<'inbox.'>> {
  return {
    handlers: {
      'inbox.get': () => Promise.resolve(inbox.state()),
      'inbox.watch': ({ accountId, watching }) => {
        inbox.watch(accountId, watching);
        return Promise.resolve({});
      },
    },
    close: nothingToClose,
  };
}
