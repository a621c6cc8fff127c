import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openInvitationStore } from '../../../../core/features/desk/desk-invitations';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'desk-invitations-'));
  dirs.push(dir);
  return dir;
}

const now = Date.parse('2026-05-01T12:00:00Z');
const invitation = (id: number, sentAt = '2026-04-30T10:00:00Z') => ({
  id,
  slug: null,
  deceasedName: `Person ${id}`,
  createdAt: sentAt,
  expiresAt: '2026-05-14T10:00:00Z',
  sentAt,
});

describe('the invitations this computer sent', () => {
  it('are kept per account between runs, owner-only, replaced by id, removed and forgotten', () => {
    const dir = folder();
    const store = openInvitationStore(dir, () => now);
    store.save('a', invitation(1));
    store.save('a', { ...invitation(1), slug: 'person-1' });
    store.save('a', invitation(2));
    store.save('b', invitation(3));
    const again = openInvitationStore(dir, () => now);
    expect(again.list('a').map((i) => [i.id, i.slug])).toEqual([
      [1, 'person-1'],
      [2, null],
    ]);
    expect(statSync(join(dir, 'desk-invitations.json')).mode & 0o777).toBe(0o600);
    again.remove('a', [1]);
    again.forgetAccount('b');
    expect(
      openInvitationStore(dir, () => now)
        .list('a')
        .map((i) => i.id),
    ).toEqual([2]);
    expect(openInvitationStore(dir, () => now).list('b')).toEqual([]);
  });

  it('leave out what cannot be read, and what is long past, and keep a broken file aside', () => {
    const dir = folder();
    writeFileSync(
      join(dir, 'desk-invitations.json'),
      JSON.stringify({ accounts: { a: [invitation(1), { id: 'x' }, invitation(2, '2025-01-01T00:00:00Z')], b: 'nonsense' } }),
    );
    expect(
      openInvitationStore(dir, () => now)
        .list('a')
        .map((i) => i.id),
    ).toEqual([1]);
    writeFileSync(join(dir, 'desk-invitations.json'), '{ not json');
    const store = openInvitationStore(dir, () => now);
    expect(store.list('a')).toEqual([]);
    expect(readdirSync(dir).some((name) => name.startsWith('desk-invitations.json.unreadable-'))).toBe(true);
    store.save('a', invitation(5));
    expect(JSON.parse(readFileSync(join(dir, 'desk-invitations.json'), 'utf8')).accounts.a).toHaveLength(1);
  });
});
