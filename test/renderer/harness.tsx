import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, expect } from 'vitest';
import type { Memorial, Organization } from '../../shared/api/business';
import type { Contribution } from '../../shared/api/contributions';
import type { PersonalMemorial } from '../../shared/api/memorials';
import type {
  AccountInfo,
  AccountsState,
  AppStatus,
  Bridge,
  BridgeArgs,
  BridgeError,
  BridgeEvent,
  BridgeEventName,
  BridgeOperationName,
  BridgeResult,
  DeviceSignIn,
  OutboxEntry,
  UiMemory,
} from '../../shared/bridge';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from '../../renderer/app/App';
// What places and dialogs load lazily (React Aria's locale, the sign-out dialog), loaded with the
// harness: a test's wait for a screen is then for the screen, not for its modules' first transform.
import '../../renderer/ui/LocaleProvider';
import '../../renderer/ui/SignOutDialog';
import { createAppRouter, type AppRouter } from '../../renderer/app/router';
import { BridgeCallError, setBridge } from '../../renderer/bridge';
import { resetAppStore } from '../../renderer/data/app-state';
import { resetHeldChanges } from '../../renderer/data/held-changes';
import { createQueryClient } from '../../renderer/data/query-client';
import { ALL_PARTS, loadCatalogParts } from '../../renderer/ui/catalog-parts';

// A screen's words come in a part of their own (renderer/ui/catalog-parts.ts), and CI's two cores
// run the unit tests two files at a time: a second is too short for a screen to appear there.
configure({ asyncUtilTimeout: 5_000 });

type Handler<N extends BridgeOperationName> = (args: BridgeArgs<N>) => BridgeResult<N> | Promise<BridgeResult<N>>;
export type Handlers = { [N in BridgeOperationName]?: Handler<N> };

/**
 * A stand-in for the core behind the bridge: answers from handlers the test sets, records every
 * call, and lets the test push events. Unhandled operations fail the way the core's would.
 */
export class FakeBridge implements Bridge {
  readonly calls: { name: BridgeOperationName; args: unknown }[] = [];
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();

  constructor(public handlers: Handlers = {}) {}

  on<N extends BridgeOperationName>(name: N, handler: Handler<N>): this {
    (this.handlers as Record<string, unknown>)[name] = handler;
    return this;
  }

  call<N extends BridgeOperationName>(name: N, args: BridgeArgs<N>): Promise<BridgeResult<N>> {
    this.calls.push({ name, args });
    const handler = this.handlers[name];
    if (!handler) return Promise.reject(new BridgeCallError(serviceError(`The fake bridge has no answer for ${name}.`, 'internal')));
    return Promise.resolve().then(() => handler(args));
  }

  subscribe<E extends BridgeEventName>(event: E, listener: (payload: BridgeEvent<E>) => void): () => void {
    let set = this.listeners.get(event);
    if (!set) this.listeners.set(event, (set = new Set()));
    const fn = listener as (payload: unknown) => void;
    set.add(fn);
    return () => set.delete(fn);
  }

  /** The core pushes an event (inside act, so React has rendered the outcome when it returns). */
  async emit<E extends BridgeEventName>(event: E, payload: BridgeEvent<E>): Promise<void> {
    await act(async () => {
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
      await Promise.resolve();
    });
  }

  listenerCount(event: BridgeEventName): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  callsOf<N extends BridgeOperationName>(name: N): BridgeArgs<N>[] {
    return this.calls.filter((call) => call.name === name).map((call) => call.args as BridgeArgs<N>);
  }
}

export function serviceError(message: string, kind: BridgeError['kind'] = 'service', fields: BridgeError['fields'] = null): BridgeError {
  return { kind, message, status: kind === 'service' ? 401 : null, code: null, retryAfter: null, fields };
}

// ---- Fixtures ------------------------------------------------------------------------------

export const family: AccountInfo = { id: 'acc-family', kind: 'personal', name: 'Margaret Ellis', signedIn: true };
export const funeralHome: AccountInfo = { id: 'acc-home', kind: 'business', name: 'Rosewood Funeral Home', signedIn: true };

export function status(overrides: Partial<AppStatus> = {}): AppStatus {
  return {
    online: true,
    waiting: 0,
    offlineSince: null,
    offlineSinceStart: false,
    rateLimitedUntil: null,
    serviceUrl: 'http://127.0.0.1:4010/api/v1',
    demo: false,
    secretStorage: 'os',
    secretStorageNote: null,
    ...overrides,
  };
}

export function accountsState(accounts: AccountInfo[], activeId: string | null = accounts[0]?.id ?? null): AccountsState {
  return { accounts, activeId };
}

/** A tribute waiting for approval, number `id`, with what a test changes. */
export function contribution(id: number, overrides: Partial<Contribution> = {}): Contribution {
  return {
    id,
    type: 'message',
    title: null,
    body: `Tribute number ${id}.`,
    author: { name: `Writer ${id}`, email: null, is_guest: true },
    status: 'pending',
    is_approved: false,
    is_private: false,
    is_pinned: false,
    is_hidden: false,
    moderation: { status: 'passed', reason: null },
    can_approve: true,
    created_at: '2026-05-01T10:00:00Z',
    ...overrides,
  };
}

export function personalMemorial(overrides: Partial<PersonalMemorial> = {}): PersonalMemorial {
  return {
    id: 1,
    slug: 'june-ellis',
    deceased_name: 'June Ellis',
    title: 'A life full of music',
    subtitle: null,
    obituary: null,
    birth_date: '1941-03-03',
    death_date: '2024-01-12',
    privacy: 'public',
    content_scope: null,
    is_published: true,
    contributions_enabled: true,
    manual_content_approval: true,
    hide_from_search: false,
    template_id: null,
    resting_place_url: null,
    resting_place_notes: null,
    moderation: { status: 'passed', reason: null, checked_at: '2025-05-01T10:00:00Z' },
    is_deleted: false,
    recoverable_until: null,
    url: 'http://127.0.0.1:4010/m/june-ellis',
    created_at: '2025-05-01T09:00:00Z',
    ...overrides,
  };
}

export function myMemorialsAnswer(memorials: PersonalMemorial[], total = memorials.length): BridgeResult<'listMyMemorials'> {
  return {
    status: 200,
    data: {
      data: memorials,
      links: { first: 'p1', last: 'p1', prev: null, next: null },
      meta: { current_page: 1, from: memorials.length ? 1 : null, to: memorials.length || null, per_page: 50, total, last_page: 1 },
    },
  };
}

export function businessMemorial(overrides: Partial<Memorial> = {}): Memorial {
  return {
    id: 10,
    slug: 'arthur-pike',
    status: 'live',
    deceased_name: 'Arthur Pike',
    title: 'Beloved grandfather',
    subtitle: null,
    description: null,
    birth_date: '1930-07-14',
    death_date: '2025-02-02',
    privacy: 'public',
    is_premium: false,
    web_url: 'http://127.0.0.1:4010/m/arthur-pike',
    created_at: '2025-02-03T11:00:00Z',
    updated_at: '2025-02-03T11:00:00Z',
    ...overrides,
  };
}

export function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    id: 3,
    name: 'Rosewood Funeral Home',
    subdomain: 'rosewood',
    status: 'active',
    branding: { display_name: null, white_label: false, brand_color: '#5b3a6e', logo_url: null },
    memorials: { live: 4, pending: 2 },
    ...overrides,
  };
}

export function deviceFlow(overrides: Partial<DeviceSignIn> = {}): DeviceSignIn {
  return {
    flowId: 'flow-1',
    state: 'waiting',
    userCode: 'BCDF-GHJK',
    verificationUri: 'http://127.0.0.1:4010/device',
    verificationUriComplete: 'http://127.0.0.1:4010/device?user_code=BCDF-GHJK',
    expiresAt: '2030-01-01T12:15:00Z',
    message: 'Open the sign-in page and check that it shows your code.',
    account: null,
    ...overrides,
  };
}

/** The core with the given accounts and status; the rest is up to the test. */
export function fakeMain(accounts: AccountsState, appStatus: AppStatus = status()): FakeBridge {
  let current = accounts;
  let ui: UiMemory = { place: null, sessionNoteDismissed: false };
  const bridge = new FakeBridge();
  bridge
    .on('accounts.list', () => current)
    .on('app.status', () => appStatus)
    .on('outbox.list', () => ({ entries: [] }))
    .on('ui.get', () => ui)
    .on('ui.set', (patch) => (ui = { ...ui, ...patch }))
    .on('accounts.switch', ({ id }) => (current = { ...current, activeId: id }))
    .on('accounts.signOut', ({ id }) => {
      const rest = current.accounts.filter((account) => account.id !== id);
      current = { accounts: rest, activeId: current.activeId === id ? (rest[0]?.id ?? null) : current.activeId };
      return current;
    });
  return bridge;
}

/** A family signed in (a funeral home's account beside it), whose memorial 1 is June Ellis's: what the memorial's screens start from. */
export function juneEllisMain(): FakeBridge {
  return fakeMain(accountsState([family, funeralHome], family.id)).on('getMyMemorial', () => ({
    status: 200,
    data: { data: personalMemorial({ id: 1, deceased_name: 'June Ellis' }) },
  }));
}

/** A funeral home signed in: its organization, and a list of 60 memorials whose first is Albert Finch's. */
export function funeralHomeMain(): FakeBridge {
  return fakeMain(accountsState([funeralHome]))
    .on('getOrganization', () => ({ status: 200, data: organization() }))
    .on('listMemorials', () => ({
      status: 200,
      data: { data: [businessMemorial({ slug: 'a', deceased_name: 'Albert Finch' })], pagination: { page: 1, per_page: 25, total: 60, total_pages: 3 } },
    }));
}

// ---- Rendering -----------------------------------------------------------------------------

// jsdom's browser speaks English: its catalog is loaded before any test draws, as the page's own
// first load is under way before main answers, so a screen draws at once.
await loadCatalogParts('en', ALL_PARTS);

let client: QueryClient | null = null;

afterEach(() => {
  cleanup();
  client?.clear();
  client = null;
  setBridge(null);
  resetAppStore();
  resetHeldChanges();
});

/**
 * The whole app on a fake core, as main.tsx mounts it (StrictMode included, which under Preact's
 * React layer is a plain fragment: effects run once, as in the app), at a place (the
 * address after the `#`; "/" by default). Returns the router too, to read where the app is.
 */
export function renderApp(bridge: FakeBridge, { at = '/' }: { at?: string } = {}) {
  resetAppStore();
  setBridge(bridge);
  const queryClient = createQueryClient();
  client = queryClient;
  const appRouter = createAppRouter(createMemoryHistory({ initialEntries: [at] }), queryClient);
  const view = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App router={appRouter} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...view, queryClient, router: appRouter };
}

/** Where the app is now: path and search, as the address after the `#` would say. */
export function placeOf(appRouter: AppRouter): string {
  return appRouter.state.location.href;
}

/** An outbox entry as the core sends it, with what a test changes. */
export function outboxEntry(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    id: 'o1',
    accountId: 'acc-family',
    operation: 'approveContribution',
    label: "Approve June's tribute",
    memorialId: 1,
    contributionId: 7,
    touches: ['listContributions'],
    body: null,
    holdUntil: null,
    waiting: null,
    createdAt: '2025-05-01T10:00:00Z',
    state: 'queued',
    attempts: 0,
    message: null,
    code: null,
    finishedAt: null,
    ...overrides,
  };
}

// ---- A modal <dialog> as browsers have it ---------------------------------------------------

/**
 * jsdom has no showModal()/close(). This stands in for the browser's modal dialog as far as the
 * focus goes, so that focus bugs show here as they do in Chromium:
 * - while a connected dialog is open as a modal, the page behind is inert: focus() outside it
 *   does nothing;
 * - Escape inside it fires `cancel` on it, and closes it unless the page prevents that;
 * - close() gives the focus back to what had it before showModal(), but only if the dialog is
 *   still in the document (removing an open modal ends it without giving anything back).
 * Returns the function that puts jsdom back as it was.
 */
export function emulateModalDialogs(): () => void {
  const modals = new Set<HTMLDialogElement>();
  const before = new Map<HTMLDialogElement, Element | null>();
  // Kept to be called with `this` set and to be put back; eslint cannot see that it is.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const focus = HTMLElement.prototype.focus;
  const proto = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  const blocking = (target: Element) => [...modals].some((dialog) => dialog.isConnected && dialog.open && !dialog.contains(target));

  HTMLElement.prototype.focus = function (this: HTMLElement, options?: FocusOptions) {
    if (!blocking(this)) focus.call(this, options);
  };
  proto.showModal = function (this: HTMLDialogElement) {
    before.set(this, document.activeElement);
    this.setAttribute('open', '');
    modals.add(this);
  };
  proto.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const wasModal = modals.delete(this) && this.isConnected;
    const previous = before.get(this);
    before.delete(this);
    if (wasModal && previous instanceof HTMLElement && previous.isConnected) previous.focus();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const dialog = [...modals].find((d) => d.isConnected && d.open);
    if (!dialog) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  // Escape's cancel is the browser's own default action: a handler that stops the key's
  // propagation (the dialog keeping it from what lies behind) does not stop it, so it is heard first.
  document.addEventListener('keydown', onKey, true);

  return () => {
    document.removeEventListener('keydown', onKey, true);
    HTMLElement.prototype.focus = focus;
    delete proto.showModal;
    delete proto.close;
  };
}

/**
 * The element is on screen: in the document, and neither it nor a parent is hidden (the hidden
 * attribute, display: none or visibility: hidden; aria-hidden hides from screen readers only, and
 * getByRole already leaves those out). A query that finds it (getBy…, findBy…) has already said it
 * exists; this says a person can see it.
 */
export function expectVisible(element: Element | null): void {
  expect(element, 'the element was found').not.toBeNull();
  expect(element!.isConnected, 'the element is in the document').toBe(true);
  for (let node: Element | null = element; node !== null; node = node.parentElement) {
    const style = getComputedStyle(node);
    const hidden = node.hasAttribute('hidden') || style.display === 'none' || style.visibility === 'hidden';
    expect(hidden, `hidden by <${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}>: ${element!.textContent ?? ''}`).toBe(false);
  }
}

/**
 * Types a day ("1950-05-01") into a date field (ui/DateField) part by part with the keyboard, as a
 * person would, whatever order this locale shows the parts in. The parts are React Aria's
 * spinbuttons, named like "month, Date of birth".
 */
export async function typeDay(user: UserEvent, label: string, day: string): Promise<void> {
  const [year, month, date] = day.split('-') as [string, string, string];
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [part, digits] of [
    ['year', year],
    ['month', month],
    ['day', date],
  ] as const) {
    act(() => screen.getByRole('spinbutton', { name: new RegExp(`^${part}, ${escaped}`) }).focus());
    await user.keyboard(digits);
  }
}
