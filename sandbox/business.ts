/**
 * The business tier (spec 4.3, states 3.3): an organization provisions memorials for families.
 *
 * A business memorial is a row of `onboardings`. While it is pending (awaiting_family or
 * in_progress) that row holds its wording; when it goes live the go-live job creates the real
 * `memorials` row (organization_id set, created_via 'business') and links it through
 * onboardings.memorial_id, and from then on the memorial's own row is what the organization sees,
 * so a family's later edits show through.
 */
import type { z } from 'zod';
import { SANDBOX_CHOICES } from '../shared/limits';
import type { Privacy } from '../shared/api/fields';
import type { Memorial, Organization, ProvisionBody, ProvisionResult } from '../shared/api/business';
import type { SandboxContext } from './context';
import { checkWording } from './safety';
import { HttpError, invalid, notFound } from './http';
import { isLive, publicUrl, type MemorialRow } from './memorials';
import { uniqueSlug } from './slug';
import { hashSecret, newSecret } from './tokens';

export const GO_LIVE_JOB = 'onboarding_go_live';

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

export type ProvisionInput = z.output<typeof ProvisionBody>;

const INVITATION_SECONDS = SANDBOX_CHOICES.invitationLifetimeDays * 24 * 60 * 60;

const NO_INVITATION =
  "There's no invitation waiting for the family on that memorial. It may already have been accepted, or it was never sent. Check the memorial's status in your list.";

/** The go-live job: an in_progress memorial becomes a live, published one. */
export function registerBusinessJobs(ctx: SandboxContext): void {
  ctx.jobs.register(GO_LIVE_JOB, (id) => goLive(ctx, id));
}

/** POST /memorials: invite the family (201, awaiting_family) or go live from the organization's content (202). */
export function provision(ctx: SandboxContext, organizationId: number, input: ProvisionInput): { status: 201 | 202; body: ProvisionResult } {
  const action = input.action ?? 'invite';
  if (action === 'invite' && !input.family_email) {
    throw invalid(
      'family_email',
      "To invite the family, add their email address as family_email. To write the memorial yourself instead, send action complete.",
    );
  }
  if (input.birth_date && input.death_date && input.death_date < input.birth_date) {
    throw invalid('death_date', 'The date of death is before the date of birth. Please check both dates.');
  }
  const { db, clock } = ctx;
  const id = db.transaction(() => {
    const nowMs = clock.nowMs();
    const now = new Date(nowMs).toISOString();
    const onboardingId = db.insert('onboardings', {
      organization_id: organizationId,
      slug: uniqueSlug(db, input.deceased_name),
      status: action === 'invite' ? 'awaiting_family' : 'in_progress',
      action,
      designated_owner: input.designated_owner,
      deceased_name: input.deceased_name,
      title: input.title ?? null,
      subtitle: input.subtitle ?? null,
      obituary: input.obituary ?? null,
      birth_date: input.birth_date ?? null,
      death_date: input.death_date ?? null,
      privacy: input.privacy ?? null,
      family_name: input.family_name ?? null,
      family_email: input.family_email ?? null,
      created_at: now,
      updated_at: now,
    });
    if (action === 'invite') sendInvitation(ctx, onboardingId, nowMs);
    else ctx.jobs.schedule(GO_LIVE_JOB, onboardingId, ctx.settings.get().safety_delay_ms);
    return onboardingId;
  });
  return { status: action === 'invite' ? 201 : 202, body: serializeProvision(findOnboarding(ctx, id)!) };
}

/** POST /memorials/{onboarding}/invitation: a new claim link (the old one stops working), emailed again. */
export function resendInvitation(ctx: SandboxContext, organizationId: number, onboardingId: number): ProvisionResult {
  const onboarding = findOnboarding(ctx, onboardingId);
  if (!onboarding || onboarding.organization_id !== organizationId || onboarding.status !== 'awaiting_family') {
    throw notFound(NO_INVITATION);
  }
  sendInvitation(ctx, onboardingId, ctx.clock.nowMs());
  return serializeProvision(findOnboarding(ctx, onboardingId)!);
}

/**
 * The family accepts the invitation (control API; the sandbox serves no claim page): the memorial
 * goes in_progress, then live through the go-live job, looked after by the person who claimed it.
 */
export function claimInvitation(ctx: SandboxContext, onboardingId: number, personId?: number): ProvisionResult {
  const { db, clock } = ctx;
  const onboarding = findOnboarding(ctx, onboardingId);
  if (!onboarding || onboarding.status !== 'awaiting_family') throw notFound(NO_INVITATION);
  if (onboarding.invitation_expires_at !== null && onboarding.invitation_expires_at <= clock.iso()) {
    throw new HttpError(422, {
      message: 'That invitation has run out. Ask the organization to send a fresh one, then claim it again.',
      errors: { invitation: ['That invitation has run out.'] },
    });
  }
  db.transaction(() => {
    const now = clock.iso();
    let family: { name: string; email: string };
    if (personId !== undefined) {
      const person = db.one<{ name: string; email: string }>('SELECT name, email FROM people WHERE id = ?', personId);
      if (!person) throw invalid('person_id', 'There is no person with that id. Create one with POST /__sandbox/people first.');
      family = person;
    } else {
      // Invitations always carry an email address (provision refuses one without).
      const email = onboarding.family_email!;
      const known = db.one<{ name: string; email: string }>('SELECT name, email FROM people WHERE email = ?', email);
      family = known ?? { name: onboarding.family_name ?? email.split('@')[0]!, email };
      if (!known) db.insert('people', { name: family.name, email, created_at: now });
    }
    // The family contact becomes whoever claimed it; the go-live job makes that person the owner.
    db.update('onboardings', onboardingId, {
      status: 'in_progress',
      family_name: personId !== undefined ? family.name : (onboarding.family_name ?? family.name),
      family_email: family.email,
      claim_token_hash: null,
      invitation_expires_at: null,
      updated_at: now,
    });
    ctx.jobs.schedule(GO_LIVE_JOB, onboardingId, ctx.settings.get().safety_delay_ms);
  });
  return serializeProvision(findOnboarding(ctx, onboardingId)!);
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
  const byId = /^\d+$/.test(ref)
    ? entries.find((e) => e.onboarding.status === 'live' && e.memorial?.id === Number(ref))
    : undefined;
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

function findOnboarding(ctx: SandboxContext, id: number): OnboardingRow | undefined {
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
  return [...entries].sort(
    (a, b) => Date.parse(b.onboarding.created_at) - Date.parse(a.onboarding.created_at) || b.onboarding.id - a.onboarding.id,
  );
}

/** A new claim link: only its hash is kept, so the previous link stops working. Recorded, never sent. */
function sendInvitation(ctx: SandboxContext, onboardingId: number, nowMs: number): void {
  const { db } = ctx;
  const o = findOnboarding(ctx, onboardingId)!;
  const org = db.one<{ name: string; display_name: string | null }>('SELECT name, display_name FROM organizations WHERE id = ?', o.organization_id);
  const orgName = org?.display_name ?? org?.name ?? 'Your funeral director';
  const token = newSecret('mdi_');
  const now = new Date(nowMs).toISOString();
  const expiresAt = new Date(nowMs + INVITATION_SECONDS * 1000).toISOString();
  const link = `${ctx.appUrl}/claim/${token}`;
  const name = o.deceased_name ?? 'your loved one';
  db.transaction(() => {
    db.update('onboardings', onboardingId, { claim_token_hash: hashSecret(token), invitation_expires_at: expiresAt, updated_at: now });
    db.insert('sent_emails', {
      to_email: o.family_email!,
      kind: 'family_invitation',
      subject: `Help finish the memorial for ${name}`,
      body: [
        o.family_name ? `Dear ${o.family_name},` : 'Hello,',
        `${orgName} has started a memorial for ${name} and would like your help to finish it.`,
        `Open this link to add your words and photographs: ${link}`,
        `The link works until ${expiresAt.slice(0, 10)}. If it has run out, ask ${orgName} to send a new one.`,
      ].join('\n\n'),
      link,
      created_at: now,
    });
  });
}

function goLive(ctx: SandboxContext, onboardingId: number): void {
  const { db, clock } = ctx;
  const o = findOnboarding(ctx, onboardingId);
  if (!o || o.status !== 'in_progress') return;
  // Everything published is checked first (spec 1), the organization's wording too. Refused
  // wording does not go live: the memorial stays in_progress and the organization is told why
  // (recorded like every email of the sandbox, never sent).
  const verdict = checkWording([o.deceased_name, o.title, o.subtitle, o.obituary], ctx.settings.get().refuse_terms);
  if (!verdict.passed) {
    const admin = db.one<{ email: string }>(
      'SELECT p.email FROM organizations g JOIN people p ON p.id = g.admin_person_id WHERE g.id = ?',
      o.organization_id,
    );
    if (admin) {
      db.insert('sent_emails', {
        to_email: admin.email,
        kind: 'safety_check_refused',
        subject: `The memorial for ${o.deceased_name ?? 'your family'} could not go live`,
        body: `${verdict.reason ?? ''} The memorial is not published.`.trim(),
        link: null,
        created_at: clock.iso(),
      });
    }
    return;
  }
  // A claimed invitation belongs to the family member who claimed it; otherwise to the organization's admin.
  const ownerId =
    o.action === 'invite' && o.family_email
      ? (db.one<{ id: number }>('SELECT id FROM people WHERE email = ?', o.family_email)?.id ?? null)
      : (db.one<{ admin_person_id: number | null }>('SELECT admin_person_id FROM organizations WHERE id = ?', o.organization_id)?.admin_person_id ?? null);
  // The slug was reserved at provisioning; a row written around uniqueSlug must not wedge the job.
  const slug = db.one('SELECT 1 AS x FROM memorials WHERE slug = ?', o.slug) ? uniqueSlug(db, o.deceased_name ?? 'memorial') : o.slug;
  const now = clock.iso();
  const memorialId = db.insert('memorials', {
    slug,
    owner_person_id: ownerId,
    organization_id: o.organization_id,
    created_via: 'business',
    deceased_name: o.deceased_name,
    title: o.title,
    subtitle: o.subtitle,
    obituary: o.obituary,
    birth_date: o.birth_date,
    death_date: o.death_date,
    privacy: o.privacy,
    is_published: 1,
    moderation_status: 'passed',
    checked_at: now,
    draft_status: 'ready',
    created_at: now,
    updated_at: now,
  });
  db.update('onboardings', onboardingId, { status: 'live', memorial_id: memorialId, slug, updated_at: now });
}
