import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiInput, ApiAnswer, OutboxEntry, QueuedName, ReadName, SendName } from '../../shared/bridge';
import { markPersonAsked } from './asked';
import { queue, send } from './calls';
import { accountKey, isTouched } from './keys';

export type ChangeInput<N extends QueuedName> = Omit<ApiInput<N>, 'background' | 'accountId'>;

/**
 * A person's change, through the core's durable outbox. It resolves as soon as the change is on disk
 * (not when the service answers): the screen shows it at once, laid over the service's data, and
 * its end (done, or refused in the service's words) arrives as an outbox event.
 */
export function useQueuedChange<N extends QueuedName>(accountId: string, name: N) {
  return useMutation<OutboxEntry, unknown, ChangeInput<N>>({
    mutationFn: (input) => queue(name, { ...input, accountId }),
  });
}

export type SendInput<N extends SendName> = Omit<ApiInput<N>, 'background' | 'accountId'>;

/**
 * A request that needs its answer now (creating, exporting, sharing): sent ahead of background
 * work, or refused at once in plain words when the service cannot be reached. The reads it alters
 * are refreshed when it succeeds, as the person's own (they are waiting to see what they did), now
 * for those on screen and when next shown for the others (a list left for the memorial's page).
 */
export function useSend<N extends SendName>(accountId: string, name: N, options: { refresh?: readonly ReadName[]; memorialId?: number | null } = {}) {
  const queryClient = useQueryClient();
  return useMutation<ApiAnswer<N>, unknown, SendInput<N>>({
    mutationFn: (input) => send(name, { ...input, accountId }),
    onSuccess: async () => {
      const refresh = options.refresh ?? [];
      if (refresh.length === 0) return;
      const filter = {
        queryKey: accountKey(accountId),
        predicate: (query: { queryKey: readonly unknown[] }) => refresh.some((read) => isTouched(query.queryKey, accountId, read, options.memorialId ?? null)),
      };
      for (const query of queryClient.getQueryCache().findAll(filter)) markPersonAsked(query.queryKey);
      await queryClient.invalidateQueries(filter);
    },
  });
}

/**
 * Any of the person's changes, through the durable outbox, for one account: for screens that make
 * several kinds (a moderation queue: approve, decline, hide …). Resolves once each is on disk.
 */
export function useQueueChanges(accountId: string) {
  return useCallback(<N extends QueuedName>(name: N, input: ChangeInput<N>) => queue(name, { ...input, accountId }), [accountId]);
}
