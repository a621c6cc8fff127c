import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import type { Clock } from '../foundation/clock';

export type TokenKindStored = 'personal' | 'business';

export interface Caller {
  tokenId: number;
  kind: TokenKindStored;
  personId: number | null;
  organizationId: number | null;
  name: string | null;
  abilities: string[];
}

/** What each kind of token may do (GET /ping lists them). */
export const ABILITIES: Record<TokenKindStored, string[]> = {
  personal: [
    'memorials:read',
    'memorials:write',
    'contributions:moderate',
    'media:upload',
    'sharing:manage',
    'exports:create',
    'fund:manage',
    'broadcasts:manage',
    'visits:read',
    'templates:read',
  ],
  business: ['organization:read', 'memorials:read', 'memorials:provision', 'invitations:manage', 'owners:read'],
};

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A random URL-safe secret with a readable prefix (so a leaked token is recognisable in a scan). */
export function newSecret(prefix: string, bytes = 30): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export function issueToken(
  db: Database,
  clock: Clock,
  owner: { kind: 'personal'; personId: number; name?: string | null } | { kind: 'business'; organizationId: number; name?: string | null },
): string {
  const token = newSecret(owner.kind === 'personal' ? 'mdp_' : 'mdb_');
  db.insert('tokens', {
    token_hash: hashSecret(token),
    kind: owner.kind,
    person_id: owner.kind === 'personal' ? owner.personId : null,
    organization_id: owner.kind === 'business' ? owner.organizationId : null,
    name: owner.name ?? null,
    abilities: JSON.stringify(ABILITIES[owner.kind]),
    created_at: clock.iso(),
  });
  return token;
}

export function findCaller(db: Database, authorization: string | undefined): Caller | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return null;
  const row = db.one<{ id: number; kind: TokenKindStored; person_id: number | null; organization_id: number | null; name: string | null; abilities: string }>(
    'SELECT id, kind, person_id, organization_id, name, abilities FROM tokens WHERE token_hash = ?',
    hashSecret(match[1]!),
  );
  if (!row) return null;
  return {
    tokenId: row.id,
    kind: row.kind,
    personId: row.person_id,
    organizationId: row.organization_id,
    name: row.name,
    abilities: JSON.parse(row.abilities) as string[],
  };
}
