/**
 * A business memorial's life (spec 3.3): provisioned (an invitation to the family, or the
 * organization's own words), claimed by the family, live once its wording passes the check (the
 * go-live job). The claim link is recorded as an email, never sent.
 */
import type { z } from 'zod';
import { SANDBOX_CHOICES } from '../../shared/limits';
import type { ProvisionBody, ProvisionResult } from '../../shared/api/business';
import { DEATH_BEFORE_BIRTH, isDeathBeforeBirth } from '../../shared/api/fields';
import { findPerson, findPersonByEmail, personByEmail } from '../auth/people';
import { hashSecret, newSecret } from '../auth/tokens';
import type { SandboxContext } from '../context';
import { checkWording } from '../foundation/safety';
import { HttpError, invalid, notFound } from '../http/endpoint';
import { uniqueSlug } from '../memorials/slug';
import { findOnboarding, serializeProvision } from './model';

export const GO_LIVE_JOB = 'onboarding_go_live';

export type ProvisionInput = z.output<typeof ProvisionBody>;

const INVITATION_SECONDS = SANDBOX_CHOICES.invitationLifetimeDays * 24 * 60 * 60;

const NO_INVITATION =
  "There's no invitation waiting for the family on that memorial. It may already have been accepted, or it was never sent. Check the memorial's status in your list.";

/** POST /memorials: invite the family (201, awaiting_family) or go live from the organization's content (202). */
export function provision(ctx: SandboxContext, organizationId: number, input: ProvisionInput): { status: 201 | 202; body: ProvisionResult } {
  const action = input.action ?? 'invite';
  if (action === 'invite' && !input.family_email) {
    throw invalid(
      'family_email',
      'To invite the family, add their email address as family_email. To write the memorial yourself instead, send action complete.',
    );
  }
  if (isDeathBeforeBirth(input.birth_date, input.death_date)) throw invalid('death_date', DEATH_BEFORE_BIRTH);
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
      const person = findPerson(ctx, personId);
      if (!person) throw invalid('person_id', 'There is no person with that id. Create one with POST /__sandbox/people first.');
      family = person;
    } else {
      // Invitations always carry an email address (provision refuses one without).
      const email = onboarding.family_email!;
      family = personByEmail(ctx, email, onboarding.family_name ?? undefined);
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

/** The go-live job: an in_progress memorial becomes a live, published one, once its wording passes the check. */
export function goLive(ctx: SandboxContext, onboardingId: number): void {
  const { db, clock } = ctx;
  const o = findOnboarding(ctx, onboardingId);
  if (!o || o.status !== 'in_progress') return;
  // Everything published is checked first (spec 1), the organization's wording too. Refused
  // wording does not go live: the memorial stays in_progress and the organization is told why
  // (recorded like every email of the sandbox, never sent).
  const verdict = checkWording([o.deceased_name, o.title, o.subtitle, o.obituary], ctx.settings.get().refuse_terms);
  if (!verdict.passed) {
    const admin = db.one<{ email: string }>('SELECT p.email FROM organizations g JOIN people p ON p.id = g.admin_person_id WHERE g.id = ?', o.organization_id);
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
      ? (findPersonByEmail(ctx, o.family_email)?.id ?? null)
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
