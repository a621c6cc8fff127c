import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Contribution } from '../../../../shared/api/contributions';
import type { OutboxEntry } from '../../../../shared/bridge';
import {
  changeLabel,
  decisionOf,
  decisionsFor,
  doneWords,
  filterOf,
  isRefusedBySafety,
  reversalOf,
  timeLeftWords,
  waitingWords,
  whyNotApprovable,
} from '../../../../renderer/features/moderation/decisions';
import { isolate } from '../../../../renderer/features/moderation/moderation-words';
import { loadCatalog } from '../../../../shared/i18n/catalogs';

const onError = (error: unknown) => {
  throw error;
};
const intl = createIntl({ locale: 'en', messages: await loadCatalog('en'), onError });
const es = createIntl({ locale: 'es', messages: await loadCatalog('es'), onError });

function tribute(overrides: Partial<Contribution> = {}): Contribution {
  return {
    id: 7,
    type: 'message',
    title: null,
    body: 'She taught us all to swim.',
    author: { name: 'Ann Carter', email: null, is_guest: true },
    status: 'pending',
    is_approved: false,
    is_private: false,
    is_pinned: false,
    is_hidden: false,
    moderation: { status: 'passed', reason: null },
    can_approve: true,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

describe('which decisions a tribute allows', () => {
  it('waiting: approve only when the service says it can be, then decline and hide', () => {
    expect(decisionsFor(tribute(), 'pending')).toEqual(['approve', 'reject', 'hide']);
    expect(decisionsFor(tribute({ can_approve: false }), 'pending')).toEqual(['reject', 'hide']);
  });

  it('approved: pin or unpin as it stands, and hide', () => {
    expect(decisionsFor(tribute({ status: 'approved' }), 'approved')).toEqual(['pin', 'hide']);
    expect(decisionsFor(tribute({ status: 'approved', is_pinned: true }), 'approved')).toEqual(['unpin', 'hide']);
  });

  it('declined: hide only; hidden: restore only', () => {
    expect(decisionsFor(tribute({ status: 'rejected' }), 'rejected')).toEqual(['hide']);
    expect(decisionsFor(tribute({ is_hidden: true }), 'deleted')).toEqual(['restore']);
  });
});

describe('why approving is not offered', () => {
  it('says nothing when it can be approved', () => {
    expect(whyNotApprovable(tribute())).toBeNull();
  });

  it('a private tribute is never publishable, whatever else is true of it', () => {
    expect(intl.formatMessage(whyNotApprovable(tribute({ can_approve: false, is_private: true, moderation: { status: 'failed', reason: 'x' } }))!)).toMatch(
      /family only.*never published/,
    );
  });

  it('refused by the safety check, with what can be done instead', () => {
    expect(intl.formatMessage(whyNotApprovable(tribute({ can_approve: false, moderation: { status: 'failed', reason: 'Unkind words' } }))!)).toMatch(
      /safety check refused.*decline it or hide it/,
    );
  });

  it('otherwise, waiting for the writer to confirm their email', () => {
    expect(intl.formatMessage(whyNotApprovable(tribute({ can_approve: false }))!)).toMatch(/confirm their email/);
  });

  it('the refused ones are folded away', () => {
    expect(isRefusedBySafety(tribute({ moderation: { status: 'failed', reason: null } }))).toBe(true);
    expect(isRefusedBySafety(tribute())).toBe(false);
  });
});

describe('the words of a decision', () => {
  it('names the tribute by its writer, or "Someone", the name isolated from the words around it', () => {
    expect(doneWords('reject', tribute(), intl)).toBe(`Declined ${isolate('Ann Carter')}’s tribute`);
    expect(doneWords('hide', tribute({ author: { name: '  ', email: null, is_guest: true } }), intl)).toBe(`Hid ${isolate('Someone')}’s tribute`);
    expect(doneWords('approve', tribute(), es)).toBe(`Homenaje de ${isolate('Ann Carter')} aprobado`);
  });

  it('says what waits to be sent, and labels it in the outbox with the memorial, each name isolated', () => {
    expect(waitingWords('approve', intl)).toBe('Approval waiting to be sent');
    expect(changeLabel('pin', tribute(), 'Harold Brennan', intl)).toBe(`Pin ${isolate('Ann Carter')}’s tribute on ${isolate('Harold Brennan')}’s memorial`);
    expect(changeLabel('hide', tribute(), null, intl)).toBe(`Hide ${isolate('Ann Carter')}’s tribute`);
    expect(isolate('Ann Carter')).toBe('\u2068Ann Carter\u2069');
  });

  it('reads an outbox entry back as its decision, and nothing else as one', () => {
    expect(decisionOf({ operation: 'approveContribution' } as OutboxEntry)).toBe('approve');
    expect(decisionOf({ operation: 'updateMyMemorial' } as OutboxEntry)).toBeNull();
  });
});

describe('taking a decision back once it has gone out', () => {
  it('hide and restore, pin and unpin undo each other; approve and decline have no reversal in the API', () => {
    expect(reversalOf('hide')).toBe('restore');
    expect(reversalOf('restore')).toBe('hide');
    expect(reversalOf('pin')).toBe('unpin');
    expect(reversalOf('unpin')).toBe('pin');
    expect(reversalOf('reject')).toBeNull();
    expect(reversalOf('approve')).toBeNull();
  });
});

describe('lists and time', () => {
  it('puts a tribute in the list it belongs to now', () => {
    expect(filterOf(tribute())).toBe('pending');
    expect(filterOf(tribute({ status: 'approved' }))).toBe('approved');
    expect(filterOf(tribute({ status: 'rejected' }))).toBe('rejected');
    expect(filterOf(tribute({ status: 'approved', is_hidden: true }))).toBe('deleted');
  });

  it('says the time the rest of a batch takes at the account’s rate', () => {
    expect(timeLeftWords(0, 20, intl)).toBe('Done');
    expect(timeLeftWords(10, 20, intl)).toBe('less than a minute');
    expect(timeLeftWords(40, 20, intl)).toBe('about 2 minutes');
    expect(timeLeftWords(21, 20, intl)).toBe('about 2 minutes');
    expect(timeLeftWords(20, 20, intl)).toBe('about 1 minute');
    expect(timeLeftWords(20, 20, es)).toBe('aproximadamente 1 minuto');
    expect(timeLeftWords(40, 20, es)).toBe('aproximadamente 2 minutos');
  });
});
