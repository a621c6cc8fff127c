import { hashKey, useQueries, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiInput, ReadName } from '../../shared/bridge';
import { read } from './calls';
import { takePersonAsked } from './asked';
import { memorialOf, readKey } from './keys';

export interface ReadPagesOptions<N extends ReadName> {
  accountId: string;
  name: N;
  /** The read's input without `page`: each page adds its own. */
  input: Omit<ApiInput<N>, 'background' | 'accountId'>;
  memorialId?: number | null;
  /** The pages the screen shows now (from 1). Only these are read, and kept fresh. */
  pages: readonly number[];
  enabled?: boolean;
}

/**
 * A long list read by pages, only the pages the person is looking at (a queue of ten thousand
 * tributes): each page is its own cached read, keyed like `useRead` under the account and the
 * memorial, so a change that ends refreshes only the pages on screen, a request or two, never the
 * whole list. The first read of a page is the person's own; refreshes are background.
 */
export function useReadPages<N extends ReadName>({ accountId, name, input, memorialId, pages, enabled = true }: ReadPagesOptions<N>) {
  const queryClient = useQueryClient();
  // Pages read as the screen opens are the person's own (they opened it), even with data kept.
  const openedAt = useRef(Date.now());
  const opened = useRef(new Set<number>());
  const memorial = memorialOf(input, memorialId);
  return useQueries({
    queries: pages.map((page) => {
      const pageInput = { ...input, query: { ...(input.query as Record<string, unknown>), page } } as Omit<ApiInput<N>, 'background' | 'accountId'>;
      const queryKey = readKey(accountId, name, pageInput, memorial);
      return {
        queryKey,
        enabled,
        queryFn: () => {
          const fresh = takePersonAsked(queryKey);
          const opening = !opened.current.has(page) && Date.now() - openedAt.current < 1_000;
          opened.current.add(page);
          const background = !fresh && !opening && queryClient.getQueryData(queryKey) !== undefined;
          return read(
            name,
            { ...pageInput, accountId, ...(fresh ? { fresh: true } : {}), ...(background ? { background: true } : {}) },
            { accountId, queryHash: hashKey(queryKey) },
          );
        },
      };
    }),
    combine: (results) => ({
      pages: new Map(results.map((result, i) => [pages[i]!, result.data])),
      pending: results.some((result) => result.isPending && result.fetchStatus !== 'idle'),
      error: results.find((result) => result.error)?.error ?? null,
      dataUpdatedAt: Math.max(0, ...results.map((result) => result.dataUpdatedAt)),
    }),
  });
}
