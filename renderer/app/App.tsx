import { RouterProvider } from '@tanstack/react-router';
import { useBridgeSync } from '../data/sync';
import { useAppStore } from '../data/app-state';
import { Button } from '../ui/Button';
import { IntlRoot } from '../ui/IntlRoot';
import { useDocumentTitle, useFocusOnMount } from '../ui/focus';
import { LiveMessage, Notice } from '../ui/Notice';
import { reopenPlace, type AppRouter } from './router';

/**
 * The whole app: the core's state loaded, then the router's places inside the shell, in the
 * person's language (IntlRoot). React Aria's locale (LocaleProvider) comes with each place and with the Menu, which are all that use React
 * Aria, so it is not JavaScript before the first screen (ui/feature.tsx `lazyPlace`).
 */
export function App({ router }: { router: AppRouter }) {
  const { error, retry } = useBridgeSync((state) => reopenPlace(router, state.ui, state.accounts));
  const loaded = useAppStore((s) => s.loaded);
  if (!loaded) return <Opening error={error?.message ?? null} retry={retry} />;
  return (
    <IntlRoot>
      <RouterProvider router={router} />
    </IntlRoot>
  );
}

function Opening({ error, retry }: { error: string | null; retry: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>(error !== null);
  useDocumentTitle(null);
  return (
    <main id="main" className="app-main app-main--opening">
      <h1 ref={heading} tabIndex={-1}>
        Memorial Desk
      </h1>
      <LiveMessage>{error ? null : 'Opening Memorial Desk…'}</LiveMessage>
      {error ? (
        <Notice
          tone="error"
          announce="assertive"
          title="Memorial Desk could not start"
          actions={
            <Button variant="primary" onClick={retry}>
              Try again
            </Button>
          }
        >
          <p>{error}</p>
        </Notice>
      ) : null}
    </main>
  );
}
