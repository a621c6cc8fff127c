import { useRef, type ReactNode } from 'react';
import type { AccountInfo } from '../../shared/bridge';
import { Button } from '../ui/Button';
import { focusMainHeading } from '../ui/focus';
import { LiveMessage, Notice } from '../ui/Notice';
import { AccountSwitcher } from './AccountSwitcher';
import { useBrandAccent } from './brand';
import { useOrganization } from './organization';
import { useAppStore } from './store';
import { SyncIndicator } from './SyncIndicator';

/** The frame of every screen: header (name, account, connection), navigation, and the main area. */
export function Layout({ active, children }: { active: AccountInfo | null; children: ReactNode }) {
  const screen = useAppStore((s) => s.screen);
  const showMemorials = useAppStore((s) => s.showMemorials);
  const announcement = useAppStore((s) => s.announcement);
  const header = useRef<HTMLElement>(null);
  const organization = useOrganization(active).query.data;
  useBrandAccent(header, organization?.branding.brand_color);

  const navLabel = active?.kind === 'business' ? 'Memorials' : 'My memorials';
  const onMemorials = screen === 'memorials';

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to the main content
      </a>
      <header ref={header} className={organization ? 'app-header app-header--branded' : 'app-header'}>
        <p className="app-header__name">Memorial Desk</p>
        <div className="app-header__tools">
          <SyncIndicator />
          {active ? <AccountSwitcher key={active.id} active={active} /> : null}
        </div>
      </header>
      {active ? (
        <nav className="app-nav" aria-label="Main">
          <ul>
            <li>
              <Button variant="quiet" className="app-nav__link" aria-current={onMemorials ? 'page' : undefined} onClick={showMemorials}>
                {navLabel}
              </Button>
            </li>
          </ul>
        </nav>
      ) : null}
      <SessionNote />
      <main id="main" className="app-main" tabIndex={-1}>
        {children}
      </main>
      <LiveMessage visuallyHidden>{announcement.text}</LiveMessage>
    </div>
  );
}

/** Where no keychain is available, says once, plainly, that sign-ins last until the app closes. */
function SessionNote() {
  const status = useAppStore((s) => s.status);
  const dismissed = useAppStore((s) => s.sessionNoteDismissed);
  const dismiss = useAppStore((s) => s.dismissSessionNote);
  if (dismissed || status?.secretStorage !== 'session' || !status.secretStorageNote) return null;
  return (
    <aside className="app-note" aria-label="About signing in on this computer">
      <Notice
        tone="warning"
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              focusMainHeading();
              dismiss();
            }}
          >
            Got it
          </Button>
        }
      >
        <p>{status.secretStorageNote}</p>
      </Notice>
    </aside>
  );
}
