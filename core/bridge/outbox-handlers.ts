/** The person's changes waiting to go, or ended: the list, taking one back (Undo), forgetting one seen. */
import { LocalError } from '../service/client';
import type { Outbox } from '../offline/outbox';
import { nothingToClose, type Area, type OperationsOf } from './area';
import { say } from '../../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from './bridge-words';

export interface OutboxDeps {
  outbox: Pick<Outbox, 'entries' | 'cancel' | 'dismiss'>;
}

export function outboxHandlers({ outbox }: OutboxDeps): Area<OperationsOf<'outbox.'>> {
  return {
    handlers: {
      'outbox.list': () => Promise.resolve({ entries: outbox.entries() }),
      'outbox.cancel': async ({ id }) => {
        if (!(await outbox.cancel(id))) {
          throw new LocalError('invalid', say(CORE_BRIDGE_WORDS.alreadySent));
        }
        return { entries: outbox.entries() };
      },
      'outbox.dismiss': async ({ id }) => {
        await outbox.dismiss(id);
        return { entries: outbox.entries() };
      },
    },
    close: nothingToClose,
  };
}
