import type { ReactNode, Ref } from 'react';
import './notice.css';

export interface NoticeProps {
  tone?: 'info' | 'success' | 'warning' | 'error';
  /** The notice's heading; a name a person typed in it is in `<bdi>`. */
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons that belong to the notice ("Try again", "Got it"). */
  actions?: ReactNode;
  /**
   * Announce it when it appears: `polite` waits for a pause, `assertive` interrupts (errors the
   * person must act on). Leave it off for notices that are there when the screen opens.
   */
  announce?: 'polite' | 'assertive';
  className?: string;
}

export function Notice({ tone = 'info', title, children, actions, announce, className }: NoticeProps) {
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div className={['notice', `notice--${tone}`, className].filter(Boolean).join(' ')} role={role}>
      {title ? <p className="notice__title">{title}</p> : null}
      {children ? <div className="notice__body">{children}</div> : null}
      {actions ? <div className="notice__actions">{actions}</div> : null}
    </div>
  );
}

/**
 * What went wrong, in words the person must act on (a refusal not about one field, a lost
 * connection), announced as it appears; nothing at all when there is no problem.
 */
export function ProblemNotice({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <Notice tone="error" announce="assertive">
      <p>{problem}</p>
    </Notice>
  );
}

export interface LiveMessageProps {
  children?: ReactNode;
  className?: string;
  visuallyHidden?: boolean;
  /** To move the focus here (give it `focusable`), as after turning a page of results. */
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}

/**
 * A polite live region that is always on the page, so that a change of its text is announced
 * (a region that appears together with its text is often not read at all).
 */
export function LiveMessage({ children, className, visuallyHidden = false, ref, focusable = false }: LiveMessageProps) {
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={focusable ? -1 : undefined}
      className={[visuallyHidden ? 'visually-hidden' : null, className].filter(Boolean).join(' ') || undefined}
    >
      {children}
    </div>
  );
}
