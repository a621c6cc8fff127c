import type { QueryClient } from '@tanstack/react-query';
import { createHashHistory, createRootRouteWithContext, createRoute, createRouter, Navigate, useLocation, type RouterHistory } from '@tanstack/react-router';
import { useActiveAccount } from '../data/app-state';
import type { AccountsState, UiMemory } from '../../shared/bridge';
import { appCall, subscribe } from '../data/calls';
import { paths } from '../ui/places';
import { featureRoutes, loadPlaceCode, type PlaceContext } from '../ui/feature';
import { FEATURES, homeFor } from './features';
import { NotFound } from './NotFound';
import { Shell } from './Shell';

/**
 * "/": the home of the active account's kind, or signing in. Keyed by the arrival: a second
 * arrival at "/" while the first one's home is still loading its screen (an account switch asks
 * twice) sends the person on again, where a kept <Navigate> would not fire a second time.
 */
function Home() {
  const account = useActiveAccount();
  const arrival = useLocation({ select: (location) => location.state.__TSR_key });
  return <Navigate key={arrival} to={account ? homeFor(account.kind) : paths.signIn} replace />;
}

/**
 * The first opening goes back to the place of the last session, when the address names none (a
 * fresh start opens at "/"), with the account that place belongs to: switched to when it is not
 * the active one and is still signed in; when it is not, the place is not reopened and "/" leads
 * to the active account's home. Called once the core's state is loaded, before the first place shows;
 * the accounts after a switch are returned.
 */
export async function reopenPlace(router: AppRouter, ui: UiMemory, accounts: AccountsState): Promise<AccountsState | void> {
  const { place, placeAccountId } = ui;
  if (!place || place === '/' || accounts.activeId === null || router.state.location.pathname !== '/') return;
  // Remembered before places had their account: reopened as it was.
  if (placeAccountId === undefined || placeAccountId === null || placeAccountId === accounts.activeId) {
    router.history.replace(place);
    return;
  }
  const owner = accounts.accounts.find((account) => account.id === placeAccountId);
  if (!owner?.signedIn) return;
  const switched = await appCall('accounts.switch', { id: owner.id }).catch(() => null);
  if (!switched || switched.activeId !== owner.id) return;
  router.history.replace(place);
  return switched;
}

/**
 * The code of a family's home (My memorials), loaded while the app opens: the place most starts
 * show first (a family's phone, a family's computer), and the core's opening leaves the page idle
 * meanwhile (on a phone it waits for its database). Its words come with the state, in the
 * person's language, as before. A funeral home's desk is not loaded ahead: it brings more with it
 * (its brand, its lists), which measurably slowed a family's start on a phone (issue 33), and a
 * desk opens on a desktop, where the core's opening is short. A load that fails is met again, and
 * said, when the place opens.
 */
export function loadFamilyHomeCode(router: AppRouter): void {
  const route = Object.values(router.routesByPath).find((candidate) => candidate.fullPath === homeFor('personal'));
  loadPlaceCode(route?.options.component).catch(() => undefined);
}

/**
 * The core asks for a place (a `memorialdesk://` link opened the app, or was opened while it ran):
 * the router goes there like any other navigation. Followed from the start, before the first
 * screen, so a link that started the app is not missed.
 */
export function followNavigateEvents(router: AppRouter): () => void {
  return subscribe('navigate', ({ path }) => router.history.push(path));
}

/**
 * The app's places: the shell as the root, "/" to find home, and every feature's routes. Hash
 * history works alike under Electron's app:// and browser mode's address, and keeps the place when
 * the page reloads; tests pass a memory history. The query client lets a place's route begin its
 * screen's first read (ui/feature.tsx, `readAsPlaceOpens`).
 */
export function createAppRouter(history: RouterHistory = createHashHistory(), queryClient: QueryClient | null = null) {
  const root = createRootRouteWithContext<PlaceContext>()({ component: Shell, notFoundComponent: NotFound });
  const home = createRoute({ getParentRoute: () => root, path: paths.home, staticData: { account: 'none' }, component: Home });
  const routeTree = root.addChildren([home, ...FEATURES.flatMap((feature) => featureRoutes(feature.area, feature, root))]);
  return createRouter({ routeTree, history, scrollRestoration: true, context: { queryClient } });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
