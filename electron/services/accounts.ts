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
import type { AccountInfo, AccountsState, BusinessSignInResult, DeviceSignIn } from '../../shared/bridge';
import { LocalError, ServiceError } from './client';
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
} as const;

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
}

export class Accounts {
  private readonly settings: SettingsStore;
  private readonly secrets: SecretStore;
  private readonly client: CallService;
  private readonly clock: Clock;
  private readonly newId: () => string;
  private readonly service: () => string;
  private readonly serviceUrl: () => string | undefined;
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
   * Keeps a personal token the device flow was just handed, as a new active account. It is not
   * checked with the service first: the service issued it seconds ago, and it is handed over only
   * once, so a check that failed on a network blip would lose a good sign-in.
   */
  async addPersonal(token: string, name?: string, service: string = this.service()): Promise<AccountInfo> {
    const account: StoredAccount = {
      id: this.newId(),
      kind: 'personal',
      name: this.uniqueName(name?.trim() || this.personalName()),
      addedAt: new Date(this.clock.now()).toISOString(),
      organization: null,
      service,
    };
    await this.keep(account, token);
    return this.info(account);
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
    try {
      organization = (await client.call(getOrganization, {}, token)).data;
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
    const flow = await startDeviceSignIn({
      client: this.pinnedClient(),
      clock: this.clock,
      clientName: APP_CLIENT_NAME,
      onChange: (state) => this.deviceListeners.forEach((listener) => listener(state)),
      keep: async (token) => {
        if (returning?.kind !== 'personal') return this.addPersonal(token, undefined, service);
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
    return { id: account.id, kind: account.kind, name: account.name, signedIn: this.tokens.has(account.id) };
  }

  /**
   * There is no "who am I" endpoint, and GET /ping names the token, which for a device sign-in is
   * this app's own name. So a personal account is named for when it was signed in.
   */
  private personalName(): string {
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(this.clock.now());
    return `Personal account, signed in ${day}`;
  }

  private uniqueName(name: string): string {
    const taken = new Set(this.settings.accounts.list().map((account) => account.name));
    let unique = name;
    for (let n = 2; taken.has(unique); n++) unique = `${name} (${n})`;
    return unique;
  }

  private changed(): void {
    const state = this.list();
    for (const listener of this.listeners) listener(state);
  }
}

/**
 * A token the service refused (401) is the person's to fix, in plain words; anything else
 * (offline, rate-limited, the service's own refusal) goes on as the client typed it.
 */
function signInError(error: unknown): unknown {
  if (error instanceof ServiceError && error.status === 401) return new LocalError('invalid', ACCOUNT_MESSAGES.rejectedToken);
  return error;
}
