import type { ReactNode } from 'react';
import './notice.css';

export interface EmptyStateProps {
  title: string;
  /** The heading level that fits where it is placed. */
  level?: 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
}

/** Says plainly that there is nothing here yet, and what to do about it. */
export function EmptyState({ title, level = 2, children, actions }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="empty-state" aria-label={title}>
      <Heading className="empty-state__title">{title}</Heading>
      {children ? <div className="empty-state__body">{children}</div> : null}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </section>
  );
}
