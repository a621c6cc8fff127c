import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openInvitationStore } from '../../../../core/features/desk/desk-invitations';
import { FakeClock } from '../../../helpers/fake-clock';
import { openStateFolder, type StateFolder } from '../../../helpers/state-folder';
import { useTempFolders } from '../../../helpers/temp-folder';

const tempFolder = useTempFolders();
const opened: StateFolder[] = [];
afterEach(async () => {
  for (const folder of opened.splice(0)) await folder.close();
});

const now = Date.parse('2026-05-01T12:00:00Z');
async function dataFolder(dir = tempFolder('desk-invitations')): Promise<StateFolder> {
  const folder = await openStateFolder(dir, new FakeClock(now));
  opened.push(folder);
  return folder;
}
const storeOf = (f: StateFolder) => openInvitationStore(f.state, f.files, f.clock);

const invitation = (id: number, sentAt = '2026-04-30T10:00:00Z') => ({
  id,
  slug: null,
  deceasedName: `Person ${id}`,
  createdAt: sentAt,
  expiresAt: '2026-05-14T10:00:00Z',
  sentAt,
});

describe('the invitations this computer sent', () => {
  it('are kept per account between runs in state.sqlite, replaced by id, removed and forgotten', async () => {
    const f = await dataFolder();
    const store = await storeOf(f);
    await store.save('a', invitation(1));
    await store.save('a', { ...invitation(1), slug: 'person-1' });
    await store.save('a', invitation(2));
    await store.save('b', invitation(3));
    // At once, from memory.
    expect(store.list('a').map((i) => i.id)).toEqual([1, 2]);

    await f.reopen();
    const again = await storeOf(f);
    expect(again.list('a').map((i) => [i.id, i.slug])).toEqual([
      [1, 'person-1'],
      [2, null],
    ]);
    await again.remove('a', [1]);
    await again.forgetAccount('b');
    await f.reopen();
    const third = await storeOf(f);
    expect(third.list('a').map((i) => i.id)).toEqual([2]);
    expect(third.list('b')).toEqual([]);
    expect(readdirSync(f.folder).filter((n) => n.endsWith('.json'))).toEqual([]);
  });

  it('forget what is long past, from the file too', async () => {
    const f = await dataFolder();
    const store = await storeOf(f);
    await store.save('a', invitation(1));
    await store.save('a', invitation(2, '2025-01-01T00:00:00Z'));
    expect(store.list('a').map((i) => i.id)).toEqual([1]);
    await f.reopen();
    await storeOf(f);
    expect((await f.state.query('SELECT id FROM invitations ORDER BY id')).map((r) => r.id)).toEqual([1]);
  });

  it('carry an older version’s desk-invitations.json across once, leaving out what cannot be read or is long past', async () => {
    const dir = tempFolder('desk-invitations');
    writeFileSync(
      join(dir, 'desk-invitations.json'),
      JSON.stringify({ accounts: { a: [invitation(1), { id: 'x' }, invitation(2, '2025-01-01T00:00:00Z')], b: 'nonsense' } }),
    );
    const f = await dataFolder(dir);
    expect((await storeOf(f)).list('a').map((i) => i.id)).toEqual([1]);
    expect(readdirSync(dir).filter((n) => n.startsWith('desk-invitations.json'))).toEqual([`desk-invitations.json.imported-${now}`]);
    await f.reopen();
    expect((await storeOf(f)).list('a').map((i) => i.id)).toEqual([1]);
  });

  it('keep a broken old file aside and start empty', async () => {
    const dir = tempFolder('desk-invitations');
    writeFileSync(join(dir, 'desk-invitations.json'), '{ not json');
    const store = await storeOf(await dataFolder(dir));
    expect(store.list('a')).toEqual([]);
    expect(readdirSync(dir).some((name) => name.startsWith('desk-invitations.json.unreadable-'))).toBe(true);
    await store.save('a', invitation(5));
    expect(store.list('a')).toHaveLength(1);
  });
});
