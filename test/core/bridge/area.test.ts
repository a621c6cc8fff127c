import { say } from '../../../shared/i18n/words';
import { CORE_BRIDGE_WORDS } from '../../../core/bridge/bridge-words';
import { describe, expect, it } from 'vitest';
import { accountOfKind, refuseOtherKind, type AccountKind } from '../../../core/bridge/area';
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
