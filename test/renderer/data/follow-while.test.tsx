import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Fund } from '../../../shared/api/premium';
import { setBridge } from '../../../renderer/bridge';
import { createQueryClient } from '../../../renderer/data/query-client';
import { followEveryMs, useRead } from '../../../renderer/data/use-read';
import { FakeBridge } from '../harness';

/** useRead's followWhile: TanStack Query's refetchInterval as a function backs off while something is under way, and stops. */
const fund = (status: 'pending' | 'passed'): Fund => ({
  exists: true,
  message: 'Gifts to the choir, please.',
  links: [],
  is_showing: status === 'passed',
  moderation: { status, reason: null },
  updated_at: '2026-05-01T10:00:00Z',
  notice: '',
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  setBridge(null);
});

describe('following what is under way', () => {
  test('2 s, 4 s, 8 s … then once a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => followEveryMs(n))).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  test('asked again less and less often while the check runs, as the app following it, and no more once it is over', async () => {
    const answers = [fund('pending'), fund('pending'), fund('pending'), fund('passed')];
    const bridge = new FakeBridge();
    setBridge(bridge);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const at: number[] = [];
    const start = Date.now();
    bridge.on('getFund', () => {
      at.push(Date.now() - start);
      return { status: 200, data: answers.shift() ?? fund('passed') };
    });
    renderHook(
      () =>
        useRead({
          accountId: 'acc',
          name: 'getFund',
          input: { params: { memorial: 1 } },
          followWhile: (answer) => answer.exists && answer.moderation.status === 'pending',
        }),
      { wrapper },
    );
    await act(() => vi.advanceTimersByTimeAsync(180_000));
    // The first answer as the screen opens; then after 4 s, 8 s and 16 s while it still says
    // pending; the fourth says passed, and nothing is asked after it.
    expect(at).toEqual([0, 4_000, 12_000, 28_000]);
    // The refreshes follow (the service is asked, not what the core kept), in the app's own lane.
    expect(bridge.callsOf('getFund').slice(1)).toEqual([1, 2, 3].map(() => expect.objectContaining({ follow: true })));
    client.clear();
  });
});
