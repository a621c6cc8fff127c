/**
 * Makes the demo world (world.ts) through the sandbox's own model functions, the same ones the
 * API's routes call (people and organizations, memorials and their settings, tributes and their
 * moderation, fund and posts, provisioning and claims, covers and visits), so that it is exactly
 * what the API would have made. Every date is relative to the sandbox clock, and everything
 * random comes from a seeded generator, so the world is the same each time.
 *
 * Finished work (safety checks, go-lives) is run at once and then dated back into the past;
 * a few things are left under way on purpose, so that the demo shows them happening:
 * a new memorial and a new tribute still being checked (for STILL_CHECKING_MS), and three
 * funeral-home memorials in progress that go live days from now.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPerson, findPersonByEmail } from '../auth/people';
import { issueToken } from '../auth/tokens';
import { createOrganization, findOrganizationBySubdomain } from '../business/model';
import { claimInvitation, GO_LIVE_JOB, provision, type ProvisionInput } from '../business/onboarding';
import * as tributes from '../contributions/model';
import { leaveTribute, loadContribution } from '../contributions/model';
import type { SandboxContext } from '../context';
import { DEFAULT_SETTINGS } from '../foundation/settings';
import { createPersonalMemorial } from '../memorials/drafts';
import { storeCover } from '../memorials/media';
import { deleteMemorial, loadMemorial, RECOVERABLE_SECONDS, setPremium, updateMemorial } from '../memorials/model';
import { recordVisits } from '../memorials/visits';
import { addRsvp, createBroadcast, saveFund } from '../premium/model';
import {
  BISCUIT,
  BISCUIT_TRIBUTES,
  BUSINESS,
  DEMO_FAMILY,
  ELEANOR,
  ELEANOR_ANNOUNCEMENT,
  ELEANOR_EVENT,
  ELEANOR_FUND,
  ELEANOR_RSVPS,
  ELEANOR_TRIBUTES,
  HAROLD,
  IN_PROGRESS_GO_LIVE_DAYS,
  JOSEPHINE,
  ORGANIZATION,
  PETER,
  STILL_CHECKING_MS,
  WALTER,
  type BusinessSeed,
  type TributeSeed,
} from './world';

export { DEMO_FAMILY, STILL_CHECKING_MS };

export interface DemoWorld {
  /** The family person: signs in on /device with this email. */
  person: { id: number; name: string; email: string; token: string };
  organization: { id: number; name: string; token: string };
}

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** Fills an empty database with the demo world; null (and nothing changed) when it already holds data. */
export function seedDemo(ctx: SandboxContext): DemoWorld | null {
  return ctx.db.transaction(() => {
    if (ctx.db.one('SELECT 1 AS x FROM people UNION ALL SELECT 1 FROM organizations LIMIT 1')) return null;
    return new DemoBuilder(ctx).build();
  });
}

/**
 * Fresh tokens for the demo world's family and funeral home, whenever the demo starts: the app's
 * demo signs in to them anew each time (a session-only sign-in does not outlive the app, and no
 * token is ever printed). Null when the database holds no demo world.
 */
export function issueDemoTokens(ctx: SandboxContext): DemoWorld | null {
  const person = findPersonByEmail(ctx, DEMO_FAMILY.email);
  const organization = findOrganizationBySubdomain(ctx, ORGANIZATION.subdomain);
  if (!person || !organization) return null;
  return ctx.db.transaction(() => tokensFor(ctx, person, organization));
}

function tokensFor(ctx: SandboxContext, person: { id: number; name: string; email: string }, organization: { id: number; name: string }): DemoWorld {
  return {
    person: { ...person, token: issueToken(ctx.db, ctx.clock, { kind: 'personal', personId: person.id, name: 'Demo family' }) },
    organization: { ...organization, token: issueToken(ctx.db, ctx.clock, { kind: 'business', organizationId: organization.id, name: 'Demo front desk' }) },
  };
}

// ---------------------------------------------------------------------------------------------

/** mulberry32: a small seeded generator, so the demo world is the same every time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class DemoBuilder {
  private readonly now: number;
  private readonly random = seededRandom(20_240_611);
  private readonly refuseTerm: string;

  constructor(private readonly ctx: SandboxContext) {
    this.now = ctx.clock.nowMs();
    // With no refuse terms configured, the "refused" examples pass the check like everything else.
    this.refuseTerm = ctx.settings.get().refuse_terms[0] ?? DEFAULT_SETTINGS.refuse_terms[0]!;
  }

  build(): DemoWorld {
    const { ctx } = this;
    const { db } = ctx;

    const personId = createPerson(ctx, { ...DEMO_FAMILY, createdAt: this.ago(ELEANOR.createdDaysAgo + 1) });
    const organizationId = createOrganization(ctx, {
      name: ORGANIZATION.name,
      subdomain: ORGANIZATION.subdomain,
      displayName: ORGANIZATION.displayName,
      brandColor: ORGANIZATION.brandColor,
      admin: ORGANIZATION.admin,
      createdAt: this.ago(400),
    });

    // Everything that is finished in the demo goes through its real check or go-live first...
    const eleanor = this.personalMemorial(personId, ELEANOR, { templateId: ELEANOR.templateId, premium: true });
    const biscuit = this.personalMemorial(personId, BISCUIT, { templateId: BISCUIT.templateId, manualApproval: false });
    const josephine = this.personalMemorial(personId, JOSEPHINE);
    const walter = this.personalMemorial(personId, { ...WALTER, subtitle: WALTER.subtitle.replace('{refuse}', this.refuseTerm) });
    const peter = this.personalMemorial(personId, PETER);
    const eleanorTributes = this.tributes(
      eleanor,
      ELEANOR_TRIBUTES.filter((t) => t.state !== 'checking'),
    );
    const biscuitTributes = this.tributes(biscuit, BISCUIT_TRIBUTES);
    const eleanorRow = loadMemorial(ctx, eleanor)!;
    saveFund(ctx, eleanorRow, ELEANOR_FUND);
    const announcement = createBroadcast(ctx, eleanorRow, { kind: 'announcement', title: ELEANOR_ANNOUNCEMENT.title, content: ELEANOR_ANNOUNCEMENT.content });
    const eventStart = this.anniversarySaturday(ELEANOR.diedDaysAgo);
    const event = createBroadcast(ctx, eleanorRow, {
      kind: 'event',
      title: ELEANOR_EVENT.title,
      content: ELEANOR_EVENT.content,
      location: ELEANOR_EVENT.location,
      starts_at: `${eventStart}T14:00:00Z`,
      ends_at: `${eventStart}T17:00:00Z`,
      rsvp: ELEANOR_EVENT.rsvp,
      rsvp_enabled: true,
    });
    const business = BUSINESS.map((seed) => ({ seed, onboardingId: this.provisionBusiness(organizationId, seed) }));

    this.finishScheduledWork();

    // ...then the family moderates, and everything is dated back to when it happened.
    const eleanorCreated = this.datePersonalMemorial(eleanor, ELEANOR);
    const biscuitCreated = this.datePersonalMemorial(biscuit, BISCUIT);
    this.datePersonalMemorial(josephine, JOSEPHINE);
    this.datePersonalMemorial(walter, WALTER);
    this.datePersonalMemorial(peter, PETER);
    this.moderate(eleanorTributes);
    this.moderate(biscuitTributes);

    // Deleted a few days ago, recoverable for the usual time from then.
    deleteMemorial(ctx, loadMemorial(ctx, josephine)!, personId);
    const deletedAt = this.now - JOSEPHINE.deletedDaysAgo * DAY;
    db.update('memorials', josephine, {
      deleted_at: iso(deletedAt),
      recoverable_until: iso(deletedAt + RECOVERABLE_SECONDS * 1000),
      updated_at: iso(deletedAt),
    });
    updateMemorial(ctx, loadMemorial(ctx, peter)!, { is_published: false }, personId);
    db.update('memorials', peter, { updated_at: this.ago(PETER.createdDaysAgo - 0.1) });

    db.run('UPDATE funds SET updated_at = ? WHERE memorial_id = ?', this.ago(ELEANOR_FUND.daysAgo), eleanor);
    db.update('broadcasts', announcement.data.id, { created_at: this.ago(ELEANOR_ANNOUNCEMENT.daysAgo) });
    db.update('broadcasts', event.data.id, { created_at: this.ago(ELEANOR_EVENT.daysAgo) });
    for (const reply of ELEANOR_RSVPS) {
      const id = addRsvp(ctx, event.data.id, reply);
      db.update('rsvps', id, { created_at: this.ago(reply.daysAgo, true) });
    }
    this.cover(eleanor, ELEANOR.createdDaysAgo - 1);

    // Visits: a rush in the first weeks, a steady trickle since, and a lift after each post.
    this.visits(eleanor, eleanorCreated, (d) => {
      const afterPost = (postedDaysAgo: number, height: number) => (d <= postedDaysAgo ? height * Math.exp(-(postedDaysAgo - d) / 5) : 0);
      return 2.5 + 40 * Math.exp(-(ELEANOR.createdDaysAgo - d) / 12) + afterPost(ELEANOR_ANNOUNCEMENT.daysAgo, 12) + afterPost(ELEANOR_EVENT.daysAgo, 8);
    });
    this.visits(biscuit, biscuitCreated, (d) => 1 + 15 * Math.exp(-(BISCUIT.createdDaysAgo - d) / 7));

    for (const { seed, onboardingId } of business) this.dateBusiness(seed, onboardingId);

    // Under way on purpose: still being checked when the demo opens, and memorials the families are finishing.
    this.personalMemorial(personId, HAROLD, { templateId: HAROLD.templateId, delayMs: STILL_CHECKING_MS });
    this.tributes(
      eleanor,
      ELEANOR_TRIBUTES.filter((t) => t.state === 'checking'),
      STILL_CHECKING_MS,
    );
    this.finishingInProgress(business);

    return tokensFor(ctx, { id: personId, ...DEMO_FAMILY }, { id: organizationId, name: ORGANIZATION.name });
  }

  // ---- Time ----

  /** An ISO timestamp `days` before now; with jitter, up to five hours either side (never in the future). */
  private ago(days: number, jitter = false): string {
    const offset = jitter ? (this.random() * 10 - 5) * HOUR : 0;
    return iso(Math.min(this.now, this.now - days * DAY + offset));
  }

  private dateAgo(days: number): string {
    return iso(this.now - days * DAY).slice(0, 10);
  }

  /** A birth date that makes the person `age` at the given death date. */
  private birthDate(deathDate: string, age: number, monthDay: string): string {
    const deathYear = Number(deathDate.slice(0, 4));
    const hadBirthday = monthDay <= deathDate.slice(5);
    return `${deathYear - age - (hadBirthday ? 0 : 1)}-${monthDay}`;
  }

  /** The Saturday on or after the first anniversary of a death (a date, YYYY-MM-DD). */
  private anniversarySaturday(diedDaysAgo: number): string {
    const anniversary = new Date(this.now + (365 - diedDaysAgo) * DAY);
    anniversary.setUTCDate(anniversary.getUTCDate() + ((6 - anniversary.getUTCDay() + 7) % 7));
    return anniversary.toISOString().slice(0, 10);
  }

  /**
   * Runs now every check and go-live scheduled so far, the way settle does, but synchronously so
   * the whole world stays one transaction (every job here is synchronous).
   */
  private finishScheduledWork(): void {
    this.ctx.jobs.runAllNow();
  }

  // ---- Personal memorials ----

  /** A memorial as POST /me/memorials makes it (pending, its first draft being checked), then its settings as PATCH sets them. */
  private personalMemorial(
    personId: number,
    seed: {
      deceased_name: string;
      title?: string;
      subtitle?: string;
      obituary?: string;
      resting_place_notes?: string;
      age: number;
      born: string;
      diedDaysAgo: number;
    },
    options: { templateId?: number; premium?: boolean; manualApproval?: boolean; delayMs?: number } = {},
  ): number {
    const { ctx } = this;
    const deathDate = this.dateAgo(seed.diedDaysAgo);
    const m = createPersonalMemorial(
      ctx,
      personId,
      {
        deceased_name: seed.deceased_name,
        title: seed.title ?? null,
        subtitle: seed.subtitle ?? null,
        obituary: seed.obituary ?? null,
        birth_date: this.birthDate(deathDate, seed.age, seed.born),
        death_date: deathDate,
        resting_place_notes: seed.resting_place_notes ?? null,
      },
      options.delayMs,
    );
    const settings = {
      ...(options.templateId !== undefined ? { template_id: options.templateId } : {}),
      ...(options.manualApproval === false ? { manual_content_approval: false } : {}),
    };
    if (Object.keys(settings).length > 0) updateMemorial(ctx, m, settings, personId);
    if (options.premium) setPremium(ctx, m.id, true);
    return m.id;
  }

  /** Created on its day, checked a few seconds later. Returns when it was created. */
  private datePersonalMemorial(id: number, seed: { createdDaysAgo: number }): number {
    const created = this.now - seed.createdDaysAgo * DAY + (this.random() * 8 - 4) * HOUR;
    const checked = iso(created + 3000);
    this.ctx.db.update('memorials', id, { created_at: iso(created), checked_at: checked, updated_at: checked });
    return created;
  }

  private cover(memorialId: number, daysAgo: number): void {
    const bytes = sampleCover();
    if (!bytes) return;
    // As an accepted upload stores it, without the grant an upload needs.
    storeCover(this.ctx, memorialId, bytes, this.ago(daysAgo, true));
  }

  /** Visit times since the memorial was made: `perDay(daysAgo)` on average each day, and a few today. */
  private visits(memorialId: number, createdMs: number, perDay: (daysAgo: number) => number): void {
    const times: number[] = [];
    for (let d = 0; d < (this.now - createdMs) / DAY; d++) {
      const count = Math.round(perDay(d) * (0.5 + this.random()));
      for (let i = 0; i < count; i++) times.push(this.now - (d + this.random()) * DAY);
    }
    const startOfToday = new Date(this.now);
    startOfToday.setUTCHours(0, 0, 0, 0);
    const sinceMidnight = this.now - startOfToday.getTime();
    for (let i = 0; i < 3; i++) times.push(this.now - this.random() * sinceMidnight);
    const seen = times.filter((t) => t > createdMs).sort((a, b) => a - b);
    recordVisits(
      this.ctx,
      memorialId,
      seen.map((t) => iso(Math.round(t))),
    );
  }

  // ---- Tributes ----

  /** Tributes as a visitor leaves them (the control API's way): pending, then checked. */
  private tributes(memorialId: number, seeds: TributeSeed[], delayMs?: number): Array<{ id: number; seed: TributeSeed }> {
    return seeds.map((seed) => {
      const id = leaveTribute(
        this.ctx,
        memorialId,
        {
          type: seed.type ?? 'message',
          title: seed.title ?? null,
          body: seed.body.replace('{refuse}', this.refuseTerm),
          authorName: seed.author,
          authorEmail: seed.email ?? null,
          isGuest: !seed.member,
          emailConfirmed: seed.state !== 'unconfirmed',
          isPrivate: seed.state === 'private',
        },
        delayMs,
      );
      return { id, seed };
    });
  }

  /** What the family did with each tribute once it was checked, through the moderation routes' own functions, dated back. */
  private moderate(seeded: Array<{ id: number; seed: TributeSeed }>): void {
    const { ctx } = this;
    for (const { id, seed } of seeded) {
      const created = this.ago(seed.daysAgo, true);
      const decided = iso(Math.min(this.now, Date.parse(created) + 6 * HOUR));
      const tribute = () => loadContribution(ctx, id);
      const when: Record<string, string> = { created_at: created, updated_at: created };
      switch (seed.state) {
        case 'approved':
          tributes.approve(ctx, tribute());
          when.updated_at = decided;
          break;
        case 'pinned':
          tributes.approve(ctx, tribute());
          tributes.pin(ctx, tribute());
          Object.assign(when, { pinned_at: decided, updated_at: decided });
          break;
        case 'rejected':
          tributes.reject(ctx, tribute(), seed.rejectReason ?? null);
          when.updated_at = decided;
          break;
        case 'hidden':
          tributes.approve(ctx, tribute());
          tributes.hide(ctx, tribute());
          when.updated_at = decided;
          break;
        default:
          // Pending, refused, unconfirmed and private tributes wait in the family's queue.
          break;
      }
      ctx.db.update('contributions', id, when);
    }
  }

  // ---- The funeral home ----

  /** POST /memorials as the front desk sends it; live invitations are claimed by the family. */
  private provisionBusiness(organizationId: number, seed: BusinessSeed): number {
    const deathDate = this.dateAgo(seed.diedDaysAgo);
    const input: ProvisionInput = {
      deceased_name: seed.name,
      designated_owner: seed.owner,
      action: invited(seed) ? 'invite' : 'complete',
      birth_date: this.birthDate(deathDate, seed.age, seed.born),
      death_date: deathDate,
      privacy: seed.privacy ?? 'public',
      ...(seed.title ? { title: seed.title } : {}),
      ...(seed.subtitle ? { subtitle: seed.subtitle } : {}),
      ...(seed.obituary ? { obituary: seed.obituary } : {}),
      ...(seed.family ? { family_name: seed.family[0], family_email: seed.family[1] } : {}),
    };
    const { body } = provision(this.ctx, organizationId, input);
    if (invited(seed) && seed.state !== 'awaiting_family') claimInvitation(this.ctx, body.id);
    // In-progress memorials go live later (finishingInProgress); only live ones go live now.
    if (seed.state === 'in_progress') this.ctx.jobs.cancel(GO_LIVE_JOB, body.id);
    return body.id;
  }

  /**
   * Provisioned a day or two after the death; an invitation claimed two days later, the
   * organization's own wording live within the hour. The invitation email keeps its dates.
   */
  private dateBusiness(seed: BusinessSeed, onboardingId: number): void {
    const { db } = this.ctx;
    const created = this.now - (seed.diedDaysAgo - 1 - this.random()) * DAY;
    const claimed = created + (1.5 + this.random()) * DAY;
    const live = Math.min(this.now, invited(seed) ? claimed + 5000 : created + (10 + this.random() * 40) * 60 * 1000);
    const o = db.one<{ memorial_id: number | null; invitation_expires_at: string | null; family_email: string | null }>(
      'SELECT memorial_id, invitation_expires_at, family_email FROM onboardings WHERE id = ?',
      onboardingId,
    )!;
    const updated = seed.state === 'live' ? live : seed.state === 'in_progress' && invited(seed) ? claimed : created;
    db.update('onboardings', onboardingId, { created_at: iso(created), updated_at: iso(Math.min(this.now, updated)) });

    if (invited(seed) && o.family_email) {
      const expires = iso(created + 14 * DAY);
      if (o.invitation_expires_at) db.update('onboardings', onboardingId, { invitation_expires_at: expires });
      const email = db.one<{ id: number; body: string }>("SELECT id, body FROM sent_emails WHERE to_email = ? AND kind = 'family_invitation'", o.family_email);
      if (email) {
        // The email says until when its link works: the day it was sent plus the invitation's lifetime.
        const body = email.body.replace(/works until \d{4}-\d{2}-\d{2}/, `works until ${expires.slice(0, 10)}`);
        db.update('sent_emails', email.id, { created_at: iso(created), body });
      }
      if (seed.state !== 'awaiting_family') db.run('UPDATE people SET created_at = ? WHERE email = ?', iso(Math.min(this.now, claimed)), o.family_email);
    }
    if (o.memorial_id !== null) {
      db.update('memorials', o.memorial_id, { created_at: iso(live), checked_at: iso(live), updated_at: iso(live) });
    }
  }

  /** The in-progress memorials go live days from now, in the order their families finish them. */
  private finishingInProgress(business: Array<{ seed: BusinessSeed; onboardingId: number }>): void {
    business
      .filter(({ seed }) => seed.state === 'in_progress')
      .forEach(({ onboardingId }, i) => {
        const days = IN_PROGRESS_GO_LIVE_DAYS[i % IN_PROGRESS_GO_LIVE_DAYS.length]!;
        this.ctx.jobs.schedule(GO_LIVE_JOB, onboardingId, days * DAY);
      });
  }
}

/** The family is invited to write it (and claims it, unless still awaiting); otherwise the funeral home writes it. */
function invited(seed: BusinessSeed): boolean {
  return seed.owner === 'family' || seed.state === 'awaiting_family';
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * The sample cover photo, or null where it is not shipped (then the demo memorial has no cover):
 * in sandbox/assets beside the sources, in assets/ beside a bundle (electron/build.ts copies it).
 */
function sampleCover(): Uint8Array | null {
  for (const assets of [join(import.meta.dirname, '..', 'assets'), join(import.meta.dirname, 'assets')]) {
    try {
      return readFileSync(join(assets, 'sample-cover.jpg'));
    } catch {
      // Not here: the next place.
    }
  }
  return null;
}
