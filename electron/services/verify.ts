/**
 * Did a queued change take effect? The API has no idempotency keys, so when a send's outcome was
 * lost (a timeout, a cut connection, a crash mid-send) the outbox reads the resource before it
 * sends anything again. Each kind of change has its own way to tell.
 */
import { operations, type AnyOperation, type Contribution } from '../../shared/api';
import type { CallInput } from './client';
import type { OutboxRecord } from './outbox';

export type Verdict = 'applied' | 'not-applied' | 'unknown';
export type Read = (op: AnyOperation, input: CallInput) => Promise<{ status: number; data: unknown }>;

/** Pages of a tribute list read to find one tribute (a hundred each). */
const MAX_PAGES = 20;

/** How far apart our clock and the service's may be when matching a new post by its time. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export async function verifyChange(entry: OutboxRecord, read: Read): Promise<Verdict> {
  const { params = {}, body = {} } = entry.input;
  const memorialId = entry.memorialId ?? (typeof params.memorial === 'number' ? params.memorial : null);
  const contributionId = typeof params.contribution === 'number' ? params.contribution : null;

  switch (entry.operation) {
    case 'updateMyMemorial': {
      const answer = await read(operations.getMyMemorial, { params });
      const memorial = (answer.data as { data: Record<string, unknown> }).data;
      // PATCH calls the obituary `description`; the memorial calls it `obituary`.
      const same = Object.entries(body).every(([field, value]) => memorial[field === 'description' ? 'obituary' : field] === value);
      return same ? 'applied' : 'not-applied';
    }
    case 'saveFund': {
      const fund = (await read(operations.getFund, { params })).data as { exists: boolean; message?: string };
      return fund.exists && fund.message === body.message ? 'applied' : 'not-applied';
    }
    case 'deleteFund': {
      const fund = (await read(operations.getFund, { params })).data as { exists: boolean };
      return fund.exists ? 'not-applied' : 'applied';
    }
    case 'createBroadcast': {
      type Posted = { title: string; kind: string; content: string | null; location: string | null; starts_at: string | null; created_at: string };
      const list = (await read(operations.listBroadcasts, { params })).data as { data: Posted[] };
      const kind = typeof body.kind === 'string' ? body.kind : 'announcement';
      const since = Date.parse(entry.createdAt) - CLOCK_SKEW_MS;
      const same = (a: unknown, b: string | null) => (a ?? null) === b || (typeof a === 'string' && a.trim() === '' && b === null);
      const sameTime = (a: unknown, b: string | null) => (a ?? null) === b || (typeof a === 'string' && b !== null && Date.parse(a) === Date.parse(b));
      const found = list.data.some(
        (b) =>
          b.title === body.title &&
          b.kind === kind &&
          same(body.content, b.content) &&
          same(body.location, b.location) &&
          sameTime(body.starts_at, b.starts_at) &&
          Date.parse(b.created_at) >= since,
      );
      return found ? 'applied' : 'not-applied';
    }
    case 'approveContribution':
      return inList(read, memorialId, contributionId, 'approved', () => true);
    case 'rejectContribution':
      return inList(read, memorialId, contributionId, 'rejected', () => true);
    case 'hideContribution':
      return inList(read, memorialId, contributionId, 'deleted', () => true);
    case 'pinContribution':
      return inList(read, memorialId, contributionId, 'approved', (t) => t.is_pinned);
    case 'unpinContribution':
      return inList(read, memorialId, contributionId, 'approved', (t) => !t.is_pinned);
    case 'restoreContribution': {
      const hidden = await inList(read, memorialId, contributionId, 'deleted', () => true);
      return hidden === 'applied' ? 'not-applied' : hidden === 'not-applied' ? 'applied' : 'unknown';
    }
    default:
      return 'unknown';
  }
}

/**
 * Whether the tribute is in the list of that status and passes `test`. Without the memorial's id
 * there is nothing to read, so the answer is unknown (the outbox then waits rather than guess).
 */
async function inList(
  read: Read,
  memorialId: number | null,
  contributionId: number | null,
  status: 'approved' | 'rejected' | 'deleted',
  test: (t: Contribution) => boolean,
): Promise<Verdict> {
  if (memorialId === null || contributionId === null) return 'unknown';
  // Page through the whole list (a hundred at a time, up to a limit: past it, don't guess).
  for (let pageNumber = 1; pageNumber <= MAX_PAGES; pageNumber++) {
    const answer = await read(operations.listContributions, { params: { memorial: memorialId }, query: { status, per_page: 100, page: pageNumber } });
    const page = answer.data as { data: Contribution[]; meta: { last_page: number } };
    const tribute = page.data.find((t) => t.id === contributionId);
    if (tribute) return test(tribute) ? 'applied' : 'not-applied';
    if (pageNumber >= page.meta.last_page) return 'not-applied';
  }
  return 'unknown';
}
