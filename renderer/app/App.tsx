import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { screenDrawn } from '../data/first-look';
import { useBridgeSync } from '../data/sync';
import { useAppStore } from '../data/app-state';
import { Button } from '../ui/Button';
import { IntlRoot } from '../ui/IntlRoot';
import { useDocumentTitle, useFocusOnMount } from '../ui/focus';
import { LiveMessage, Notice } from '../ui/Notice';
import { loadFamilyHomeCode, reopenPlace, type AppRouter } from './router';
import { SHELL_WORDS as words } from './shell-words';

/**
 * The whole app: the core's state loaded, then the router's places inside the shell, in the
 * person's language (IntlRoot; while the state loads, the opening speaks the system's language).
 * React Aria's locale (LocaleProvider) comes with each place and with the Menu, which are all that
 * use React Aria, so it is not JavaScript before the first screen (ui/feature.tsx `lazyPlace`).
 */
export function App({ router }: { router: AppRouter }) {
  const { error, retry } = useBridgeSync((state) => reopenPlace(router, state.ui, state.accounts));
  const loaded = useAppStore((s) => s.loaded);
  // While the opening shows (router.tsx, loadFamilyHomeCode).
  useEffect(() => loadFamilyHomeCode(router), [router]);
  // Keyed apart: the places start in the language resolved with the core's state (the person's
  // choice), never first in the one the opening was shown in.
  if (!loaded) {
    return (
      <IntlRoot key="opening">
        <Opening error={error?.message ?? null} retry={retry} />
      </IntlRoot>
    );
  }
  return (
    <IntlRoot key="app">
      <RouterProvider router={router} />
    </IntlRoot>
  );
}

function Opening({ error, retry }: { error: string | null; retry: () => void }) {
  const intl = useIntl();
  const heading = useFocusOnMount<HTMLHeadingElement>(error !== null);
  useDocumentTitle(null);
  // The app could not open: that is what shows, not a picture of the last screen (data/first-look.ts).
  useLayoutEffect(() => {
    if (error !== null) screenDrawn();
  }, [error]);
  return (
    <main id="main" className="app-main app-main--opening">
      <h1 ref={heading} tabIndex={-1}>
        <FormattedMessage {...words.appName} />
      </h1>
      <LiveMessage>{error ? null : <FormattedMessage {...words.opening} />}</LiveMessage>
      {error ? (
        <Notice
          tone="error"
          announce="assertive"
          title={intl.formatMessage(words.couldNotStart)}
          actions={
            <Button variant="primary" onClick={retry}>
              <FormattedMessage {...words.tryAgain} />
            </Button>
          }
        >
          <p>{error}</p>
        </Notice>
      ) : null}
    </main>
  );
}
