/**
 * The business tier (spec 4.3, states 3.3): an organization provisions memorials for families.
 *
 * A business memorial is a row of `onboardings`. While it is pending (awaiting_family or
 * in_progress) that row holds its wording; when it goes live the go-live job creates the real
 * `memorials` row (organization_id set, created_via 'business') and links it through
 * onboardings.memorial_id, and from then on the memorial's own row is what the organization sees,
 * so a family's later edits show through.
 */
import type { Privacy } from '../../shared/api/fields';
import type { Memorial, Organization, ProvisionResult } from '../../shared/api/business';
import { createPerson } from '../auth/people';
import type { SandboxContext } from '../context';
import { notFound } from '../http/endpoint';
import { isLive, publicUrl, type MemorialRow } from '../memorials/model';

export type BusinessStatus = 'awaiting_family' | 'in_progress' | 'live';
export type DesignatedOwner = 'family' | 'organization' | 'both';

export interface OnboardingRow {
  id: number;
  organization_id: number;
  slug: string;
  status: BusinessStatus;
  action: 'invite' | 'complete';
  designated_owner: DesignatedOwner;
  deceased_name: string | null;
  title: string | null;
  subtitle: string | null;
  obituary: string | null;
  birth_date: string | null;
  death_date: string | null;
  privacy: Privacy | null;
  family_name: string | null;
  family_email: string | null;
  claim_token_hash: string | null;
  invitation_expires_at: string | null;
  memorial_id: number | null;
  created_at: string;
  updated_at: string;
}

interface OrganizationRow {
  id: number;
  name: string;
  subdomain: string | null;
  status: string;
  display_name: string | null;
  white_label: number;
  brand_color: string;
  logo_url: string | null;
  admin_person_id: number | null;
}

/** One business memorial: the onboarding, and the memorial once it is live. */
interface Entry {
  onboarding: OnboardingRow;
  memorial: MemorialRow | null;
}

/**
 * An organization with its Business Admin, the person behind its business token (control API;
 * the demo's funeral home). Returns the organization's id.
 */
export function createOrganization(
  ctx: SandboxContext,
  org: { name: string; subdomain: string | null; displayName?: string; brandColor?: string; admin?: { name: string; email: string }; createdAt?: string },
): number {
  const { db } = ctx;
  const createdAt = org.createdAt ?? ctx.clock.iso();
  return db.transaction(() => {
    const orgId = db.insert('organizations', {
      name: org.name,
      subdomain: org.subdomain,
      display_name: org.displayName ?? org.name,
      ...(org.brandColor ? { brand_color: org.brandColor } : {}),
      created_at: createdAt,
    });
    const admin = org.admin ?? { name: `${org.name} admin`, email: `admin+${orgId}@${org.subdomain ?? `org${orgId}`}.sandbox.invalid` };
    db.update('organizations', orgId, { admin_person_id: createPerson(ctx, { ...admin, createdAt }) });
    return orgId;
  });
}

export function findOrganizationBySubdomain(ctx: SandboxContext, subdomain: string): { id: number; name: string } | undefined {
  return ctx.db.one<{ id: number; name: string }>('SELECT id, name FROM organizations WHERE subdomain = ?', subdomain);
}

export function subdomainTaken(ctx: SandboxContext, subdomain: string): boolean {
  return findOrganizationBySubdomain(ctx, subdomain) !== undefined;
}

/** GET /organization */
export function organizationOf(ctx: SandboxContext, organizationId: number): Organization {
  const org = ctx.db.one<OrganizationRow>('SELECT * FROM organizations WHERE id = ?', organizationId);
  if (!org) throw notFound("We couldn't find your organization. Please check the business token.");
  const entries = entriesOf(ctx, organizationId);
  // Live means published right now (2.4): a memorial the family unpublished, or whose new wording
  // is being checked, is not counted as live until it is on the web again.
  const liveNow = entries.filter((e) => e.onboarding.status === 'live' && e.memorial && isLive(e.memorial)).length;
  return {
    id: org.id,
    name: org.name,
    subdomain: org.subdomain,
    status: org.status,
    branding: {
      display_name: org.display_name,
      white_label: org.white_label === 1,
      brand_color: org.brand_color,
      logo_url: org.logo_url,
    },
    memorials: {
      live: liveNow,
      pending: entries.filter((e) => e.onboarding.status !== 'live').length,
    },
  };
}

/**
 * GET /owners: who looks after each live memorial, newest first. The role says which side:
 * 'family' (the family contact; whoever claimed an invitation) or 'organization' (the
 * organization, reached through its Business Admin's address). designated_owner 'both' gives
 * two entries, family first.
 */
export function ownersOf(ctx: SandboxContext, organizationId: number) {
  const org = ctx.db.one<{ name: string; display_name: string | null; admin_email: string | null }>(
    'SELECT o.name, o.display_name, p.email AS admin_email FROM organizations o LEFT JOIN people p ON p.id = o.admin_person_id WHERE o.id = ?',
    organizationId,
  );
  const organizationOwner = { name: org?.display_name ?? org?.name ?? null, email: org?.admin_email ?? null };
  return sortNewestFirst(entriesOf(ctx, organizationId))
    .filter((e) => e.onboarding.status === 'live' && e.memorial)
    .flatMap(({ onboarding: o, memorial: m }) => {
      const base = { memorial_id: m!.id, slug: m!.slug };
      const family = { ...base, role: 'family', owner: { name: o.family_name, email: o.family_email } };
      const organization = { ...base, role: 'organization', owner: organizationOwner };
      if (o.designated_owner === 'family') return [family];
      if (o.designated_owner === 'organization') return [organization];
      return [family, organization];
    });
}

export interface ListFilters {
  q?: string;
  created_after?: string;
  created_before?: string;
  page?: number;
  per_page?: number;
}

/** GET /memorials: live and pending together, newest first (ties: the later provisioned first). */
export function listBusinessMemorials(ctx: SandboxContext, organizationId: number, filters: ListFilters) {
  const page = filters.page ?? 1;
  const perPage = filters.per_page ?? 25;
  const q = filters.q?.trim().toLowerCase();
  const after = filters.created_after ? Date.parse(filters.created_after) : null;
  const before = filters.created_before ? Date.parse(filters.created_before) : null;
  const matching = sortNewestFirst(entriesOf(ctx, organizationId))
    .map((e) => serializeMemorial(ctx, e))
    .filter((m) => {
      const created = Date.parse(m.created_at!);
      if (after !== null && created < after) return false;
      if (before !== null && created > before) return false;
      if (q && ![m.deceased_name, m.title].some((text) => text?.toLowerCase().includes(q))) return false;
      return true;
    });
  const total = matching.length;
  return {
    data: matching.slice((page - 1) * perPage, page * perPage),
    // total_pages is 0 when nothing matches: there are no pages to ask for.
    pagination: { page, per_page: perPage, total, total_pages: Math.ceil(total / perPage) },
  };
}

/**
 * GET /memorials/{memorial}: digits are a live memorial's id (a pending memorial has none, so its
 * onboarding number finds nothing); anything else, or digits that match no live memorial, a slug.
 */
export function findBusinessMemorial(ctx: SandboxContext, organizationId: number, ref: string): Memorial {
  const entries = entriesOf(ctx, organizationId);
  const byId = /^\d+$/.test(ref) ? entries.find((e) => e.onboarding.status === 'live' && e.memorial?.id === Number(ref)) : undefined;
  const entry = byId ?? entries.find((e) => e.onboarding.slug === ref);
  if (!entry) throw notFound("We couldn't find that memorial among your organization's memorials. Check the id or web address name.");
  return serializeMemorial(ctx, entry);
}

export function serializeProvision(o: OnboardingRow): ProvisionResult {
  return {
    id: o.id,
    // Only pending memorials are answered with a ProvisionResult.
    status: o.status === 'awaiting_family' ? 'awaiting_family' : 'in_progress',
    deceased_name: o.deceased_name,
    organization_id: o.organization_id,
    family: o.family_name === null && o.family_email === null ? null : { name: o.family_name, email: o.family_email },
    invitation_expires_at: o.invitation_expires_at,
    created_at: o.created_at,
  };
}

/**
 * Spec 2.4. created_at is when the organization provisioned it (it does not move when the memorial
 * goes live); a live memorial shows its own row, so later edits by the family show through.
 */
export function serializeMemorial(ctx: SandboxContext, { onboarding: o, memorial: m }: Entry): Memorial {
  if (o.status === 'live' && m) {
    return {
      id: m.id,
      slug: m.slug,
      status: 'live',
      deceased_name: m.deceased_name,
      title: m.title,
      subtitle: m.subtitle,
      description: m.obituary,
      birth_date: m.birth_date,
      death_date: m.death_date,
      privacy: m.privacy,
      is_premium: m.is_premium === 1,
      web_url: publicUrl(ctx, m),
      created_at: o.created_at,
      updated_at: m.updated_at,
    };
  }
  return {
    id: null,
    slug: o.slug,
    status: o.status,
    deceased_name: o.deceased_name,
    title: o.title,
    subtitle: o.subtitle,
    description: o.obituary,
    birth_date: o.birth_date,
    death_date: o.death_date,
    privacy: o.privacy,
    is_premium: false,
    web_url: null,
    created_at: o.created_at,
    updated_at: o.updated_at,
  };
}

export function findOnboarding(ctx: SandboxContext, id: number): OnboardingRow | undefined {
  return ctx.db.one<OnboardingRow>('SELECT * FROM onboardings WHERE id = ?', id);
}

/**
 * Every business memorial of the organization. A live memorial its owner deleted is left out
 * (it is not published and may never come back); it reappears if they recover it.
 */
function entriesOf(ctx: SandboxContext, organizationId: number): Entry[] {
  const onboardings = ctx.db.all<OnboardingRow>('SELECT * FROM onboardings WHERE organization_id = ?', organizationId);
  const memorials = new Map(
    ctx.db
      .all<MemorialRow>('SELECT m.* FROM memorials m JOIN onboardings o ON o.memorial_id = m.id WHERE o.organization_id = ?', organizationId)
      .map((m) => [m.id, m]),
  );
  return onboardings
    .map((onboarding) => ({ onboarding, memorial: onboarding.memorial_id === null ? null : (memorials.get(onboarding.memorial_id) ?? null) }))
    .filter((e) => e.onboarding.status !== 'live' || (e.memorial !== null && e.memorial.deleted_at === null));
}

function sortNewestFirst(entries: Entry[]): Entry[] {
  return [...entries].sort((a, b) => Date.parse(b.onboarding.created_at) - Date.parse(a.onboarding.created_at) || b.onboarding.id - a.onboarding.id);
}
