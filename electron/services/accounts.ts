/**
 * The accounts main signs in with: several at once, personal and business, one of them active.
 * Names and kinds are remembered in settings; each token lives only in the secret store (the OS
 * keychain, or memory for this session) and in this object's memory. The renderer learns
 * `{id, kind, name, signedIn}` and nothing else; `tokenFor` is for main's own use.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { ping } from '../../shared/api/auth';
import { getOrganization } from '../../shared/api/business';
import { listMyMemorials } from '../../shared/api/memorials';
import type { AccountInfo, AccountsState, BusinessSignInResult, DeviceSignIn } from '../../shared/bridge';
import { LocalError, ServiceError, type CallAnswer } from './client';
import type { Clock } from './clock';
import { APP_CLIENT_NAME, startDeviceSignIn, type CallService, type DeviceSignInFlow } from './device-flow';
import type { SecretStore } from './secrets';
import type { SettingsStore, StoredAccount } from './settings';

export type BusinessSignIn = z.output<typeof BusinessSignInResult>;

export const ACCOUNT_MESSAGES = {
  personalToken:
    'That is a personal token. A business token is made by a Business Admin under Business settings → API tokens; paste that one here.',
  rejectedToken: "The service didn't accept that token. Check that you copied all of it; it may also have been revoked.",
  emptyToken: 'Paste the business token from Business settings → API tokens.',
  unknownAccount: 'That account is not signed in on this computer any more.',
  unknownFlow: 'That sign-in has ended. Please start signing in again.',
  notKept: "Memorial Desk couldn't keep this sign-in in the computer's keychain. Please try again.",
  notForgotten: "Memorial Desk couldn't remove this account's sign-in from the computer's keychain, so it is still signed in. Please try again.",
  notDemo: 'This is only possible in the demonstration.',
} as const;

/** The demo world's tokens, fresh from the embedded sandbox. */
export interface DemoTokens {
  personal: { token: string; name: string };
  business: { token: string };
}

/** Ended flows are kept a little while so the renderer can still read how they ended. */
const FLOWS_KEPT = 5;

export interface AccountsOptions {
  settings: SettingsStore;
  secrets: SecretStore;
  client: CallService;
  clock: Clock;
  /** Account ids: random, never derived from a token. */
  newId?: () => string;
  /** The service the app talks to now; accounts of another service are not shown or used. */
  service?: () => string;
  /** That service's address now; a sign-in and each call fix it when they begin. */
  serviceUrl?: () => string;
  /**
   * Reads an account's memorials through its own request budget (the app core's scheduler), once
   * the account exists: the service counts that request like any other. Without it (tests), the
   * client is called directly.
   */
  readMemorialsAs?: (accountId: string) => Promise<CallAnswer<typeof listMyMemorials>>;
  /**
   * A business sign-in read the organization (before the account existed): the answer is handed
   * on, so the desk that opens next needs no request of its own, and the service is known to be there.
   */
  keepOrganization?: (accountId: string, answer: CallAnswer<typeof getOrganization>, sentAt: number) => void;
}

export class Accounts {
  private readonly settings: SettingsStore;
  private readonly secrets: SecretStore;
  private readonly client: CallService;
  private readonly clock: Clock;
  private readonly newId: () => string;
  private readonly service: () => string;
  private readonly serviceUrl: () => string | undefined;
  private readonly readMemorialsAs: AccountsOptions['readMemorialsAs'];
  private readonly keepOrganization: AccountsOptions['keepOrganization'];
  /** The tokens read from (or written to) the secret store: an account is signed in when it has one. */
  private readonly tokens = new Map<string, string>();
  private readonly listeners = new Set<(state: AccountsState) => void>();
  private readonly deviceListeners = new Set<(state: DeviceSignIn) => void>();
  private readonly flows = new Map<string, DeviceSignInFlow>();

  private constructor(options: AccountsOptions) {
    this.settings = options.settings;
    this.secrets = options.secrets;
    this.client = options.client;
    this.clock = options.clock;
    this.newId = options.newId ?? randomUUID;
    this.service = options.service ?? (() => '');
    this.serviceUrl = options.serviceUrl ?? (() => undefined);
    this.readMemorialsAs = options.readMemorialsAs;
    this.keepOrganization = options.keepOrganization;
  }

  /** Reads each remembered account's token from the secret store, once. */
  static async open(options: AccountsOptions): Promise<Accounts> {
    const accounts = new Accounts(options);
    await Promise.all(
      accounts.settings.accounts.list().map(async ({ id }) => {
        // A keychain that refuses one entry leaves that account signed out, not the app stopped.
        const token = await accounts.secrets.get(id).catch(() => null);
        if (token) accounts.tokens.set(id, token);
      }),
    );
    const first = accounts.here()[0];
    if (first && accounts.activeId() === null) accounts.settings.setActiveAccountId(first.id);
    return accounts;
  }

  /** The renderer's view. */
  list(): AccountsState {
    return {
      accounts: this.here().map((account) => this.info(account)),
      activeId: this.activeId(),
    };
  }

  activeId(): string | null {
    const id = this.settings.activeAccountId();
    return id !== null && this.get(id) ? id : null;
  }

  /** Main's view of one account (kind, organization branding), or null. Never the token. */
  get(id: string): StoredAccount | null {
    const account = this.settings.accounts.get(id);
    return account && this.isHere(account) ? account : null;
  }

  /** The account a request is for (the one named, else the active one), or a plain refusal. */
  accountFor(requested: string | undefined): { id: string; kind: StoredAccount['kind'] } {
    const id = requested ?? this.activeId();
    const account = id ? this.get(id) : null;
    if (!id || !account) {
      throw new LocalError('signed-out', requested ? 'That account is no longer on this computer. Please sign in again.' : 'Please sign in first.');
    }
    return { id, kind: account.kind };
  }

  switch(id: string): AccountsState {
    if (!this.get(id)) throw new LocalError('invalid', ACCOUNT_MESSAGES.unknownAccount);
    if (this.settings.activeAccountId() !== id) {
      this.settings.setActiveAccountId(id);
      this.changed();
    }
    return this.list();
  }

  /**
   * Deletes the account's token from the secret store, then the account. When it was the active
   * one, the account after it (or else before it) becomes active. Signing out of an account that
   * is already gone changes nothing.
   */
  async signOut(id: string): Promise<AccountsState> {
    const before = this.here();
    const at = before.findIndex((account) => account.id === id);
    if (at === -1) return this.list();
    try {
      await this.secrets.delete(id);
    } catch {
      // Saying "signed out" while the token is still in the keychain would be untrue.
      throw new LocalError('internal', ACCOUNT_MESSAGES.notForgotten);
    }
    this.tokens.delete(id);
    const wasActive = this.settings.activeAccountId() === id;
    this.settings.accounts.remove(id);
    if (wasActive) {
      const rest = before.filter((account) => account.id !== id);
      this.settings.setActiveAccountId((rest[at] ?? rest[at - 1])?.id ?? null);
    }
    this.changed();
    return this.list();
  }

  /** Removes an account that was only just added (it turned out to be one already here). */
  private async forget(id: string): Promise<void> {
    this.tokens.delete(id);
    await this.secrets.delete(id).catch(() => undefined);
    this.settings.accounts.remove(id);
    // The screens heard of the account when it was kept: they must hear that it is gone.
    this.changed();
  }

  /**
   * Main-internal only: the token to call the service with and the address of the service it
   * belongs to, taken at the same moment; null when signed out (or signed in at another service).
   * A request keeps both while it waits, so a changed setting never sends a token elsewhere.
   */
  credentialsFor(id: string): { token: string; baseUrl: string | undefined } | null {
    const token = this.get(id) ? this.tokens.get(id) : undefined;
    return token ? { token, baseUrl: this.serviceUrl() } : null;
  }

  /**
   * Keeps a personal token the device flow was just handed, as the active account. It is kept
   * before anything is asked of the service: the service issued it seconds ago and hands it over
   * only once, so a check that failed on a network blip would lose a good sign-in.
   *
   * Then, if the service answers, the account is named for the memorials it looks after, and a
   * sign-in that looks after exactly the same memorials as a family account already here is taken
   * to be that person signing in again: that account gets the new token, and no second one is added.
   */
  async addPersonal(token: string, name?: string, service: string = this.service(), client: CallService = this.pinnedClient()): Promise<AccountInfo> {
    const account: StoredAccount = {
      id: this.newId(),
      kind: 'personal',
      name: name?.trim() || this.uniqueName(this.personalName()),
      addedAt: new Date(this.clock.now()).toISOString(),
      organization: null,
      service,
    };
    await this.keep(account, token);
    const memorials = await this.readMemorials(account.id, client, token);
    if (!memorials) return this.info(account);
    const same = this.here().find((other) => other.id !== account.id && other.kind === 'personal' && sameMemorials(other.memorialIds, memorials.ids));
    if (same) {
      await this.keep({ ...same, memorialIds: memorials.ids }, token);
      await this.forget(account.id);
      return this.info(this.get(same.id) ?? same);
    }
    const named = { ...account, memorialIds: memorials.ids, name: name?.trim() || (memorials.name ? this.uniqueName(memorials.name, account.id) : account.name) };
    this.settings.accounts.save(named);
    this.changed();
    return this.info(named);
  }

  /**
   * The person's own name for an account; an empty name goes back to the one Memorial Desk gave.
   * Names are not unique on purpose: the person may call two accounts what they like.
   */
  rename(id: string, name: string): AccountsState {
    const account = this.get(id);
    if (!account) throw new LocalError('invalid', ACCOUNT_MESSAGES.unknownAccount);
    const customName = name.trim();
    const { customName: _previous, ...rest } = account;
    this.settings.accounts.save(customName ? { ...rest, customName } : rest);
    this.changed();
    return this.list();
  }

  /**
   * The service refused the account's token (401) in the middle of its work: the sign-in is over.
   * The token is forgotten here and in the keychain, so the account shows as signed out at once.
   */
  async rejected(id: string): Promise<void> {
    if (!this.tokens.has(id)) return;
    this.tokens.delete(id);
    await this.secrets.delete(id).catch(() => undefined);
    this.changed();
  }

  /**
   * The demo signs in to its world's family and funeral home afresh (at each start, and when the
   * person asks after signing out of one): the same accounts get new tokens.
   */
  async signInDemo(tokens: DemoTokens): Promise<AccountsState> {
    const business = await this.signInBusiness(tokens.business.token);
    const desk = this.get(business.account.id);
    if (desk && desk.demoRole !== 'funeral-home') this.settings.accounts.save({ ...desk, demoRole: 'funeral-home' });
    const family = this.here().find((account) => account.demoRole === 'family');
    if (family) {
      await this.keep(family, tokens.personal.token);
    } else {
      const added = await this.addPersonal(tokens.personal.token, tokens.personal.name);
      const kept = this.get(added.id);
      if (kept) this.settings.accounts.save({ ...kept, demoRole: 'family' });
    }
    const familyNow = this.here().find((account) => account.demoRole === 'family');
    if (familyNow) this.settings.setActiveAccountId(familyNow.id);
    this.changed();
    return this.list();
  }

  /**
   * Signs in with a pasted business token: GET /ping must answer 200 and GET /organization 200
   * before anything is kept. Signing in to an organization that already has an account here
   * replaces that account's token (and refreshes its branding) instead of adding a second one.
   */
  async signInBusiness(pasted: string): Promise<BusinessSignIn> {
    const token = pasted.trim().replace(/^bearer(\s+|$)/i, '').trim();
    if (!token) throw new LocalError('invalid', ACCOUNT_MESSAGES.emptyToken);
    // The token is checked at, and bound to, the service of this moment.
    const service = this.service();
    const client = this.pinnedClient();
    try {
      await client.call(ping, {}, token);
    } catch (error) {
      throw signInError(error);
    }
    let organization;
    let answer: CallAnswer<typeof getOrganization>;
    const sentAt = this.clock.now();
    try {
      answer = await client.call(getOrganization, {}, token);
      organization = answer.data;
    } catch (error) {
      if (error instanceof ServiceError && error.status === 403) throw new LocalError('invalid', ACCOUNT_MESSAGES.personalToken);
      throw signInError(error);
    }

    const branding = {
      id: organization.id,
      name: organization.name,
      displayName: organization.branding.display_name,
      brandColor: organization.branding.brand_color,
      logoUrl: organization.branding.logo_url,
    };
    const known = this.here().find((account) => account.kind === 'business' && account.organization?.id === organization.id);
    const account: StoredAccount = {
      id: known?.id ?? this.newId(),
      kind: 'business',
      name: organization.name,
      addedAt: known?.addedAt ?? new Date(this.clock.now()).toISOString(),
      organization: branding,
      service,
    };
    await this.keep(account, token);
    this.keepOrganization?.(account.id, answer, sentAt);
    return {
      account: this.info(account),
      organization: { name: branding.name, displayName: branding.displayName, brandColor: branding.brandColor, logoUrl: branding.logoUrl },
    };
  }

  /**
   * Starts a device-flow sign-in (any earlier one still waiting is cancelled: the person started
   * again). Once approved, the token becomes a new personal account here.
   */
  async startDeviceSignIn(again?: string): Promise<DeviceSignIn> {
    for (const flow of this.flows.values()) flow.cancel();
    // Signing back in to a family account whose sign-in is gone keeps that account (its name, its
    // place in the list, its queued changes) instead of adding a second one.
    const returning = again ? this.get(again) : null;
    // The code, its polling and the token it brings all belong to the service of this moment.
    const service = this.service();
    const client = this.pinnedClient();
    const flow = await startDeviceSignIn({
      client,
      clock: this.clock,
      clientName: APP_CLIENT_NAME,
      onChange: (state) => this.deviceListeners.forEach((listener) => listener(state)),
      keep: async (token) => {
        if (returning?.kind !== 'personal') return this.addPersonal(token, undefined, service, client);
        await this.keep(returning, token);
        return this.info(returning);
      },
    });
    // Another start may have begun while this one waited for its code: only the newest may wait.
    for (const other of this.flows.values()) other.cancel();
    this.flows.set(flow.id, flow);
    for (const id of [...this.flows.keys()].slice(0, Math.max(0, this.flows.size - FLOWS_KEPT))) this.flows.delete(id);
    return flow.state();
  }

  deviceSignIn(flowId: string): DeviceSignIn {
    return this.flow(flowId).state();
  }

  cancelDeviceSignIn(flowId: string): DeviceSignIn {
    return this.flow(flowId).cancel();
  }

  /** Calls `listener` with the renderer's view after every change. Returns an unsubscribe. */
  onChange(listener: (state: AccountsState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` on every change of a device sign-in. Returns an unsubscribe. */
  onDeviceSignIn(listener: (state: DeviceSignIn) => void): () => void {
    this.deviceListeners.add(listener);
    return () => this.deviceListeners.delete(listener);
  }

  /** Stops any sign-in still waiting (the app is closing). */
  close(): void {
    for (const flow of this.flows.values()) flow.cancel();
  }

  /** The client, fixed to the service's address of this moment. */
  private pinnedClient(): CallService {
    const baseUrl = this.serviceUrl();
    return { call: (op, input, token) => this.client.call(op, input, token, baseUrl) };
  }

  private flow(flowId: string): DeviceSignInFlow {
    const flow = this.flows.get(flowId);
    if (!flow) throw new LocalError('invalid', ACCOUNT_MESSAGES.unknownFlow);
    return flow;
  }

  /** The token first, then the account: an account is never remembered without its secret. */
  private async keep(account: StoredAccount, token: string): Promise<void> {
    try {
      await this.secrets.set(account.id, token);
    } catch {
      throw new LocalError('internal', ACCOUNT_MESSAGES.notKept);
    }
    this.tokens.set(account.id, token);
    this.settings.accounts.save(account);
    this.settings.setActiveAccountId(account.id);
    this.changed();
  }

  /** The accounts signed in at the service the app talks to now (older records name none). */
  private here(): StoredAccount[] {
    return this.settings.accounts.list().filter((account) => this.isHere(account));
  }

  private isHere(account: StoredAccount): boolean {
    return account.service === undefined || account.service === this.service();
  }

  private info(account: StoredAccount): AccountInfo {
    return { id: account.id, kind: account.kind, name: account.customName ?? account.name, signedIn: this.tokens.has(account.id) };
  }

  /**
   * The memorials a family token looks after (the first hundred), and a name made of them
   * ("Eleanor Whitfield, Biscuit and 3 more"); null when the service could not be asked.
   */
  private async readMemorials(accountId: string, client: CallService, token: string): Promise<{ ids: number[]; name: string | null } | null> {
    try {
      const { data } = this.readMemorialsAs ? await this.readMemorialsAs(accountId) : await client.call(listMyMemorials, { query: { per_page: 100 } }, token);
      const names = data.data.map((memorial) => memorial.deceased_name?.trim()).filter((name): name is string => Boolean(name));
      const more = data.meta.total - Math.min(names.length, 2);
      const first = names.slice(0, 2).join(names.length > 2 || more > 0 ? ', ' : ' and ');
      const name = names.length === 0 ? null : more > 0 ? `${first} and ${more} more` : first;
      return { ids: data.data.map((memorial) => memorial.id).sort((a, b) => a - b), name };
    } catch {
      return null;
    }
  }

  /**
   * There is no "who am I" endpoint, and GET /ping names the token, which for a device sign-in is
   * this app's own name. Until the memorials it looks after are known, a family account is named
   * for the day it was signed in.
   */
  private personalName(): string {
    const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(this.clock.now());
    return `Family account signed in on ${day}`;
  }

  /** Names Memorial Desk gives are told apart with a number; the person's own names are theirs. */
  private uniqueName(name: string, except?: string): string {
    const taken = new Set(
      this.settings.accounts
        .list()
        .filter((account) => account.id !== except)
        .map((account) => account.customName ?? account.name),
    );
    let unique = name;
    for (let n = 2; taken.has(unique); n++) unique = `${name} (${n})`;
    return unique;
  }

  private changed(): void {
    const state = this.list();
    for (const listener of this.listeners) listener(state);
  }
}

/** The same non-empty set of memorials (both sorted). */
function sameMemorials(known: readonly number[] | undefined, now: readonly number[]): boolean {
  return known !== undefined && known.length > 0 && known.length === now.length && known.every((id, i) => id === now[i]);
}

/**
 * A token the service refused (401) is the person's to fix, in plain words; anything else
 * (offline, rate-limited, the service's own refusal) goes on as the client typed it.
 */
function signInError(error: unknown): unknown {
  if (error instanceof ServiceError && error.status === 401) return new LocalError('invalid', ACCOUNT_MESSAGES.rejectedToken);
  return error;
}
