/**
 * The invitations this computer sent, kept between runs: a business memorial's list record says
 * neither the invitation's number (which resending needs) nor when its link runs out, so what the
 * provision and resend answers said is remembered here until the family has taken it up.
 *
 * Kept by `conf` as desk-invitations.json in the data folder, owner-only (0600), like settings.
 * It holds the deceased's name and dates the service already published to the organization, never
 * the family's email address (that is shown only in the owners list, read from the service) and
 * never a token. Entries are checked when read: a bad one is left out, a file that is not JSON is
 * moved aside and the store starts empty.
 */
import { z } from 'zod';
import { openConfFile } from '../../files/conf-file';

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

/** Long after any invitation link has run out: an entry older than this is forgotten. */
const KEEP_DAYS = 120;

export interface InvitationStore {
  list(accountId: string): StoredInvitation[];
  /** Adds or replaces (by id). */
  save(accountId: string, invitation: StoredInvitation): void;
  remove(accountId: string, ids: readonly number[]): void;
  forgetAccount(accountId: string): void;
}

export function openInvitationStore(dataDir: string, now: () => number): InvitationStore {
  const conf = openConfFile(dataDir, 'desk-invitations');

  function all(): Record<string, StoredInvitation[]> {
    const store: Record<string, unknown> = conf.store;
    const accounts = typeof store.accounts === 'object' && store.accounts !== null ? (store.accounts as Record<string, unknown>) : {};
    const oldest = now() - KEEP_DAYS * 24 * 60 * 60 * 1000;
    const result: Record<string, StoredInvitation[]> = {};
    for (const [accountId, entries] of Object.entries(accounts)) {
      if (!Array.isArray(entries)) continue;
      result[accountId] = entries.flatMap((entry) => {
        const parsed = StoredInvitation.safeParse(entry);
        return parsed.success && Date.parse(parsed.data.sentAt) >= oldest ? [parsed.data] : [];
      });
    }
    return result;
  }

  function write(accountId: string, entries: StoredInvitation[]): void {
    const next = { ...all() };
    if (entries.length === 0) delete next[accountId];
    else next[accountId] = entries;
    conf.set('accounts', next);
  }

  return {
    list: (accountId) => all()[accountId] ?? [],
    save(accountId, invitation) {
      const valid = StoredInvitation.parse(invitation);
      write(accountId, [...(all()[accountId] ?? []).filter((known) => known.id !== valid.id), valid]);
    },
    remove(accountId, ids) {
      const gone = new Set(ids);
      write(
        accountId,
        (all()[accountId] ?? []).filter((known) => !gone.has(known.id)),
      );
    },
    forgetAccount: (accountId) => write(accountId, []),
  };
}
