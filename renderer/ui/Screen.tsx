import { useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AccountInfo } from '../../shared/bridge';
import { Flash } from './Flash';
import { useDocumentTitle, useFocusOnMount } from './focus';
import { LiveMessage } from './Notice';
import { ReadProblem } from './ReadProblem';

/** The read a screen is built on, for the notice when it fails or grows old. */
export interface ScreenRead {
  account: AccountInfo;
  /** What is being read, for the sentences ("your memorials"). */
  what: string;
  query: { error: unknown; data: unknown; dataUpdatedAt: number };
  refresh: () => unknown;
}

export interface ScreenProps {
  /** The window's title and, unless `heading` is given, the page's one heading. */
  title: string;
  heading?: ReactNode;
  /** A line under the heading (the organization, a memorial's dates). */
  subtitle?: ReactNode;
  /** Said politely while the screen waits ("Loading your memorials…"); null when not waiting. */
  loading?: string | null;
  read?: ScreenRead;
  className?: string;
  children?: ReactNode;
}

/**
 * The frame of every screen: the window title, the heading that takes the focus when the place
 * changes (so a screen reader announces where the person now is, and the keyboard carries on from
 * the top), the one-time note, a polite live region, and the notice when the screen's read failed.
 */
export function Screen({ title, heading, subtitle, loading = null, read, className, children }: ScreenProps) {
  const path = useLocation({ select: (location) => location.pathname });
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true, path);
  useDocumentTitle(title);
  return (
    <div className={['screen', className].filter(Boolean).join(' ')}>
      <h1 ref={headingRef} tabIndex={-1}>
        {heading ?? title}
      </h1>
      {subtitle ? <p className="screen__subtitle">{subtitle}</p> : null}
      <Flash />
      <LiveMessage>{loading}</LiveMessage>
      {read ? (
        <ReadProblem
          account={read.account}
          what={read.what}
          error={read.query.error}
          hasData={read.query.data !== undefined}
          dataUpdatedAt={read.query.dataUpdatedAt}
          retry={() => void read.refresh()}
        />
      ) : null}
      {children}
    </div>
  );
}
