import { say } from '../../../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from '../../../core/bridge/bridge-words';
import { describe, expect, it, vi } from 'vitest';
import { accountOfKind, areaLoadedLater, refuseOtherKind, type AccountKind, type Area } from '../../../core/bridge/area';
import { LocalError } from '../../../core/service/client';

/** What every area asks before acting: is the account the request is for of the kind this is for? */
const accounts: Record<string, AccountKind> = { home: 'business', family: 'personal' };
const accountFor = (requested: string | undefined) => {
  const id = requested ?? 'family';
  return { id, kind: accounts[id]! };
};

describe('the account a request is for', () => {
  it('is the one named (else the active one) when it is of the kind the area is for', () => {
    expect(accountOfKind(accountFor, 'home', 'business')).toBe('home');
    expect(accountOfKind(accountFor, undefined, 'personal')).toBe('family');
  });

  it('of the other kind, is refused in words that say which kind it is for, or the area’s own', () => {
    expect(() => accountOfKind(accountFor, 'home', 'personal')).toThrow(new LocalError('invalid', say(CORE_BRIDGE_WORDS.forFamilies)));
    expect(() => accountOfKind(accountFor, undefined, 'business')).toThrow(new LocalError('invalid', say(CORE_BRIDGE_WORDS.forFuneralHomes)));
    expect(() => accountOfKind(accountFor, 'home', 'personal', 'Visits are for families.')).toThrow(new LocalError('invalid', 'Visits are for families.'));
  });

  it('an operation for any token goes with either kind; one for the other kind is refused, naming its kind', () => {
    expect(() => refuseOtherKind('any', 'personal')).not.toThrow();
    expect(() => refuseOtherKind('personal', 'personal')).not.toThrow();
    expect(() => refuseOtherKind('business', 'personal')).toThrow(/funeral homes/);
    expect(() => refuseOtherKind('personal', 'business')).toThrow(/family accounts/);
  });
});

describe('an area loaded after the start (areaLoadedLater)', () => {
  type Name = 'visits.history';
  const area = (calls: string[], closed: string[]): Area<Name> => ({
    handlers: { 'visits.history': (args) => Promise.resolve({ asked: args }) as never },
    close: () => {
      closed.push('closed');
      return Promise.resolve();
    },
  });

  it('begins loading at once by default; each call waits for it; closing waits for it and closes it', async () => {
    const closed: string[] = [];
    let loads = 0;
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const later = areaLoadedLater(['visits.history'] as const, async () => {
      loads++;
      await arrived;
      return area([], closed);
    });
    await Promise.resolve();
    expect(loads).toBe(1);
    let answered = false;
    const answer = later.handlers['visits.history']({ memorialId: 7 }).then((value: unknown) => {
      answered = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    arrive();
    await expect(answer).resolves.toEqual({ asked: { memorialId: 7 } });
    await later.settled();
    await later.close();
    expect(closed).toEqual(['closed']);
    expect(loads).toBe(1);
  });

  /** An area loaded later, counting its loads, begun when the test says. */
  function begunLater() {
    let begin!: () => void;
    const begun = new Promise<void>((resolve) => (begin = resolve));
    let loads = 0;
    const later = areaLoadedLater(['visits.history'] as const, () => (loads++, Promise.resolve(area([], []))), begun);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    return { later, loads: () => loads, settle, begin: () => (begin(), settle()) };
  }

  it('given when to begin (the home idle), loads then and not before', async () => {
    const { later, loads, settle, begin } = begunLater();
    await settle();
    expect(loads()).toBe(0);
    await begin();
    expect(loads()).toBe(1);
    await later.close();
  });

  it('loads at its first call when that comes before the moment to begin, and only once', async () => {
    const { later, loads, begin } = begunLater();
    await expect(later.handlers['visits.history']({ memorialId: 1 })).resolves.toEqual({ asked: { memorialId: 1 } });
    expect(loads()).toBe(1);
    await begin();
    expect(loads()).toBe(1);
    await later.close();
  });

  it('never loads once closed', async () => {
    const { later, loads, begin } = begunLater();
    await later.close();
    await begin();
    expect(loads()).toBe(0);
  });

  it('loads all the same when the home’s idle moment fails to come', async () => {
    let loads = 0;
    const later = areaLoadedLater(['visits.history'] as const, () => (loads++, Promise.resolve(area([], []))), Promise.reject(new Error('no idle here')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    await later.close();
  });

  it('a load that fails fails the call with it, and is tried again by the next call and by settled()', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let loads = 0;
    const later = areaLoadedLater(['visits.history'] as const, () => {
      loads++;
      return loads <= 2 ? Promise.reject(new Error('the chunk could not be fetched')) : Promise.resolve(area([], []));
    });
    // The call made at once meets the first load's failure; the next one tries again.
    await expect(later.handlers['visits.history']({} as never)).rejects.toThrow('the chunk could not be fetched');
    expect(loads).toBe(1);
    await expect(later.handlers['visits.history']({} as never)).rejects.toThrow('the chunk could not be fetched');
    expect(loads).toBe(2);
    // Forgetting an account waits for settled(): it tries again, so the area's start (an older
    // version's files carried in) happens before the account is forgotten, not after.
    await later.settled();
    expect(loads).toBe(3);
    await expect(later.handlers['visits.history']({} as never)).resolves.toEqual({ asked: {} });
    expect(loads).toBe(3);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
