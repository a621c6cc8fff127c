import { randomBytes } from 'node:crypto';
import type { ShareLink, ShareRole } from '../../shared/api/sharing';
import type { SandboxContext } from '../context';
import type { MemorialRow } from '../memorials/model';

/**
 * Share links (spec 4.5 rule 2). A link is a bearer credential: whoever opens it and accepts gets
 * the role it carries. There is one live link per memorial and role; asking again shows the same
 * link, and `fresh` revokes it and makes a new one. The token is kept (not hashed) because a
 * reused link has to be shown again.
 */

export interface ShareLinkRow {
  id: number;
  memorial_id: number;
  role: ShareRole;
  token: string;
  created_at: string;
  revoked_at: string | null;
}

/** Opening a weaker link never takes a stronger role away. */
const ROLE_RANK: Record<ShareRole, number> = { viewer: 1, contributor: 2, moderator: 3, owner: 4 };

/** What each role allows, in words that follow "Whoever has this link …". */
const ALLOWS: Record<ShareRole, string> = {
  viewer: 'can see the memorial, even though it is not public',
  contributor: 'can see the memorial and leave tributes on it',
  moderator: 'can see the memorial and look after its tributes: approve, reject, hide and pin them',
  owner:
    'can look after the memorial fully: change its wording and settings, look after its tributes, fund, announcements and events, see the replies to events, make share links, and delete it',
};

/** The `grants` field: what the role allows, as a sentence. */
export function grantsOf(role: ShareRole): string {
  const allows = ALLOWS[role];
  return `${allows.charAt(0).toUpperCase()}${allows.slice(1)}.`;
}

export function roleWithArticle(role: ShareRole): string {
  return role === 'owner' ? 'an owner' : `a ${role}`;
}

export function memorialLabel(m: Pick<MemorialRow, 'deceased_name'>): string {
  return m.deceased_name?.trim() ? `the memorial for ${m.deceased_name.trim()}` : 'this memorial';
}

/** The memorial's creator, or someone who accepted an owner link. */

/** Why a role makes no sense for this memorial, to read aloud; null when it is available. */
export function roleUnavailable(m: MemorialRow, role: ShareRole): string | null {
  // New memorials are public; a memorial with no privacy set is treated the same.
  if (role === 'viewer' && (m.privacy === null || m.privacy === 'public')) {
    return 'This memorial is public, so anyone can already see it and a viewer link would add nothing. To share it, send its web address instead.';
  }
  if (role === 'contributor' && m.contributions_enabled !== 1) {
    return 'This memorial is not taking tributes, so a contributor link would let no one do anything. Turn tributes on first, then ask for the link again.';
  }
  return null;
}

/** The live link for a memorial and role: the existing one, or a new one (always new when fresh). */
export function shareLinkFor(ctx: SandboxContext, m: MemorialRow, role: ShareRole, fresh: boolean): ShareLink {
  const { db, clock } = ctx;
  return db.transaction(() => {
    const existing = db.one<ShareLinkRow>(
      'SELECT * FROM share_links WHERE memorial_id = ? AND role = ? AND revoked_at IS NULL ORDER BY id DESC LIMIT 1',
      m.id,
      role,
    );
    let token: string;
    let afterword = '';
    if (existing && !fresh) {
      token = existing.token;
      afterword = ' This is the same link as before. If it reached someone it should not have, ask for a fresh link and this one will stop working.';
    } else {
      if (existing) {
        db.update('share_links', existing.id, { revoked_at: clock.iso() });
        afterword = ` The previous ${role} link no longer works.`;
      }
      token = randomBytes(32).toString('base64url');
      db.insert('share_links', { memorial_id: m.id, role, token, created_at: clock.iso() });
    }
    return {
      role,
      url: `${ctx.appUrl}/s/${token}`,
      grants: grantsOf(role),
      message:
        `This is the ${role} link for ${memorialLabel(m)}. Whoever has it becomes ${roleWithArticle(role)} and ${ALLOWS[role]}. ` +
        `Share it only with people you trust.${afterword}`,
    };
  });
}

/** A link that still works: not revoked, and its memorial is still there and not deleted. */
export function findLiveShareLink(ctx: SandboxContext, token: string): { link: ShareLinkRow; memorial: MemorialRow } | null {
  if (token === '') return null;
  const link = ctx.db.one<ShareLinkRow>('SELECT * FROM share_links WHERE token = ? AND revoked_at IS NULL', token);
  if (!link) return null;
  const memorial = ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ? AND deleted_at IS NULL', link.memorial_id);
  return memorial ? { link, memorial } : null;
}

export type AcceptOutcome =
  | { kind: 'granted'; role: ShareRole }
  /** The person already had this role or a stronger one, which they keep. */
  | { kind: 'kept'; role: ShareRole }
  /** The person created the memorial: a link adds nothing. */
  | { kind: 'creator' };

/** Records the role for the person who accepted the link (memorial_roles). */
export function acceptShareLink(ctx: SandboxContext, link: ShareLinkRow, memorial: MemorialRow, personId: number): AcceptOutcome {
  const { db, clock } = ctx;
  if (memorial.owner_person_id === personId) return { kind: 'creator' };
  return db.transaction(() => {
    const current = db.one<{ role: ShareRole }>('SELECT role FROM memorial_roles WHERE memorial_id = ? AND person_id = ?', memorial.id, personId);
    if (current && ROLE_RANK[current.role] >= ROLE_RANK[link.role]) return { kind: 'kept', role: current.role };
    db.run(
      `INSERT INTO memorial_roles (memorial_id, person_id, role, granted_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (memorial_id, person_id) DO UPDATE SET role = excluded.role, granted_at = excluded.granted_at`,
      memorial.id,
      personId,
      link.role,
      clock.iso(),
    );
    return { kind: 'granted', role: link.role };
  });
}
