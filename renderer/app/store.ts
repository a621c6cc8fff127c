import { create } from 'zustand';
import type { AccountInfo, AccountsState, AppStatus, DeviceSignIn, OutboxEntry } from '../../shared/bridge';

/** Where the person is. With no active account the sign-in screen shows whatever this says. */
export type Screen = 'memorials' | 'sign-in';

/** `again`: signing back in to an account whose sign-in is gone, rather than adding one. */
export type SignInStep = { kind: 'choose' } | { kind: 'device'; flow: DeviceSignIn; again?: boolean } | { kind: 'business'; again?: boolean };

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
  /** Changes written to disk and not yet answered; from the latest status or outbox news. */
  waiting: number;
  outbox: OutboxEntry[];
  screen: Screen;
  signIn: SignInStep;
  sessionNoteDismissed: boolean;
  flash: Flash | null;
  /** The latest sentence for the app-wide polite live region; `seq` makes a repeat count as new. */
  announcement: { text: string; seq: number };
}

interface AppActions {
  setLoaded: (accounts: AccountsState, status: AppStatus, outbox: OutboxEntry[] | null) => void;
  setAccounts: (accounts: AccountsState) => void;
  setStatus: (status: AppStatus) => void;
  setOutbox: (entries: OutboxEntry[]) => void;
  showMemorials: () => void;
  showSignIn: (step?: SignInStep) => void;
  /** Replaces the device flow shown, if it is the same flow (a late event for an old flow is ignored). */
  updateDeviceFlow: (flow: DeviceSignIn) => void;
  dismissSessionNote: () => void;
  setFlash: (flash: Flash | null) => void;
  announce: (text: string) => void;
}

export type AppState = AppData & AppActions;

const initialData: AppData = {
  loaded: false,
  accounts: { accounts: [], activeId: null },
  status: null,
  waiting: 0,
  outbox: [],
  screen: 'memorials',
  signIn: { kind: 'choose' },
  sessionNoteDismissed: false,
  flash: null,
  announcement: { text: '', seq: 0 },
};

const UNFINISHED: ReadonlySet<OutboxEntry['state']> = new Set(['queued', 'sending', 'checking']);

/** A person's changes not yet answered by the service (queued, sending or checking), of one account or all. */
export function unfinishedEntries(entries: readonly OutboxEntry[], accountId?: string): OutboxEntry[] {
  return entries.filter((entry) => UNFINISHED.has(entry.state) && (accountId === undefined || entry.accountId === accountId));
}

export function unfinishedCount(entries: readonly OutboxEntry[], accountId?: string): number {
  return unfinishedEntries(entries, accountId).length;
}

export const useAppStore = create<AppState>()((set) => ({
  ...initialData,
  setLoaded: (accounts, status, outbox) =>
    set({
      loaded: true,
      accounts,
      status,
      outbox: outbox ?? [],
      waiting: outbox ? unfinishedCount(outbox) : status.waiting,
    }),
  setAccounts: (accounts) => set({ accounts }),
  setStatus: (status) => set({ status, waiting: status.waiting }),
  setOutbox: (entries) => set({ outbox: entries, waiting: unfinishedCount(entries) }),
  showMemorials: () => set({ screen: 'memorials', signIn: { kind: 'choose' } }),
  showSignIn: (step = { kind: 'choose' }) => set({ screen: 'sign-in', signIn: step, flash: null }),
  updateDeviceFlow: (flow) =>
    set((state) => (state.signIn.kind === 'device' && state.signIn.flow.flowId === flow.flowId ? { signIn: { ...state.signIn, flow } } : {})),
  dismissSessionNote: () => set({ sessionNoteDismissed: true }),
  setFlash: (flash) => set({ flash }),
  announce: (text) => set((state) => ({ announcement: { text, seq: state.announcement.seq + 1 } })),
}));

/** Back to a fresh start (tests). */
export function resetAppStore(): void {
  useAppStore.setState(initialData);
}

export function activeAccount(state: Pick<AppData, 'accounts'>): AccountInfo | null {
  return state.accounts.accounts.find((account) => account.id === state.accounts.activeId) ?? null;
}

export function kindLabel(account: AccountInfo): string {
  return account.kind === 'personal' ? 'Family account' : 'Funeral home account';
}
