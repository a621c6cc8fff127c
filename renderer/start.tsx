/**
 * Starts the renderer with a given bridge: the one way in for every home. The desktop's entry
 * (main.tsx) gives it Electron's preload or browser mode's socket; the phone's (mobile/web/main.ts)
 * an in-page call to the core it made. Nothing here knows which.
 */
import './zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { createHashHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { homeFor } from './app/features';
import { createAppRouter, followNavigateEvents } from './app/router';
import { setBridge, type AppBridge } from './bridge';
import { createQueryClient } from './data/query-client';
import { paths } from './ui/places';
import './ui/base.css';

export interface StartOptions {
  /** Where the app is drawn; #root by default. */
  root?: HTMLElement;
}

export interface StartedApp {
  /** Takes the app off the page (tests, a phone entry that must start again). */
  unmount(): void;
}

export function startApp(bridge: AppBridge, options: StartOptions = {}): StartedApp {
  setBridge(bridge);
  const queryClient = createQueryClient();
  const router = createAppRouter(createHashHistory());
  const stopFollowing = followNavigateEvents(router);
  // At "/", where to go is known only once the core has answered (the last session's place, the
  // account's home). Most starts end at a family's home, My memorials: its screen's code and words
  // are fetched meanwhile, while the core opens its store (the phone's start, issue 33).
  if (router.state.location.pathname === paths.home) router.preloadRoute({ to: homeFor('personal') }).catch(() => undefined);
  const root = createRoot(options.root ?? document.getElementById('root')!);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    unmount() {
      stopFollowing();
      root.unmount();
    },
  };
}
