import { useDocumentTitle, useFocusOnMount } from '../ui/focus';
import { Button } from '../ui/Button';
import { LiveMessage, Notice } from '../ui/Notice';
import { BusinessMemorials } from '../features/business/BusinessMemorials';
import { MyMemorials } from '../features/memorials/MyMemorials';
import { SignInScreen } from '../features/sign-in/SignInScreen';
import { Layout } from './Layout';
import { activeAccount, useAppStore } from './store';
import { useBridgeSync } from './sync';

/** The whole app: the shell around the screen the person is on. */
export function App() {
  const { error, retry } = useBridgeSync();
  const loaded = useAppStore((s) => s.loaded);
  const screen = useAppStore((s) => s.screen);
  const active = useAppStore(activeAccount);

  if (!loaded) return <Opening error={error?.message ?? null} retry={retry} />;

  const signingIn = screen === 'sign-in' || active === null;
  return (
    <Layout active={active}>
      {signingIn ? (
        <SignInScreen />
      ) : active.kind === 'personal' ? (
        // Keyed by account: a switch starts the screen afresh (focus, paging, search).
        <MyMemorials key={active.id} account={active} />
      ) : (
        <BusinessMemorials key={active.id} account={active} />
      )}
    </Layout>
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
