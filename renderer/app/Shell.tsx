import { Link, Outlet, useMatches, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../shared/bridge';
import { useAppStore, useActiveAccount } from '../data/app-state';
import { formatWords } from '../data/message-format';
import { useOrganization } from '../data/organization';
import { remember } from '../data/ui-memory';
import { useBrandAccent } from '../ui/brand';
import { Button } from '../ui/Button';
import { focusMainHeading } from '../ui/focus';
import { noticeHardwareKeys } from '../ui/input-kinds';
import { LiveMessage, Notice } from '../ui/Notice';
import { places } from '../ui/places';
import { Screen } from '../ui/Screen';
import { AccountSwitcher } from './AccountSwitcher';
import { homeFor, NAV } from './features';
import { useDesktopHistoryKeys, useRememberPlace } from './history';
import { MenuButton } from './Menu';
import { NavLink } from './NavLink';
import { SHELL_WORDS as words } from './shell-words';
import { SyncIndicator } from './SyncIndicator';
import './shell.css';

/** The frame of every place: header (name, connection, account), navigation, and the main area. */
export function Shell() {
  const active = useActiveAccount();
  const announcement = useAppStore((s) => s.announcement);
  const header = useRef<HTMLElement>(null);
  const organization = useOrganization(active).query.data;
  useBrandAccent(header, organization?.branding.brand_color);
  useDesktopHistoryKeys();
  useRememberPlace();
  useFieldInViewOnTouch();
  // A hardware keyboard's first key, wherever it is pressed, brings the keyboard hints (ui/input-kinds.ts).
  useEffect(noticeHardwareKeys, []);
  useHomeOnSwitch(active?.id ?? null);
  const intl = useIntl();
  const nav = active ? NAV.filter((entry) => entry.kind === active.kind) : [];

  return (
    <div className="app">
      <a className="skip-link" href="#main" onClick={(event) => (event.preventDefault(), focusMainHeading())}>
        <FormattedMessage {...words.skip} />
      </a>
      <header ref={header} className={organization ? 'app-header app-header--branded' : 'app-header'}>
        <p className="app-header__name">
          <FormattedMessage {...words.appName} />
        </p>
        {/* A narrow window's navigation and account, in the order they are seen (shell.css shows
            the Menu or the bar and account menu, never both). */}
        {active ? <MenuButton key={active.id} active={active} nav={nav} /> : null}
        <div className="app-header__tools">
          <SyncIndicator />
          {active ? (
            <div className="app-header__account">
              <AccountSwitcher key={active.id} active={active} />
            </div>
          ) : null}
        </div>
      </header>
      {nav.length > 0 ? (
        <nav className="app-nav" aria-label={intl.formatMessage(words.nav)}>
          <ul>
            {nav.map((entry) => (
              <li key={entry.to}>
                <NavLink entry={entry} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <BackgroundStopped />
      <SessionNote />
      <main id="main" className="app-main" tabIndex={-1}>
        <AccountGate active={active}>
          <Outlet />
        </AccountGate>
      </main>
      <LiveMessage visuallyHidden>{announcement.text}</LiveMessage>
    </div>
  );
}

/**
 * Another account became the active one (a switch, a sign-in, a sign-out, wherever it was asked
 * for): its own start page opens, never the last account's place.
 */
function useHomeOnSwitch(activeId: string | null): void {
  const navigate = useNavigate();
  const previous = useRef(activeId);
  useEffect(() => {
    if (previous.current === activeId) return;
    previous.current = activeId;
    void navigate(places.home);
  }, [activeId, navigate]);
}

/**
 * Each place says which account it needs. Without one, the person is sent to sign in; with the
 * other kind (an old link, a place from before a switch), it says so and offers the way home.
 */
function AccountGate({ active, children }: { active: AccountInfo | null; children: React.ReactNode }) {
  const need = useMatches({ select: (matches) => matches.at(-1)?.staticData.account ?? 'any' });
  const navigate = useNavigate();
  const intl = useIntl();
  if (need === 'none') return <>{children}</>;
  if (!active) {
    void navigate({ ...places.signIn, replace: true });
    return null;
  }
  if (need !== 'any' && need !== active.kind) {
    return (
      <Screen title={intl.formatMessage(words.wrongKindTitle)}>
        <p className="lead">
          <FormattedMessage {...words.wrongKind} values={{ need }} />
        </p>
        <p>
          <Link to={homeFor(active.kind)} className="link-alone">
            <FormattedMessage {...words.goHome} values={{ kind: active.kind }} />
          </Link>
        </p>
      </Screen>
    );
  }
  return <>{children}</>;
}

/**
 * Browser mode: the page lost Memorial Desk's own background part (it was stopped, or the computer
 * slept). Says so plainly; the page reconnects by itself if it comes back at this address.
 */
function BackgroundStopped() {
  const connected = useAppStore((s) => s.backgroundConnected);
  const intl = useIntl();
  if (connected) return null;
  return (
    <aside className="app-note" aria-label={intl.formatMessage(words.stoppedLabel)}>
      <Notice tone="error" announce="assertive" title={intl.formatMessage(words.stoppedTitle)}>
        <p>
          <FormattedMessage {...words.stoppedAbout} />
        </p>
      </Notice>
    </aside>
  );
}

/** Where no keychain is available, says once, plainly, that sign-ins last until the app closes. */
function SessionNote() {
  const status = useAppStore((s) => s.status);
  const dismissed = useAppStore((s) => s.ui.sessionNoteDismissed);
  const intl = useIntl();
  if (dismissed || status?.secretStorage !== 'session' || !status.secretStorageNote) return null;
  return (
    <aside className="app-note app-note--compact" aria-label={intl.formatMessage(words.sessionLabel)}>
      <Notice
        tone="warning"
        className="notice--compact"
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              focusMainHeading();
              void remember({ sessionNoteDismissed: true });
            }}
          >
            <FormattedMessage {...words.sessionDismiss} />
          </Button>
        }
      >
        {/* One line first, the reason a click away: with the header, the full note filled a phone-width window. */}
        <p className="session-note__line">
          <FormattedMessage {...words.sessionLine} />
        </p>
        <details className="session-note__why">
          <summary>
            <FormattedMessage {...words.sessionWhy} />
          </summary>
          <p>{formatWords(status.secretStorageNoteWords, status.secretStorageNote)}</p>
        </details>
      </Notice>
    </aside>
  );
}

/**
 * field-in-view.ts on a touch screen (where an on-screen keyboard comes up), loaded only there:
 * a desktop with a mouse never needs it before its first screen, or at all.
 */
function useFieldInViewOnTouch(): void {
  useEffect(() => {
    if (!window.matchMedia?.('(pointer: coarse)').matches) return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import('./field-in-view').then(({ followFieldInView }) => {
      if (!gone) stop = followFieldInView();
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
}
