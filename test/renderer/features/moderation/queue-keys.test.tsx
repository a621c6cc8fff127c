import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { describe, expect, test } from 'vitest';
import { ContributionFilter } from '../../../../shared/api/contributions';
import { keyWords, QUEUE_KEYS, queueCommand } from '../../../../renderer/features/moderation/queue-keys';
import { loadCatalog } from '../../../../shared/i18n/catalogs';
import { accountsState, contribution, fakeMain, family, personalMemorial, renderApp } from '../../harness';

const intl = createIntl({ locale: 'en', messages: await loadCatalog('en') });

/** The queue's keys, kept in one table (queue-keys.ts): the key handler and the list of keys agree. */
const tribute = contribution;

function queueMain(count: number) {
  const tributes = Array.from({ length: count }, (_, index) => tribute(index + 1));
  const meta = { current_page: 1, from: 1, to: count, per_page: 100, total: count, last_page: 1 };
  const empty = {
    status: 200,
    data: { data: [], links: { first: 'p1', last: 'p1', prev: null, next: null }, meta: { ...meta, from: null, to: null, total: 0 } },
  };
  return fakeMain(accountsState([family], family.id))
    .on('getMyMemorial', () => ({ status: 200, data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) } }))
    .on('listContributions', ({ query }) =>
      query?.status === 'pending' ? { status: 200, data: { data: tributes, links: { first: 'p1', last: 'p1', prev: null, next: null }, meta } } : empty,
    );
}

/** The tribute the focus is on, by its number. */
const focusedTribute = () => document.activeElement?.getAttribute('data-tribute');

describe('the queue’s keys', () => {
  test('every key in the table asks for its own command, letters in either case, Ctrl or ⌘ with Z to undo', () => {
    for (const { command, keys } of QUEUE_KEYS) {
      for (const key of keys) {
        const [chord, name] = key.startsWith('Ctrl+') ? [true, key.slice('Ctrl+'.length)] : [false, key];
        expect(queueCommand({ key: name, ctrlKey: chord, metaKey: false, altKey: false })).toBe(command);
        if (chord) expect(queueCommand({ key: name.toUpperCase(), ctrlKey: false, metaKey: true, altKey: false })).toBe(command);
        else if (name.length === 1) expect(queueCommand({ key: name.toUpperCase(), ctrlKey: false, metaKey: false, altKey: false })).toBe(command);
      }
    }
    expect(queueCommand({ key: 'a', ctrlKey: true, metaKey: false, altKey: false })).toBeNull();
    expect(queueCommand({ key: 'a', ctrlKey: false, metaKey: false, altKey: true })).toBeNull();
    expect(queueCommand({ key: 'q', ctrlKey: false, metaKey: false, altKey: false })).toBeNull();
  });

  test('the list of keys shows every key the queue answers to, Page Up and Page Down included; the tabs are the contract’s lists', async () => {
    const user = userEvent.setup();
    renderApp(queueMain(12), { at: '/memorials/1/tributes' });
    await screen.findByText('Tribute number 1.');
    expect(screen.getAllByRole('tab').map((tab) => tab.id.split('-').at(-1))).toEqual(ContributionFilter.options);
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keys for going through tributes' });
    const rows = within(sheet).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(
      QUEUE_KEYS.map(({ keys, what }) => `${keys.map((key) => keyWords(key, intl)).join(' or ')}${intl.formatMessage(what)}`),
    );
    expect(within(sheet).getByRole('rowheader', { name: 'Page Down' }).nextElementSibling?.textContent).toBe('Five tributes on');
    expect(within(sheet).getByRole('rowheader', { name: 'Page Up' }).nextElementSibling?.textContent).toBe('Five tributes back');
    expect(within(sheet).getByRole('rowheader', { name: 'U or Ctrl+Z' })).toBeDefined();
  });

  test('Page Down and Page Up, as the list says, move five tributes on and back', async () => {
    const user = userEvent.setup();
    renderApp(queueMain(12), { at: '/memorials/1/tributes' });
    await screen.findByText('Tribute number 1.');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedTribute()).toBe('1'));
    await user.keyboard('{PageDown}');
    await waitFor(() => expect(focusedTribute()).toBe('6'));
    await user.keyboard('{PageDown}{PageDown}');
    await waitFor(() => expect(focusedTribute()).toBe('12'));
    await user.keyboard('{PageUp}');
    await waitFor(() => expect(focusedTribute()).toBe('7'));
    await user.keyboard('{Home}');
    await waitFor(() => expect(focusedTribute()).toBe('1'));
  });
});
