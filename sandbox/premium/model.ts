import type { z } from 'zod';
import { END_BEFORE_START, isEndBeforeStart } from '../../shared/api/fields';
import type { Broadcast, CreateBroadcastBody, Fund, RsvpList, SaveFundBody } from '../../shared/api/premium';
import type { SandboxContext } from '../context';
import { HttpError, notFound } from '../http/endpoint';
import { findOwnedMemorial, isLive, type MemorialRow } from '../memorials/model';
import { checkWording } from '../foundation/safety';
import { plural } from '../wording/words';
import type { Caller } from '../auth/tokens';

/**
 * Spec 4.5: the memorial fund, announcements and events, and RSVPs (rules 1, 3 to 6). Nothing
 * here sends or records an email (rule 1). Wording is saved pending and checked by a job; it shows
 * only once the check passed, and only while the memorial is Premium.
 */

export const FUND_CHECK_JOB = 'fund_check';
export const BROADCAST_CHECK_JOB = 'broadcast_check';

export interface FundRow {
  memorial_id: number;
  message: string;
  link_one_title: string | null;
  link_one_url: string | null;
  link_two_title: string | null;
  link_two_url: string | null;
  moderation_status: 'pending' | 'passed' | 'failed';
  moderation_reason: string | null;
  updated_at: string;
}

export interface BroadcastRow {
  id: number;
  memorial_id: number;
  kind: 'announcement' | 'event';
  title: string;
  content: string | null;
  location: string | null;
  starts_at: string | null;
  ends_at: string | null;
  rsvp: string | null;
  rsvp_enabled: number;
  moderation_status: 'pending' | 'passed' | 'failed';
  moderation_reason: string | null;
  created_at: string;
}

interface RsvpRow {
  id: number;
  broadcast_id: number;
  name: string;
  attending: 'yes' | 'no' | 'maybe';
  party_size: number;
  created_at: string;
}

/** The fund's check finishing (the job): passed or failed, with the reason for the owner. */
export function finishFundCheck(ctx: SandboxContext, memorialId: number): void {
  const fund = loadFund(ctx, memorialId);
  if (!fund || fund.moderation_status !== 'pending') return;
  const verdict = checkWording([fund.message, fund.link_one_title, fund.link_two_title], ctx.settings.get().refuse_terms);
  ctx.db.run(
    'UPDATE funds SET moderation_status = ?, moderation_reason = ? WHERE memorial_id = ?',
    verdict.passed ? 'passed' : 'failed',
    verdict.reason,
    memorialId,
  );
}

/** An announcement's or event's check finishing (the job). */
export function finishBroadcastCheck(ctx: SandboxContext, id: number): void {
  const b = ctx.db.one<BroadcastRow>('SELECT * FROM broadcasts WHERE id = ?', id);
  if (!b || b.moderation_status !== 'pending') return;
  const verdict = checkWording([b.title, b.content, b.location, b.rsvp], ctx.settings.get().refuse_terms);
  ctx.db.update('broadcasts', id, { moderation_status: verdict.passed ? 'passed' : 'failed', moderation_reason: verdict.reason });
}

const PREMIUM_NEEDED = {
  fund: "A memorial fund needs Premium, and this memorial isn't Premium. Nothing was saved. Once the memorial is Premium, try again.",
  broadcasts: "Announcements and events need Premium, and this memorial isn't Premium. Nothing was posted. Once the memorial is Premium, try again.",
};

/** Rule 3: 422 premium_required unless the memorial is Premium. */
export function requirePremium(m: MemorialRow, feature: keyof typeof PREMIUM_NEEDED): void {
  if (m.is_premium !== 1) throw new HttpError(422, { code: 'premium_required', message: PREMIUM_NEEDED[feature] });
}

/** Showing: the check passed and the memorial is (still) Premium. */
function showing(m: MemorialRow, status: FundRow['moderation_status']): boolean {
  return status === 'passed' && m.is_premium === 1;
}

// ---- The fund ----

function loadFund(ctx: SandboxContext, memorialId: number): FundRow | undefined {
  return ctx.db.one<FundRow>('SELECT * FROM funds WHERE memorial_id = ?', memorialId);
}

function fundLinks(f: FundRow): Array<{ title: string | null; url: string }> {
  const links: Array<{ title: string | null; url: string }> = [];
  if (f.link_one_url) links.push({ title: f.link_one_title, url: f.link_one_url });
  if (f.link_two_url) links.push({ title: f.link_two_title, url: f.link_two_url });
  return links;
}

function fundNotice(m: MemorialRow, f: FundRow): string {
  if (f.moderation_status === 'failed') return `The fund is not showing. ${f.moderation_reason ?? 'Our safety check could not accept its wording.'}`;
  if (m.is_premium !== 1)
    return 'The fund is saved but not showing, because this memorial is no longer Premium. It will show again once the memorial is Premium.';
  if (f.moderation_status === 'pending') {
    return 'The fund is saved. It is not showing yet: it will show on the memorial once our safety check has read it, usually within a few seconds.';
  }
  return isLive(m)
    ? 'The fund passed the safety check and is showing on the memorial page.'
    : 'The fund passed the safety check. It will appear on the memorial page once the memorial itself is live.';
}

function serializeFund(m: MemorialRow, f: FundRow | undefined): Fund {
  if (!f) {
    return {
      exists: false,
      notice: m.is_premium === 1 ? 'This memorial has no fund yet.' : 'This memorial has no fund. A memorial fund needs Premium.',
    };
  }
  return {
    exists: true,
    message: f.message,
    links: fundLinks(f),
    is_showing: showing(m, f.moderation_status),
    moderation: { status: f.moderation_status, reason: f.moderation_reason },
    updated_at: f.updated_at,
    notice: fundNotice(m, f),
  };
}

export function readFund(ctx: SandboxContext, m: MemorialRow): Fund {
  return serializeFund(m, loadFund(ctx, m.id));
}

/** Empty or blank text counts as not given. */
const given = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/**
 * Creates or replaces the fund (Premium checked by the caller). Rule 4: a link title with no URL
 * behind it is dropped and nothing is stored for that link; a URL without a title is kept.
 */
export function saveFund(ctx: SandboxContext, m: MemorialRow, body: z.output<typeof SaveFundBody>): Fund {
  const pair = (title: string | null | undefined, url: string | null | undefined) => {
    const u = given(url);
    return { title: u ? given(title) : null, url: u, dropped: u ? null : given(title) };
  };
  const one = pair(body.link_one_title, body.link_one_url);
  const two = pair(body.link_two_title, body.link_two_url);
  const now = ctx.clock.iso();
  ctx.db.transaction(() => {
    ctx.db.run(
      `INSERT INTO funds (memorial_id, message, link_one_title, link_one_url, link_two_title, link_two_url, moderation_status, moderation_reason, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', NULL, ?)
       ON CONFLICT (memorial_id) DO UPDATE SET message = excluded.message,
         link_one_title = excluded.link_one_title, link_one_url = excluded.link_one_url,
         link_two_title = excluded.link_two_title, link_two_url = excluded.link_two_url,
         moderation_status = 'pending', moderation_reason = NULL, updated_at = excluded.updated_at`,
      m.id,
      body.message,
      one.title,
      one.url,
      two.title,
      two.url,
      now,
    );
    ctx.jobs.schedule(FUND_CHECK_JOB, m.id, ctx.settings.get().safety_delay_ms);
  });
  const fund = readFund(ctx, m);
  const dropped = [one.dropped, two.dropped].filter((t): t is string => t !== null);
  if (!fund.exists || dropped.length === 0) return fund;
  const titles = dropped.map((t) => `“${t}”`).join(' and ');
  const what =
    dropped.length === 1
      ? `The link title ${titles} had no web address, so it was left out.`
      : `The link titles ${titles} had no web address, so they were left out.`;
  return { ...fund, notice: `${fund.notice} ${what}` };
}

export function deleteFund(ctx: SandboxContext, m: MemorialRow): { deleted: boolean; message: string } {
  return ctx.db.transaction(() => {
    const removed = ctx.db.run('DELETE FROM funds WHERE memorial_id = ?', m.id).changes > 0;
    ctx.jobs.cancel(FUND_CHECK_JOB, m.id);
    return removed
      ? { deleted: true, message: 'The fund was removed from the memorial.' }
      : { deleted: false, message: 'This memorial had no fund, so nothing changed.' };
  });
}

/** What the public page shows of the fund: only when showing (check passed, memorial Premium). */
export function publicFund(ctx: SandboxContext, memorialId: number): { message: string; links: Array<{ title: string | null; url: string }> } | null {
  const m = ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', memorialId);
  const f = loadFund(ctx, memorialId);
  if (!m || !f || !showing(m, f.moderation_status)) return null;
  return { message: f.message, links: fundLinks(f) };
}

// ---- Announcements and events ----

function serializeBroadcast(m: MemorialRow, b: BroadcastRow): Broadcast {
  return {
    id: b.id,
    kind: b.kind,
    title: b.title,
    content: b.content,
    location: b.location,
    starts_at: b.starts_at,
    ends_at: b.ends_at,
    rsvp: b.rsvp,
    rsvp_enabled: b.rsvp_enabled === 1,
    is_showing: showing(m, b.moderation_status),
    moderation: { status: b.moderation_status, reason: b.moderation_reason },
    created_at: b.created_at,
  };
}

function broadcastRows(ctx: SandboxContext, memorialId: number): BroadcastRow[] {
  return ctx.db.all<BroadcastRow>('SELECT * FROM broadcasts WHERE memorial_id = ? ORDER BY created_at DESC, id DESC', memorialId);
}

export function listBroadcasts(ctx: SandboxContext, m: MemorialRow): Broadcast[] {
  return broadcastRows(ctx, m.id).map((b) => serializeBroadcast(m, b));
}

const EVENT_ONLY: Record<'location' | 'starts_at' | 'ends_at' | 'rsvp' | 'rsvp_enabled', string> = {
  location: 'A place',
  starts_at: 'A start time',
  ends_at: 'An end time',
  rsvp: 'How to reply',
  rsvp_enabled: 'Replies through the memorial',
};

/** A 422 naming every field at fault, in the shape of the schema failures. */
function invalidFields(problems: Array<[field: string, message: string]>): HttpError {
  const errors = Object.fromEntries(problems.map(([field, message]) => [field, [message]]));
  const more = problems.length - 1;
  const first = problems[0]![1];
  return new HttpError(422, { message: more > 0 ? `${first} (and ${more} more ${more === 1 ? 'problem' : 'problems'})` : first, errors });
}

/**
 * Posts an announcement or event (Premium checked by the caller). Event-only fields sent with an
 * announcement are refused rather than silently dropped; null and `rsvp_enabled: false` carry
 * nothing and pass. Rule 1: nobody is emailed.
 */
export function createBroadcast(ctx: SandboxContext, m: MemorialRow, body: z.output<typeof CreateBroadcastBody>): { data: Broadcast; message: string } {
  const kind = body.kind ?? 'announcement';
  if (kind === 'announcement') {
    const sent = (Object.keys(EVENT_ONLY) as Array<keyof typeof EVENT_ONLY>).filter((field) =>
      field === 'rsvp_enabled' ? body.rsvp_enabled === true : body[field] != null,
    );
    if (sent.length > 0) {
      throw invalidFields(sent.map((field) => [field, `${EVENT_ONLY[field]} is for events only. Leave it out of an announcement, or post an event instead.`]));
    }
  } else {
    if (!body.starts_at) throw invalidFields([['starts_at', 'An event needs a start date and time, such as 2026-05-01T14:00:00Z.']]);
    if (body.ends_at && isEndBeforeStart(body.starts_at, body.ends_at)) throw invalidFields([['ends_at', END_BEFORE_START]]);
  }
  const id = ctx.db.transaction(() => {
    const inserted = ctx.db.insert('broadcasts', {
      memorial_id: m.id,
      kind,
      title: body.title,
      content: given(body.content),
      location: given(body.location),
      starts_at: body.starts_at ?? null,
      ends_at: body.ends_at ?? null,
      rsvp: given(body.rsvp),
      rsvp_enabled: body.rsvp_enabled === true ? 1 : 0,
      moderation_status: 'pending',
      created_at: ctx.clock.iso(),
    });
    ctx.jobs.schedule(BROADCAST_CHECK_JOB, inserted, ctx.settings.get().safety_delay_ms);
    return inserted;
  });
  const b = ctx.db.one<BroadcastRow>('SELECT * FROM broadcasts WHERE id = ?', id)!;
  return {
    data: serializeBroadcast(m, b),
    message:
      `Your ${kind} “${b.title}” is saved. It is not showing yet: it will show on the memorial once our safety check has read it, ` +
      'usually within a few seconds. Nobody was emailed about it.',
  };
}

/** What the public page shows: announcements and events that are showing, newest first. */
export function publicBroadcasts(ctx: SandboxContext, memorialId: number) {
  const m = ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', memorialId);
  if (!m) return [];
  return broadcastRows(ctx, memorialId)
    .filter((b) => showing(m, b.moderation_status))
    .map((b) => ({ kind: b.kind, title: b.title, content: b.content, location: b.location, startsAt: b.starts_at, endsAt: b.ends_at, rsvp: b.rsvp }));
}

// ---- RSVPs ----

/** An event on a memorial the caller owns (rule 6: not a moderator, viewer or contributor); 404 otherwise. */
export function findOwnedEvent(ctx: SandboxContext, caller: Caller, eventId: number): BroadcastRow {
  const event = ctx.db.one<BroadcastRow>("SELECT * FROM broadcasts WHERE id = ? AND kind = 'event'", eventId);
  const missing = "We couldn't find that event on any memorial you own.";
  if (!event) throw notFound(missing);
  try {
    findOwnedMemorial(ctx, caller, event.memorial_id, { allowDeleted: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(missing);
    throw error;
  }
  return event;
}

export function rsvpList(ctx: SandboxContext, event: BroadcastRow): RsvpList {
  const rows = ctx.db.all<RsvpRow>('SELECT * FROM rsvps WHERE broadcast_id = ? ORDER BY created_at DESC, id DESC', event.id);
  const count = (a: RsvpRow['attending']) => rows.filter((r) => r.attending === a).length;
  const counts = {
    // Guests expected, not replies: a yes for a party of four counts four.
    people: rows.filter((r) => r.attending === 'yes').reduce((sum, r) => sum + r.party_size, 0),
    replies: rows.length,
    yes: count('yes'),
    no: count('no'),
    maybe: count('maybe'),
  };
  let message = 'No replies yet.';
  if (counts.replies > 0) {
    const expected = counts.people === 0 ? 'No one is expected' : counts.people === 1 ? '1 person is expected' : `${counts.people} people are expected`;
    message = `${expected}, from ${plural(counts.replies, 'reply', 'replies')}.`;
    if (counts.maybe > 0) message += ` ${plural(counts.maybe, 'reply says', 'replies say')} maybe.`;
  }
  return {
    data: rows.map((r) => ({ id: r.id, name: r.name, attending: r.attending, party_size: r.party_size, created_at: r.created_at })),
    counts,
    message,
  };
}

/** A reply to an event, as a visitor would send it (the control API). */
export function addRsvp(ctx: SandboxContext, eventId: number, reply: { name: string; attending: RsvpRow['attending']; party_size: number }): number {
  const event = ctx.db.one<BroadcastRow>("SELECT * FROM broadcasts WHERE id = ? AND kind = 'event'", eventId);
  if (!event) throw new HttpError(404, { message: 'There is no event with that id.' });
  const m = ctx.db.one<MemorialRow>('SELECT * FROM memorials WHERE id = ?', event.memorial_id);
  if (!m || m.deleted_at !== null) throw new HttpError(422, { message: 'This memorial was deleted, so its events take no replies.', errors: {} });
  if (event.rsvp_enabled !== 1) {
    throw new HttpError(422, { message: "This event doesn't take replies through the memorial (rsvp_enabled is false).", errors: {} });
  }
  return ctx.db.insert('rsvps', {
    broadcast_id: event.id,
    name: reply.name.trim(),
    attending: reply.attending,
    party_size: reply.party_size,
    created_at: ctx.clock.iso(),
  });
}
