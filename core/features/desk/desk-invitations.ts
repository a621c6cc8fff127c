/**
 * The invitations this computer sent, kept between runs: a business memorial's list record says
 * neither the invitation's number (which resending needs) nor when its link runs out, so what the
 * provision and resend answers said is remembered here until the family has taken it up.
 *
 * Kept in state.sqlite (its `invitations` table: core/store/state.ts), and in memory from the
 * start, since the desk's sweep reads them as it builds the waiting list: `list` answers at once,
 * and each change is written through, in order, before its promise resolves (one that cannot be
 * written is logged; memory keeps it for this run). An older version kept them in
 * `desk-invitations.json`: carried across once, at the first start of this one (`importOnce`),
 * and renamed `desk-invitations.json.imported-<time>`.
 *
 * It holds the deceased's name and dates the service already published to the organization, never
 * the family's email address (that is shown only in the owners list, read from the service) and
 * never a token. Entries are checked when read: a bad one is left out.
 */
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Files } from '../../ports';
import { importOnce } from '../../store/state';
import type { Store, StoreTx } from '../../store/store';

export const StoredInvitation = z.object({
  /** The ProvisionResult id: the invitation's number. */
  id: z.number().int().positive(),
  /** Found in the list after provisioning; null until then. */
  slug: z.string().max(300).nullable(),
  deceasedName: z.string().max(1000).nullable(),
  /** Provisioned at (the list's created_at is the same moment, which is how the two are matched). */
  createdAt: z.string().max(64).nullable(),
  expiresAt: z.string().max(64).nullable(),
  /** When this computer last sent it. */
  sentAt: z.string().max(64),
});
export type StoredInvitation = z.infer<typeof StoredInvitation>;

/** The file an older version kept them in. */
export const OLD_INVITATIONS_FILE = 'desk-invitations.json';

/** `desk-invitations.json` as conf kept it: `{ "accounts": { account: [invitation, ...] } }`. */
const OldInvitationsFile = z.object({ accounts: z.record(z.string(), z.unknown()).catch({}) });

/** Long after any invitation link has run out: an entry older than this is forgotten. */
const KEEP_DAYS = 120;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface InvitationStore {
  /** The account's invitations, at once (from memory). */
  list(accountId: string): StoredInvitation[];
  /** Adds or replaces (by id); resolves once written. */
  save(accountId: string, invitation: StoredInvitation): Promise<void>;
  remove(accountId: string, ids: readonly number[]): Promise<void>;
  forgetAccount(accountId: string): Promise<void>;
}

/** The invitations in `state`, loaded into memory, with an older version's file carried across once. */
export async function openInvitationStore(state: Store, files: Files, clock: Clock): Promise<InvitationStore> {
  await importOnce(state, files, clock, OLD_INVITATIONS_FILE, carryOldInvitations);
  const byAccount = new Map<string, StoredInvitation[]>();
  const rows = await state.query<{ account_id: string; id: number; record: string }>('SELECT account_id, id, record FROM invitations ORDER BY rowid');
  const stale: Array<[string, number]> = [];
  for (const row of rows) {
    const invitation = invitationOf(row.record);
    if (invitation && !isPast(invitation, clock.now())) byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), invitation]);
    else stale.push([row.account_id, Number(row.id)]);
  }
  // What is long past (or unreadable) goes from the file too.
  if (stale.length > 0) {
    await state.transaction(async (tx) => {
      for (const [accountId, id] of stale) await tx.run('DELETE FROM invitations WHERE account_id = ? AND id = ?', [accountId, id]);
    });
  }

  /** Written in the order asked (the Store serves one at a time); a failure is logged, never thrown at the desk. */
  const write = (what: string, work: Promise<unknown>): Promise<void> =>
    work.then(
      () => undefined,
      (error: unknown) => console.error(`memorial-desk: an invitation could not be ${what}:`, error instanceof Error ? error.name : 'unknown error'),
    );

  return {
    list: (accountId) => (byAccount.get(accountId) ?? []).filter((invitation) => !isPast(invitation, clock.now())),
    save(accountId, invitation) {
      const valid = StoredInvitation.parse(invitation);
      byAccount.set(accountId, [...(byAccount.get(accountId) ?? []).filter((known) => known.id !== valid.id), valid]);
      return write('kept', insert(state, accountId, valid));
    },
    remove(accountId, ids) {
      const gone = new Set(ids);
      const rest = (byAccount.get(accountId) ?? []).filter((known) => !gone.has(known.id));
      if (rest.length > 0) byAccount.set(accountId, rest);
      else byAccount.delete(accountId);
      return write(
        'forgotten',
        state.transaction(async (tx) => {
          for (const id of gone) await tx.run('DELETE FROM invitations WHERE account_id = ? AND id = ?', [accountId, id]);
        }),
      );
    },
    forgetAccount(accountId) {
      byAccount.delete(accountId);
      return write('forgotten', state.run('DELETE FROM invitations WHERE account_id = ?', [accountId]));
    },
  };
}

function isPast(invitation: StoredInvitation, now: number): boolean {
  return !(Date.parse(invitation.sentAt) >= now - KEEP_DAYS * DAY_MS);
}

function invitationOf(text: string): StoredInvitation | null {
  try {
    const parsed = StoredInvitation.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function insert(tx: StoreTx, accountId: string, invitation: StoredInvitation): Promise<void> {
  await tx.run('INSERT OR REPLACE INTO invitations (account_id, id, record) VALUES (?, ?, ?)', [accountId, invitation.id, JSON.stringify(invitation)]);
}

/** An older version's invitations, per account; an entry that makes no sense is left out, as that version did. */
async function carryOldInvitations(text: string, tx: StoreTx, first: (item: string) => Promise<boolean>): Promise<void> {
  const old = OldInvitationsFile.parse(JSON.parse(text));
  for (const [accountId, entries] of Object.entries(old.accounts)) {
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      const parsed = StoredInvitation.safeParse(entry);
      if (parsed.success && (await first(`${accountId}/${parsed.data.id}`))) await insert(tx, accountId, parsed.data);
    }
  }
}
