import { createHashHistory, createRootRoute, createRoute, createRouter, Navigate, useLocation, type RouterHistory } from '@tanstack/react-router';
import { useActiveAccount } from '../data/app-state';
import { subscribe } from '../data/calls';
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
  return <Navigate key={arrival} to={account ? homeFor(account.kind) : '/sign-in'} replace />;
}

/**
 * The first opening goes back to the place of the last session, when the address names none (a
 * fresh start opens at "/"). Called once main's state is loaded, before the first place shows.
 */
export function reopenPlace(router: AppRouter, place: string | null, signedIn: boolean): void {
  if (place && place !== '/' && signedIn && router.state.location.pathname === '/') router.history.replace(place);
}

/**
 * Main asks for a place (a `memorialdesk://` link opened the app, or was opened while it ran):
 * the router goes there like any other navigation. Followed from the start, before the first
 * screen, so a link that started the app is not missed.
 */
export function followNavigateEvents(router: AppRouter): () => void {
  return subscribe('navigate', ({ path }) => router.history.push(path));
}

/**
 * The app's places: the shell as the root, "/" to find home, and every feature's routes. Hash
 * history works alike under Electron's app:// and browser mode's address, and keeps the place when
 * the page reloads; tests pass a memory history.
 */
export function createAppRouter(history: RouterHistory = createHashHistory()) {
  const root = createRootRoute({ component: Shell, notFoundComponent: NotFound });
  const home = createRoute({ getParentRoute: () => root, path: '/', staticData: { account: 'none' }, component: Home });
  const routeTree = root.addChildren([home, ...FEATURES.flatMap((feature) => feature.routes(root))]);
  return createRouter({ routeTree, history, scrollRestoration: true });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
