/**
 * The accounts the core signs in with: several at once, personal and business, one of them active.
 * Names and kinds are remembered in settings; each token lives only in the secret store (the OS
 * keychain, or memory for this session) and in this object's memory. The renderer learns
 * `{id, kind, name, signedIn}` and nothing else; `credentialsFor` is for the core's own use.
 *
 * This is the account book and how its accounts are named; the sign-in flows that add to it
 * (device flow, business token, demo) are in sign-in.ts.
 */
import { listMyMemorials } from '../../shared/api/memorials';
import type { AccountInfo, AccountsState } from '../../shared/bridge';
import { Listeners } from '../../shared/listeners';
import { LocalError, type CallAnswer } from '../service/client';
import type { Clock } from '../clock';
import type { CallService } from './device-flow';
import type { SecretStore } from './secrets';
import type { SettingsStore, StoredAccount, StoredOrganization } from './settings';
import type { IntlShape } from '@formatjs/intl';
import { englishOfEach, say, sayEach, type CoreMessage } from '../../shared/i18n/words';
import { ACCOUNT_WORDS } from './accounts-words';

/** What the core says about accounts, as messages said (their English in ACCOUNT_MESSAGES). */
export const ACCOUNT_SAID = sayEach(ACCOUNT_WORDS);
export const ACCOUNT_MESSAGES = englishOfEach(ACCOUNT_SAID);

/** The demo world's tokens, fresh from the embedded sandbox. */
export interface DemoTokens {
  personal: { token: string; name: string };
  business: { token: string };
}

/** The service a sign-in is bound to, fixed when it begins, and a client that calls only its address. */
export interface ServiceNow {
  service: string;
  client: CallService;
}

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
  /** The language the names Memorial Desk gives are written in (the core's, core/i18n); without it (tests), English. */
  words?: () => Promise<IntlShape>;
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
  private readonly words: AccountsOptions['words'];
  /** The tokens read from (or written to) the secret store: an account is signed in when it has one. */
  private readonly tokens = new Map<string, string>();
  private readonly listeners = new Listeners<{ change: AccountsState }>((_event, error) => console.error('memorial-desk: an accounts listener failed', error));

  private constructor(options: AccountsOptions) {
    this.settings = options.settings;
    this.secrets = options.secrets;
    this.client = options.client;
    this.clock = options.clock;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.service = options.service ?? (() => '');
    this.serviceUrl = options.serviceUrl ?? (() => undefined);
    this.readMemorialsAs = options.readMemorialsAs;
    this.words = options.words;
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

  /** The core's view of one account (kind, organization branding), or null. Never the token. */
  get(id: string): StoredAccount | null {
    const account = this.settings.accounts.get(id);
    return account && this.isHere(account) ? account : null;
  }

  /** The account a request is for (the one named, else the active one), or a plain refusal. */
  accountFor(requested: string | undefined): { id: string; kind: StoredAccount['kind'] } {
    const id = requested ?? this.activeId();
    const account = id ? this.get(id) : null;
    if (!id || !account) {
      throw new LocalError('signed-out', requested ? ACCOUNT_SAID.goneAccount : ACCOUNT_SAID.signInFirst);
    }
    return { id, kind: account.kind };
  }

  switch(id: string): AccountsState {
    if (!this.get(id)) throw new LocalError('invalid', ACCOUNT_SAID.unknownAccount);
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
      throw new LocalError('internal', ACCOUNT_SAID.notForgotten);
    }
    this.tokens.delete(id);
    const wasActive = this.settings.activeAccountId() === id;
    this.settings.accounts.remove(id);
    // The last place was the account's (a memorial of its): it goes with it.
    if (this.settings.ui.get().placeAccountId === id) this.settings.ui.update({ place: null, placeAccountId: null });
    if (wasActive) {
      const rest = before.filter((account) => account.id !== id);
      this.settings.setActiveAccountId((rest[at] ?? rest[at - 1])?.id ?? null);
    }
    await this.settings.written().catch(() => undefined);
    this.changed();
    return this.list();
  }

  /** Removes an account that was only just added (it turned out to be one already here). */
  private async forget(id: string): Promise<void> {
    this.tokens.delete(id);
    await this.secrets.delete(id).catch(() => undefined);
    this.settings.accounts.remove(id);
    await this.settings.written().catch(() => undefined);
    // The screens heard of the account when it was kept: they must hear that it is gone.
    this.changed();
  }

  /**
   * Core-internal only: the token to call the service with and the address of the service it
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
  async addPersonal(token: string, name?: string, { service, client }: ServiceNow = this.serviceNow()): Promise<AccountInfo> {
    const account: StoredAccount = {
      id: this.newId(),
      kind: 'personal',
      name: name?.trim() || this.uniqueName(await this.personalName()),
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
    const named = {
      ...account,
      memorialIds: memorials.ids,
      name: name?.trim() || (memorials.name ? this.uniqueName(memorials.name, account.id) : account.name),
    };
    this.settings.accounts.save(named);
    await this.settings.written().catch(() => undefined);
    this.changed();
    return this.info(named);
  }

  /**
   * The person's own name for an account; an empty name goes back to the one Memorial Desk gave.
   * Names are not unique on purpose: the person may call two accounts what they like.
   */
  rename(id: string, name: string): AccountsState {
    const account = this.get(id);
    if (!account) throw new LocalError('invalid', ACCOUNT_SAID.unknownAccount);
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
   * Keeps a business token an organization's sign-in just checked: the organization's account
   * here gets it (and the branding as read now), or a new account is made for it.
   */
  async addBusiness(organization: StoredOrganization, token: string, service: string): Promise<AccountInfo> {
    const known = this.here().find((account) => account.kind === 'business' && account.organization?.id === organization.id);
    const account: StoredAccount = {
      id: known?.id ?? this.newId(),
      kind: 'business',
      name: organization.name,
      addedAt: known?.addedAt ?? new Date(this.clock.now()).toISOString(),
      organization,
      service,
    };
    await this.keep(account, token);
    return this.info(account);
  }

  /** A new token for an account already here (signing in again): it keeps its name, place and changes. */
  async signInAgain(account: StoredAccount, token: string): Promise<AccountInfo> {
    await this.keep(account, token);
    return this.info(account);
  }

  /** The demo's own account of that role, if it is here. */
  demoAccount(role: NonNullable<StoredAccount['demoRole']>): StoredAccount | undefined {
    return this.here().find((account) => account.demoRole === role);
  }

  /** Marks an account as the demo's own, so the next start of the demo signs in to it again. */
  markDemo(id: string, role: NonNullable<StoredAccount['demoRole']>): void {
    const account = this.get(id);
    if (account && account.demoRole !== role) this.settings.accounts.save({ ...account, demoRole: role });
  }

  /** Makes the account active (none stays as it is), and tells the listeners. */
  activate(id: string | null): AccountsState {
    if (id !== null) this.settings.setActiveAccountId(id);
    this.changed();
    return this.list();
  }

  /** The service of this moment, and a client fixed to its address: what a sign-in binds to as it begins. */
  serviceNow(): ServiceNow {
    const baseUrl = this.serviceUrl();
    return { service: this.service(), client: { call: (op, input, token) => this.client.call(op, input, token, baseUrl) } };
  }

  /** Calls `listener` with the renderer's view after every change. Returns an unsubscribe. */ /** Calls `listener` with the renderer's view after every change. Returns an unsubscribe. */
  onChange(listener: (state: AccountsState) => void): () => void {
    return this.listeners.on('change', listener);
  }

  /** The token first, then the account: an account is never remembered without its secret. */
  private async keep(account: StoredAccount, token: string): Promise<void> {
    try {
      await this.secrets.set(account.id, token);
    } catch {
      throw new LocalError('internal', ACCOUNT_SAID.notKept);
    }
    this.tokens.set(account.id, token);
    this.settings.accounts.save(account);
    this.settings.setActiveAccountId(account.id);
    // On the disk before the sign-in is told (a write that fails is logged, and the next change writes it again).
    await this.settings.written().catch(() => undefined);
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
      const intl = await this.intl();
      const first = names.length > 2 || more > 0 ? names.slice(0, 2).join(', ') : intl ? intl.formatList(names.slice(0, 2)) : names.slice(0, 2).join(' and ');
      const name = names.length === 0 ? null : more > 0 ? this.say(intl, ACCOUNT_WORDS.namedForMemorials, { names: first, more }) : first;
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
  private async personalName(): Promise<string> {
    // Written once, in the language in use then, and kept in settings.json as the account's name
    // (the person may rename it): a name, not a message, so it stays as written.
    const intl = await this.intl();
    const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
    // eslint-disable-next-line no-restricted-syntax -- without the core's language (tests), the engine's own, as before
    const day = intl ? intl.formatDate(this.clock.now(), options) : new Intl.DateTimeFormat(undefined, options).format(this.clock.now());
    return this.say(intl, ACCOUNT_WORDS.signedInOn, { day });
  }

  /** The core's language, if it was given one and its catalog loads; else null (English). */
  private async intl(): Promise<IntlShape | null> {
    return this.words ? this.words().catch(() => null) : null;
  }

  /** A message in that language, or its English. */
  private say(intl: IntlShape | null, message: CoreMessage, values: Record<string, string | number>): string {
    return intl ? intl.formatMessage(message, values) : say(message, values).message;
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
    this.listeners.emit('change', this.list());
  }
}

/** The same non-empty set of memorials (both sorted). */
function sameMemorials(known: readonly number[] | undefined, now: readonly number[]): boolean {
  return known !== undefined && known.length > 0 && known.length === now.length && known.every((id, i) => id === now[i]);
}
