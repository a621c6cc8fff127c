import { QueryClient } from '@tanstack/react-query';
import { createKeptAnswersCache } from './kept-answers';

/**
 * The renderer's cache of reads. The core owns the network, the retries and the rate limits, so the
 * renderer never pauses for navigator.onLine (`networkMode: 'always'`) and never retries on its
 * own: a failure is shown with the service's words and a way to try again. The core keeps what it read
 * (the replica), so asking again is cheap: it answers from what it kept and decides itself when
 * the service must be asked.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: createKeptAnswersCache(),
    defaultOptions: {
      queries: { networkMode: 'always', retry: false, staleTime: 30_000, gcTime: 30 * 60_000 },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
