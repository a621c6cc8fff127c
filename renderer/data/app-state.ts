/**
 * The core's state as the renderer knows it (accounts, connection, the outbox) and the few things the
 * whole app shares (the one-time note after a sign-in, the app-wide announcement). Kept up to date
 * from the core's events by `useBridgeSync`; screens read it through the selectors below.
 */
import { create } from 'zustand';
import type { AccountInfo, AccountsState, AppStatus, OutboxEntry, Settings, UiMemory } from '../../shared/bridge';
import { isUnfinished } from '../../shared/outbox-states';
import type { InboxState } from '../../shared/bridge/moderation';
import { formatText, formatWords, onMessageFormatterChange } from './message-format';
import { say, type Spoken } from '../../shared/i18n/words';
import type { ChangedElsewhere } from '../../shared/bridge/api';
import { DATA_WORDS } from './data-words';

/** A one-time note for the next screen ("You're signed in as …"), with an optional brand colour. */
export interface Flash {
  message: string;
  accent: string | null;
}

interface AppData {
  /** False until the first accounts.list and app.status answers arrived. */
  loaded: boolean;
  accounts: AccountsState;
  status: AppStatus | null;
  /**
   * False while the status is what the core knew before this page asked (it is asking the service
   * again now): "offline" then is old news, and is not said until the next status arrives.
   */
  statusFresh: boolean;
  /** Changes written to disk and not yet answered; from the latest status or outbox news. */
  waiting: number;
  outbox: OutboxEntry[];
  /** Browser mode: false while the connection to Memorial Desk's own background part is lost. */
  backgroundConnected: boolean;
  ui: UiMemory;
  /** What the core's sweep found waiting for approval, per family account and memorial. */
  inbox: InboxState;
  settings: Settings | null;
  flash: Flash | null;
  /** The latest sentence for the app-wide polite live region; `seq` makes a repeat count as new. */
  announcement: { text: string; seq: number };
}

interface AppActions {
  setLoaded: (accounts: AccountsState, status: AppStatus, outbox: OutboxEntry[] | null, ui: UiMemory) => void;
  setAccounts: (accounts: AccountsState) => void;
  setStatus: (status: AppStatus) => void;
  setOutbox: (entries: OutboxEntry[]) => void;
  setBackgroundConnected: (connected: boolean) => void;
  setUi: (ui: UiMemory) => void;
  setInbox: (inbox: InboxState) => void;
  setSettings: (settings: Settings) => void;
  setFlash: (flash: Flash | null) => void;
  announce: (text: string) => void;
}

export type AppState = AppData & AppActions;

const initialData: AppData = {
  loaded: false,
  accounts: { accounts: [], activeId: null },
  status: null,
  statusFresh: false,
  waiting: 0,
  outbox: [],
  backgroundConnected: true,
  ui: { place: null, sessionNoteDismissed: false },
  inbox: { accounts: [] },
  settings: null,
  flash: null,
  announcement: { text: '', seq: 0 },
};

/** A person's changes not yet answered by the service (queued, sending or checking), of one account or all. */
export function unfinishedEntries(entries: readonly OutboxEntry[], accountId?: string): OutboxEntry[] {
  return entries.filter((entry) => isUnfinished(entry) && (accountId === undefined || entry.accountId === accountId));
}

export function unfinishedCount(entries: readonly OutboxEntry[], accountId?: string): number {
  return unfinishedEntries(entries, accountId).length;
}

/** Why a change was held back, said from its conflict (shared/outbox-words.ts, loaded off the first screen). */
let heldBackSaid: ((conflict: ChangedElsewhere) => Spoken) | null = null;

/** The outbox as the core sent it (its English), to show again when the language changes. */
let sentOutbox: readonly OutboxEntry[] = [];
/** What the store shows of it: only that is shown again (the store may have been set otherwise since). */
let shownOutbox: readonly OutboxEntry[] = [];

/** The entries with the core's own words (a label, the message of one the core ended) in the person's language. */
function outboxInLanguage(entries: OutboxEntry[]): OutboxEntry[] {
  sentOutbox = entries;
  const shown = entries.map((entry) => {
    const label = formatText(entry.label);
    // A change held back is said again here from its conflict: its message has values the screen cannot know from the text.
    const heldBack = entry.conflict && heldBackSaid ? heldBackSaid(entry.conflict) : null;
    const words = entry.words ?? (heldBack?.message === entry.message ? heldBack.words : undefined);
    const message = entry.message === null ? null : words ? formatWords(words, entry.message) : formatText(entry.message);
    return label === entry.label && message === entry.message ? entry : { ...entry, label, message };
  });
  shownOutbox = shown;
  return shown;
}

export const useAppStore = create<AppState>()((set) => ({
  ...initialData,
  setLoaded: (accounts, status, outbox, ui) =>
    set({
      loaded: true,
      accounts,
      status,
      // Online, or not asked yet, is said as it is; offline waits for the check the core starts now.
      statusFresh: status.online !== false,
      outbox: outboxInLanguage(outbox ?? []),
      waiting: outbox ? unfinishedCount(outbox) : status.waiting,
      ui,
    }),
  setAccounts: (accounts) => set({ accounts }),
  setStatus: (status) => set({ status, statusFresh: true, waiting: status.waiting }),
  setOutbox: (entries) => set({ outbox: outboxInLanguage(entries), waiting: unfinishedCount(entries) }),
  setBackgroundConnected: (connected) => set({ backgroundConnected: connected }),
  setUi: (ui) => set({ ui }),
  setInbox: (inbox) => set({ inbox }),
  setSettings: (settings) => set({ settings }),
  setFlash: (flash) => set({ flash }),
  announce: (text) => set((state) => ({ announcement: { text, seq: state.announcement.seq + 1 } })),
}));

/** Back to a fresh start (tests). */
export function resetAppStore(): void {
  useAppStore.setState(initialData);
  sentOutbox = shownOutbox = [];
}

export function activeAccount(state: Pick<AppData, 'accounts'>): AccountInfo | null {
  return state.accounts.accounts.find((account) => account.id === state.accounts.activeId) ?? null;
}

export function useActiveAccount(): AccountInfo | null {
  return useAppStore(activeAccount);
}

/** Tributes waiting for approval, of one account or of all (the window's count). */
export function waitingTributes(state: Pick<AppData, 'inbox'>, accountId?: string): number {
  return state.inbox.accounts
    .filter((account) => accountId === undefined || account.accountId === accountId)
    .reduce((sum, account) => sum + account.memorials.reduce((n, memorial) => n + memorial.pending, 0), 0);
}

export function kindLabel(account: Pick<AccountInfo, 'kind'>): string {
  const said = say(DATA_WORDS.kind, { kind: account.kind });
  return formatWords(said.words, said.message);
}

/** The outbox shown again, in the language now on screen (unless the store was set otherwise since). */
function showOutboxAgain(): void {
  if (sentOutbox.length > 0 && useAppStore.getState().outbox === shownOutbox) useAppStore.setState({ outbox: outboxInLanguage([...sentOutbox]) });
}
onMessageFormatterChange(showOutboxAgain);
// The core's own words for the outbox's entries (shared/outbox-words.ts): a chunk of their own, off
// the first screen; once known, the entries already shown are shown again in the person's language.
void import('../../shared/outbox-words').then(
  (words) => {
    heldBackSaid = words.changedElsewhereSaid;
    showOutboxAgain();
  },
  () => undefined,
);
