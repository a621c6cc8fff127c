/**
 * The first look's keeper (first-look-keeper.ts), its code loaded when first asked: no first
 * screen needs it, and on the phone every byte before the first screen counts.
 */
import type { FirstLookKeeperDeps, FirstLookKeeping } from './first-look';

export function firstLookKeeper(deps: FirstLookKeeperDeps): FirstLookKeeping {
  let loaded: FirstLookKeeping | null = null;
  let loading: Promise<FirstLookKeeping> | null = null;
  const keeper = () =>
    (loading ??= import('./first-look-keeper').then(({ FirstLookKeeper }) => {
      loaded = new FirstLookKeeper(deps);
      return loaded;
    }));
  return {
    keep: async (look) => (await keeper()).keep(look),
    placeNow: async (place, accountId) => (await keeper()).placeNow(place, accountId),
    forget: async (accountId) => (await keeper()).forget(accountId),
    // Until it is loaded, no account is being forgotten (forget loads it).
    signedInNow: (ids) => loaded?.signedInNow(ids),
    settled: async () => (loading ? (await loading).settled() : undefined),
  };
}
