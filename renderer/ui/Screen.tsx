import { Link, useLocation, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConnection } from '../data/connection';
import { pictureSoon, screenDrawn } from '../data/first-look';
import { freshnessOf } from '../data/kept-answers';
import { ListCheck } from './CheckNow';
import { Flash } from './Flash';
import { useDocumentTitle, useFocusOnMount } from './focus';
import { Isolated } from './Isolated';
import { LiveMessage } from './Notice';
import { places, type Place } from './places';
import type { ScreenRead } from './screen-read';
import { DEFAULT_FRESH_MS, ReadProblem, useShowsAge } from './ReadProblem';
import { UI_WORDS as words } from './ui-words';
import './screen.css';

// The read a screen is built on, in a file of its own so that Check now (CheckNow.tsx) needs no Screen.
export type { CheckResult, ScreenRead } from './screen-read';

export interface ScreenProps {
  /** The window's title and, unless `heading` is given, the page's one heading. */
  title: string;
  heading?: ReactNode;
  /** A line under the heading (the organization, a memorial's dates). */
  subtitle?: ReactNode;
  /** Said politely while the screen waits ("Loading your memorials…"); null when not waiting. */
  loading?: string | null;
  read?: ScreenRead;
  /**
   * The screen lists what the service has (memorials, tributes, posts): on a phone it offers
   * "Check now" under its heading, with when the list was last checked (ListCheck). Needs `read`.
   */
  checkNow?: boolean;
  /**
   * Pictured for the next start, where the home shows one (the phone's first look,
   * renderer/data/first-look.ts): the screen the app most often opens to, once it shows what the
   * service said. Never a screen with a credential on it (a share link) or a form.
   */
  pictured?: boolean;
  /** The place one step up (a memorial's fund: the memorial), shown above the heading. */
  back?: WayBack;
  className?: string;
  children?: ReactNode;
}

/**
 * The way back from a screen: where to, and what it is called after "Back to" ("My memorials",
 * "the memorials"). `text`, when given, is the link's whole words instead ("Back to the memorial
 * for June Ellis"), for a place whose words would not fit after "Back to" in every language.
 */
export interface WayBack {
  place: Place;
  label: ReactNode;
  text?: ReactNode;
}

/** Back to one memorial's page, by the memorial's name (isolated) once it is known. */
export function backToMemorial(memorialId: number, name: string | null): WayBack {
  const text = name ? <FormattedMessage {...words.backToMemorial} values={{ name: <bdi>{name}</bdi> }} /> : <FormattedMessage {...words.backToTheMemorial} />;
  return { place: places.memorial(memorialId), label: text, text };
}

/**
 * The frame of every screen: the way back, the window title, the heading that takes the focus when
 * the place changes (so a screen reader announces where the person now is, and the keyboard carries
 * on from the top), the one-time note, a polite live region, and the notice when the screen's read
 * failed.
 */
export function Screen({ title, heading, subtitle, loading = null, read, checkNow = false, pictured = false, back, className, children }: ScreenProps) {
  const intl = useIntl();
  const path = useLocation({ select: (location) => location.pathname });
  // The place this screen shows: the one the router has finished arriving at (while it goes to the
  // next, its location is already the next's, and this screen is still the one drawn).
  const router = useRouter();
  const place = useRouterState({ select: (state) => state.resolvedLocation?.href ?? null });
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true, path);
  useDocumentTitle(title);
  const connection = useConnection();
  const hasData = read !== undefined && read.query.data !== undefined;
  // Drawn once what it shows is here (or its problem is, or nothing is asked): before that frame is
  // painted, a home showing the last picture of the app (the first look) takes it away.
  const drawn = read === undefined || hasData || read.query.error != null || read.query.fetchStatus === 'idle';
  useLayoutEffect(() => {
    if (drawn) screenDrawn();
  }, [drawn]);
  const accountId = read?.account.id;
  const dataUpdatedAt = read?.query.dataUpdatedAt;
  useEffect(() => {
    if (!pictured || accountId === undefined || !hasData || place === null) return;
    return pictureSoon(accountId, place, () => router.state.status === 'idle' && router.state.resolvedLocation?.href === place);
  }, [pictured, accountId, hasData, dataUpdatedAt, place, router]);
  // Whether the answer is older than it should be, judged once while the screen is up, for both
  // the read problem notice (which then says how old it is) and Check now (which then gives way to
  // the notice's "Check again"): each judging alone, from when it appeared, they could disagree.
  const old = useShowsAge(hasData ? read.query.dataUpdatedAt : null, read?.freshMs ?? freshnessOf(read?.query.data) ?? DEFAULT_FRESH_MS, connection);
  // Check now gives way to the read problem notice when a check fails: the focus it had goes to
  // the notice's own button rather than fall to the page, where a keyboard would start over.
  const frameRef = useRef<HTMLDivElement>(null);
  const checkHadFocus = useRef(false);
  useEffect(() => {
    if (!checkHadFocus.current) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const retry = frameRef.current?.querySelector<HTMLElement>('.notice__actions button');
    if (!retry) return;
    checkHadFocus.current = false;
    retry.focus();
  });
  return (
    <div ref={frameRef} className={['screen', className].filter(Boolean).join(' ')}>
      {back ? (
        // One link that says where it goes, in words, the same on every screen below another:
        // easier to find and to trust than a trail of small links.
        <nav className="way-back" aria-label={intl.formatMessage(words.wayBack)}>
          {/* Its words in one box: on a phone the link lays out its arrow and its words side by side
              (screen.css), and words and a name (<bdi>) as boxes of their own would lose the space between them. */}
          <Link {...back.place}>
            <span>{back.text ?? <FormattedMessage {...words.backTo} values={{ place: back.label }} />}</span>
          </Link>
        </nav>
      ) : null}
      <h1 ref={headingRef} tabIndex={-1}>
        {heading ?? <Isolated text={title} />}
      </h1>
      {subtitle ? <p className="screen__subtitle">{subtitle}</p> : null}
      <Flash />
      <LiveMessage>{loading}</LiveMessage>
      {read ? (
        <ReadProblem
          account={read.account}
          what={read.what}
          error={read.query.error}
          hasData={hasData}
          dataUpdatedAt={read.query.dataUpdatedAt}
          old={old}
          retry={() => void read.refresh()}
        />
      ) : null}
      {read && checkNow ? <ListCheck read={read} old={old} hadFocus={checkHadFocus} /> : null}
      {children}
    </div>
  );
}
