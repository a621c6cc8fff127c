/**
 * A place's first read, begun by its route beside the loading of its screen's code
 * (renderer/data/place-read.ts, ui/feature.tsx `readAsPlaceOpens`).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { setBridge } from '../../../renderer/bridge';
import { resetAppStore, useAppStore } from '../../../renderer/data/app-state';
import { beginPlaceRead, takePlaceRead } from '../../../renderer/data/place-read';
import { readKey } from '../../../renderer/data/keys';
import { createQueryClient } from '../../../renderer/data/query-client';
import { readAsPlaceOpens } from '../../../renderer/ui/feature';
import { accountsState, fakeMain, family, funeralHome, myMemorialsAnswer, personalMemorial } from '../harness';

const READ = { name: 'listMyMemorials', input: { query: { per_page: 100 } } } as const;

afterEach(() => {
  setBridge(null);
  resetAppStore();
});

function world() {
  const bridge = fakeMain(accountsState([family])).on('listMyMemorials', () => myMemorialsAnswer([personalMemorial()]));
  setBridge(bridge);
  return { bridge, queryClient: createQueryClient() };
}

describe('a place’s first read, begun as the place opens', () => {
  test('is the person’s own read, once: an answer fresh enough is not asked again', async () => {
    const { bridge, queryClient } = world();
    beginPlaceRead(queryClient, family.id, READ);
    beginPlaceRead(queryClient, family.id, READ);
    const key = readKey(family.id, 'listMyMemorials', READ.input, null);
    await expect.poll(() => queryClient.getQueryData(key)).toBeDefined();
    beginPlaceRead(queryClient, family.id, READ);
    expect(bridge.callsOf('listMyMemorials')).toEqual([{ query: { per_page: 100 }, accountId: family.id }]);
    // The screen that opens now takes it as its opening read, once.
    expect(takePlaceRead(key)).toBe(true);
    expect(takePlaceRead(key)).toBe(false);
  });

  test('the route asks only for a signed-in active account of the place’s kind, and not for a link’s preload', async () => {
    const { bridge, queryClient } = world();
    const loader = readAsPlaceOpens('personal', READ);
    useAppStore.setState({ accounts: accountsState([funeralHome]) });
    loader({ context: { queryClient } });
    useAppStore.setState({ accounts: accountsState([{ ...family, signedIn: false }]) });
    loader({ context: { queryClient } });
    loader({ context: { queryClient: null } });
    useAppStore.setState({ accounts: accountsState([family]) });
    loader({ context: { queryClient }, cause: 'preload' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(bridge.callsOf('listMyMemorials')).toEqual([]);
    useAppStore.setState({ accounts: accountsState([family]) });
    loader({ context: { queryClient } });
    await expect.poll(() => bridge.callsOf('listMyMemorials')).toEqual([{ query: { per_page: 100 }, accountId: family.id }]);
  });
});
