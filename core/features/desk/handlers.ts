/**
 * The funeral-home desk's bridge operations (shared/bridge/desk.ts), built on the account's
 * scheduler like every other call: the person's requests in the person's lane, the waiting-list
 * sweep in the background lane; with the desk's records (records.ts): its lists saved as
 * spreadsheets and the desk journal.
 */
import { getOrganization, listMemorials, provisionMemorial, resendInvitation, type ProvisionResult } from '../../../shared/api/business';
import type { AccountsState } from '../../../shared/bridge';
import type { DESK_OPERATIONS } from '../../../shared/bridge/desk';
import { ServiceError } from '../../service/client';
import { openInvitationStore, type InvitationStore } from './desk-invitations';
import { fetchLogo, type LogoResult } from './desk-logo';
import { journalEnglish } from './journal-words';
import { DeskJournal } from './desk-journal';
import { deskRecordHandlers } from './records';
import { DeskSweep } from './desk-sweep';
import { accountOfKind, type Area, type AreaHandlers, type CoreServices } from '../../bridge/area';

type DeskName = keyof typeof DESK_OPERATIONS;

export interface DeskDeps extends Pick<CoreServices, 'files' | 'person' | 'state' | 'clock' | 'fetch' | 'words' | 'accountFor' | 'call' | 'emit'> {
  onAccountsChange(listener: (state: AccountsState) => void): () => void;
  /** The computer's name, for the desk journal (HostInfo.deviceName). */
  deviceName: string;
  /** Tests: a smaller page or a shorter pause between pages. */
  sweep?: { pageSize?: number; pageGapMs?: number; staleMs?: number; retryMs?: number };
  /** Tests: invitations kept elsewhere than in `state`. */
  invitations?: InvitationStore;
}

/** How long a fetched logo is kept before it is fetched again (the address may stay, the picture change). */
const LOGO_KEEP_MS = 60 * 60_000;

/** The desk's area; what it keeps (the journal, the invitations) is opened from state.sqlite first, an older version's files carried across. */
export async function deskHandlers(deps: DeskDeps): Promise<Area<DeskName>> {
  const { clock, call } = deps;
  const invitations = deps.invitations ?? (await openInvitationStore(deps.state, deps.files, clock));
  /** The desk journal: what this computer did for the funeral home. */
  const journal = await DeskJournal.open({ state: deps.state, files: deps.files, clock, computer: deps.deviceName });
  const sweep = new DeskSweep({
    clock,
    invitations,
    ...deps.sweep,
    listPage: async (accountId, query, lane) => (await call(accountId, listMemorials, { query }, { lane })).data,
    onChange: (state) => deps.emit('deskWaiting', state),
  });
  const logos = new Map<string, { url: string; at: number; result: LogoResult }>();
  /** The business accounts the desk has worked for: their results are dropped when they go. */
  const knownAccounts = new Set<string>();

  const stopWatching = deps.onAccountsChange((state) => {
    for (const id of logos.keys()) if (!state.accounts.some((a) => a.id === id)) logos.delete(id);
    const here = new Set(state.accounts.map((a) => a.id));
    for (const id of knownAccounts) {
      if (here.has(id)) continue;
      sweep.forget(id);
      void invitations.forgetAccount(id);
      knownAccounts.delete(id);
    }
  });

  function business(requested: string | undefined): string {
    const id = accountOfKind(deps.accountFor, requested, 'business');
    knownAccounts.add(id);
    return id;
  }

  const now = () => new Date(clock.now()).toISOString();

  /** The new memorial's web address name: the list entry provisioned at that very moment with that name. */
  async function findSlug(accountId: string, result: ProvisionResult): Promise<string | null> {
    if (result.created_at === null) return null;
    const at = Date.parse(result.created_at);
    const answer = await call(
      accountId,
      listMemorials,
      {
        query: {
          ...(result.deceased_name ? { q: [...result.deceased_name.trim()].slice(0, 255).join('') } : {}),
          created_after: result.created_at,
          created_before: result.created_at,
          per_page: 20,
        },
      },
      { lane: 'person' },
    );
    const found = answer.data.data.find((m) => m.created_at !== null && Date.parse(m.created_at) === at && m.deceased_name === result.deceased_name);
    return found?.slug ?? null;
  }

  /** Written down after the service answered; a journal that cannot be written never undoes what was done. */
  async function note(accountId: string, record: Omit<Parameters<DeskJournal['record']>[0], 'accountId'>): Promise<void> {
    await journal.record({ accountId, ...record }).catch(() => undefined);
  }

  function waiting(accountId: string) {
    const id = business(accountId);
    return { state: sweep.state(id), memorial: (slug: string) => sweep.memorial(id, slug) };
  }

  const handlers: AreaHandlers<DeskName> = {
    ...deskRecordHandlers({ ...deps, journal, waiting }),
    'desk.waiting': ({ accountId, refresh }) => {
      const id = business(accountId);
      sweep.request(id, refresh === true);
      return Promise.resolve(sweep.state(id));
    },
    'desk.names': ({ accountId }) => Promise.resolve(sweep.names(business(accountId))),
    'desk.logo': async ({ accountId }) => {
      const id = business(accountId);
      // Shared with the screen's own read of the organization when both are on their way.
      const organization = await call(id, getOrganization, {}, { lane: 'person', key: `${id}:getOrganization:{}` });
      const url = organization.data.branding.logo_url;
      if (!url) return { dataUrl: null, problem: null };
      const kept = logos.get(id);
      const result = kept && kept.url === url && clock.now() - kept.at < LOGO_KEEP_MS ? kept.result : await fetchLogo(url, deps.fetch ?? globalThis.fetch);
      logos.set(id, { url, at: kept?.result === result ? kept.at : clock.now(), result });
      return result.ok ? { dataUrl: result.dataUrl, problem: null } : { dataUrl: null, problem: result.problem.message, problemWords: result.problem.words };
    },
    'desk.provision': async ({ accountId, body }) => {
      const id = business(accountId);
      const answer = await call(id, provisionMemorial, { body }, { lane: 'person' });
      const result = answer.data;
      // Finding it in the list is a help, not a promise: the memorial was made either way.
      const slug = await findSlug(id, result).catch(() => null);
      if (result.status === 'awaiting_family') {
        await invitations.save(id, {
          id: result.id,
          slug,
          deceasedName: result.deceased_name,
          createdAt: result.created_at,
          expiresAt: result.invitation_expires_at,
          sentAt: now(),
        });
      }
      sweep.changed(id);
      const made = { kind: result.status === 'awaiting_family' ? 'provisioned-invite' : 'provisioned-complete', memorialName: result.deceased_name } as const;
      await note(id, { ...made, what: journalEnglish(made, result.family?.name) });
      return { status: answer.status === 201 ? 201 : 202, result, slug };
    },
    'desk.resend': async ({ accountId, onboardingId }) => {
      const id = business(accountId);
      let result: ProvisionResult;
      try {
        result = (await call(id, resendInvitation, { params: { onboarding: onboardingId } }, { lane: 'person' })).data;
      } catch (error) {
        // No invitation waits any more (the family took it up): the list is checked again.
        if (error instanceof ServiceError && error.status === 404) {
          await invitations.remove(id, [onboardingId]);
          sweep.request(id, true);
        }
        throw error;
      }
      const known = invitations.list(id).find((invitation) => invitation.id === onboardingId);
      await invitations.save(id, {
        id: result.id,
        slug: known?.slug ?? null,
        deceasedName: result.deceased_name,
        createdAt: result.created_at,
        expiresAt: result.invitation_expires_at,
        sentAt: now(),
      });
      sweep.changed(id);
      const resent = { kind: 'invitation-resent', memorialName: result.deceased_name } as const;
      await note(id, { ...resent, what: journalEnglish(resent) });
      return { result };
    },
  };

  return {
    handlers,
    close() {
      stopWatching();
      sweep.close();
      return Promise.resolve();
    },
  };
}
