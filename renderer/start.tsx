/**
 * Starts the renderer with a given bridge: the one way in for every home. The desktop's entry
 * (main.tsx) gives it Electron's preload or browser mode's socket; the phone's (mobile/web/main.ts)
 * an in-page call to the core it made. Nothing here knows which.
 */
import '../shared/zod-config';
import { QueryClientProvider } from '@tanstack/react-query';
import { createHashHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, followNavigateEvents } from './app/router';
import { setBridge, type AppBridge } from './bridge';
import { setFirstLook, type FirstLookOptions } from './data/first-look';
import { createQueryClient } from './data/query-client';
import './ui/base.css';

/** The build these screens are from, which names the pictures they take for the first look (data/first-look.ts). */
export { THIS_BUILD } from './data/first-look';

export interface StartOptions {
  /** Where the app is drawn; #root by default. */
  root?: HTMLElement;
  /** Where the home shows a picture of the last screen as the app opens (the phone): see data/first-look.ts. */
  firstLook?: FirstLookOptions;
}

export interface StartedApp {
  /** Takes the app off the page (tests, a phone entry that must start again). */
  unmount(): void;
}

export function startApp(bridge: AppBridge, options: StartOptions = {}): StartedApp {
  setBridge(bridge);
  const queryClient = createQueryClient();
  const router = createAppRouter(createHashHistory(), queryClient);
  const stopFollowing = followNavigateEvents(router);
  const rootElement = options.root ?? document.getElementById('root')!;
  setFirstLook(options.firstLook ? { ...options.firstLook, root: rootElement } : null);
  const root = createRoot(rootElement);
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return {
    unmount() {
      setFirstLook(null);
      stopFollowing();
      root.unmount();
    },
  };
}
