/**
 * What the app remembers between runs that is not a secret: the service address, the accounts
 * (names and kinds; their tokens live in the secret store), which one is active, and what the
 * screens remember (the last place). Kept as `settings.json` in the data folder, as the README
 * says, for a person to read: the same file, in the same form (JSON, tab-indented), as the
 * versions that kept it through `conf`.
 *
 * Through the Files port: read once at the start, then kept in memory (every read answers at
 * once), and written whole (a temporary file, synced, renamed over it) after each change, one
 * write at a time, each of the settings as they are when its turn comes. `written()` resolves once
 * every change made so far is on the disk, and rejects if that write failed (the next change
 * writes the whole file again).
 *
 * The file may have been edited by hand, so everything read is checked: a bad value falls back to
 * its default, a bad account entry is left out, and a file that is not JSON at all is moved aside
 * (`settings.json.unreadable-<time>`, kept for the person) and the app starts from defaults.
 * Nothing read from it can crash the app.
 */
import { z } from 'zod';
import { UiMemory, type Settings } from '../../shared/bridge';
import { LIMITS } from '../../shared/limits';
import { isLanguageChoice, type LanguageChoice } from '../../shared/locale/resolve';
import { realClock, type Clock } from '../clock';
import type { Files } from '../ports';
import { lazy } from '../../shared/api/lazy';

/** The file, in the data folder. */
export const SETTINGS_FILE = 'settings.json';

export const ServiceUrl = lazy(() => z.url({ protocol: /^https?$/ }).max(LIMITS.app.serviceUrl));

/** What the person chooses and this file keeps (the bridge's Settings adds what is locked, and by whom). */
export type PersonalSettings = Pick<Settings, 'serviceUrl' | 'notifications'>;

export const StoredOrganization = lazy(() =>
  z.object({
    id: z.number().int(),
    name: z.string(),
    displayName: z.string().nullable(),
    brandColor: z.string(),
    logoUrl: z.string().nullable(),
  }),
);
export type StoredOrganization = z.infer<typeof StoredOrganization>;

/** One account as remembered on disk: never its token. */
export const StoredAccount = lazy(() =>
  z.object({
    /** Random, never derived from the token. */
    id: z.string().min(1).max(100),
    kind: z.enum(['personal', 'business']),
    name: z.string().min(1).max(300),
    addedAt: z.string(),
    /** Business accounts: the organization and its branding as last read. */
    organization: StoredOrganization.nullable().catch(null).default(null),
    /**
     * The service (base_url) the account signed in at. Its token is only ever sent there: pointing
     * the app at another service never hands an existing token to it.
     */
    service: z.string().max(LIMITS.app.serviceUrl).optional(),
    /** The person's own name for the account, shown instead of `name` when set. */
    customName: z.string().min(1).max(LIMITS.app.accountName).optional().catch(undefined),
    /**
     * Family accounts: the memorials it looked after when last read. The API has no "who am I", so
     * a new sign-in that looks after exactly the same memorials is taken to be the same person.
     */
    memorialIds: z.array(z.number().int()).max(1000).optional().catch(undefined),
    /** The demo's own accounts, signed in afresh at each start of the demo. */
    demoRole: z.enum(['family', 'funeral-home']).optional().catch(undefined),
  }),
);
export type StoredAccount = z.infer<typeof StoredAccount>;

export interface SettingsStore {
  /** The settings file (for tests and for telling a person where it is). */
  readonly path: string;
  /** Resolves once every change made so far is on the disk; rejects if that write failed. */
  written(): Promise<void>;
  get(): PersonalSettings;
  /** Changes the given settings; an address that is not http(s) is refused. */
  update(patch: Partial<PersonalSettings> & { language?: LanguageChoice }): PersonalSettings;
  /** The language the person chose ('system' until they choose one, or when the file's value is not one). */
  language(): LanguageChoice;
  readonly accounts: {
    /** In the order they were added. */
    list(): StoredAccount[];
    get(id: string): StoredAccount | null;
    /** Adds the account, or replaces the one with the same id in place. */
    save(account: StoredAccount): void;
    remove(id: string): void;
  };
  /** The active account's id, or null (none, or it names an account that is not there). */
  activeAccountId(): string | null;
  setActiveAccountId(id: string | null): void;
  /** What the screens remember between starts (the last place, notes dismissed). */
  readonly ui: {
    get(): UiMemory;
    update(patch: Partial<UiMemory>): UiMemory;
  };
}

const NO_UI_MEMORY: UiMemory = { place: null, sessionNoteDismissed: false };

export async function openSettings(
  files: Files,
  defaults: Pick<PersonalSettings, 'serviceUrl'>,
  clock: Pick<Clock, 'now'> = realClock,
): Promise<SettingsStore> {
  const path = files.join(files.dataFolder, SETTINGS_FILE);
  const fallbackUrl = ServiceUrl.parse(defaults.serviceUrl);
  let stored = await readSettingsFile(files, path, clock);
  /** The last write asked for: what it failed with, or null. Never rejects. */
  let lastWrite: Promise<Error | null> = Promise.resolve(null);
  let waiting = false;

  function raw(key: string): unknown {
    return stored[key];
  }

  function set(key: string, value: unknown): void {
    stored = { ...stored, [key]: value };
    // A write waiting its turn will write this change too.
    if (waiting) return;
    waiting = true;
    lastWrite = lastWrite.then(async () => {
      waiting = false;
      try {
        await files.writeWhole(path, JSON.stringify(stored, undefined, '\t'));
        return null;
      } catch (error) {
        console.error('memorial-desk: the settings could not be written:', error instanceof Error ? error.name : 'unknown error');
        return error instanceof Error ? error : new Error('the settings could not be written');
      }
    });
  }

  /**
   * The accounts as last read, with the stored entries they were read from: read again only when
   * those change (set makes a new list). A start asks for them dozens of times, and each reading
   * checked every entry against its schema again. Each caller gets a list of its own; the
   * accounts in it are frozen, being shared.
   */
  let listed: { from: unknown; accounts: readonly StoredAccount[] } | null = null;

  function listAccounts(): StoredAccount[] {
    const entries = raw('accounts');
    if (listed === null || listed.from !== entries) listed = { from: entries, accounts: readAccounts(entries) };
    return [...listed.accounts];
  }

  function readAccounts(entries: unknown): StoredAccount[] {
    if (!Array.isArray(entries)) return [];
    const seen = new Set<string>();
    const accounts: StoredAccount[] = [];
    for (const entry of entries) {
      const parsed = StoredAccount.safeParse(entry);
      if (!parsed.success || seen.has(parsed.data.id)) continue;
      seen.add(parsed.data.id);
      accounts.push(Object.freeze(parsed.data));
    }
    return accounts;
  }

  const get = (): PersonalSettings => {
    const url = ServiceUrl.safeParse(raw('serviceUrl'));
    const notifications = raw('notifications');
    return { serviceUrl: url.success ? url.data : fallbackUrl, notifications: typeof notifications === 'boolean' ? notifications : true };
  };

  return {
    path,
    async written() {
      const failed = await lastWrite;
      if (failed) throw failed;
    },
    get,
    update(patch) {
      if (patch.serviceUrl !== undefined) set('serviceUrl', withoutTrailingSlash(ServiceUrl.parse(patch.serviceUrl.trim())));
      if (patch.notifications !== undefined) set('notifications', patch.notifications);
      if (patch.language !== undefined) {
        if (!isLanguageChoice(patch.language)) throw new Error('not a language Memorial Desk speaks');
        set('language', patch.language);
      }
      return get();
    },
    language() {
      const language = raw('language');
      return isLanguageChoice(language) ? language : 'system';
    },
    accounts: {
      list: listAccounts,
      get: (id) => listAccounts().find((account) => account.id === id) ?? null,
      save(account) {
        const valid = StoredAccount.parse(account);
        const accounts = listAccounts();
        const at = accounts.findIndex((known) => known.id === valid.id);
        if (at === -1) accounts.push(valid);
        else accounts[at] = valid;
        set('accounts', accounts);
      },
      remove(id) {
        set(
          'accounts',
          listAccounts().filter((account) => account.id !== id),
        );
      },
    },
    activeAccountId() {
      const id = raw('activeAccountId');
      return typeof id === 'string' && listAccounts().some((account) => account.id === id) ? id : null;
    },
    setActiveAccountId(id) {
      set('activeAccountId', id);
    },
    ui: {
      get: () => readUi(raw('ui')),
      update(patch) {
        const next = UiMemory.parse({ ...readUi(raw('ui')), ...patch });
        set('ui', next);
        return next;
      },
    },
  };
}

/**
 * What the file holds, or nothing when there is none. A file that is not JSON is renamed aside for
 * the person and the app starts from the defaults; JSON that is not an object reads as nothing.
 */
async function readSettingsFile(files: Files, path: string, clock: Pick<Clock, 'now'>): Promise<Record<string, unknown>> {
  let parsed: unknown;
  try {
    const text = await files.readText(path);
    if (text === null) return {};
    parsed = JSON.parse(text);
  } catch {
    // Not JSON, or not a file that can be read (a folder in its place): kept for the person, never overwritten.
    await files.rename(path, `${path}.unreadable-${clock.now()}`);
    return {};
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...(parsed as Record<string, unknown>) } : {};
}

/** Each remembered value checked on its own: a bad one is forgotten, the rest kept. */
function readUi(value: unknown): UiMemory {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const place = UiMemory.shape.place.safeParse(stored.place);
  const dismissed = UiMemory.shape.sessionNoteDismissed.safeParse(stored.sessionNoteDismissed);
  const placeAccount = UiMemory.shape.placeAccountId.safeParse(stored.placeAccountId);
  return {
    place: place.success ? place.data : NO_UI_MEMORY.place,
    ...(placeAccount.success && placeAccount.data ? { placeAccountId: placeAccount.data } : {}),
    sessionNoteDismissed: dismissed.success ? dismissed.data : NO_UI_MEMORY.sessionNoteDismissed,
  };
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
