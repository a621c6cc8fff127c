import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { BridgeError, OutboxEntry } from '../../shared/bridge';
import { Notice } from './Notice';
import { UI_WORDS as words } from './ui-words';
import './memorial-screen.css';

/** The service's answer when a memorial is not Premium (spec 4.5 rule 3): a 422 with this code. */
export const PREMIUM_REQUIRED = 'premium_required';

/** Whether a refusal (a send's error or a queued change's end) says the memorial needs Premium. */
export function needsPremium(refusal: Pick<BridgeError, 'code'> | Pick<OutboxEntry, 'code'> | null | undefined): boolean {
  return refusal?.code === PREMIUM_REQUIRED;
}

export interface PremiumNoteProps {
  /** What the person tried ("A memorial fund", "Announcements and events", "The Memorial Book"). */
  what: string;
  /** What happened to their words: kept on this computer, nothing sent, … */
  children?: ReactNode;
  /** Buttons that belong to the note ("I understand"). */
  actions?: ReactNode;
  announce?: boolean;
}

/**
 * Said instead of the service's "Premium needed" refusal: what Premium adds, what works without
 * it, and where it is arranged. Never a raw 422.
 */
export function PremiumNote({ what, children, actions, announce = false }: PremiumNoteProps) {
  return (
    <Notice
      tone="info"
      title={<FormattedMessage {...words.premiumTitle} values={{ what }} />}
      actions={actions}
      {...(announce ? { announce: 'polite' as const } : {})}
      className="premium-note"
    >
      {children}
      <p>
        <FormattedMessage {...words.premiumAdds} />
      </p>
      <ul>
        <li>
          <FormattedMessage {...words.premiumFund} />
        </li>
        <li>
          <FormattedMessage {...words.premiumPosts} />
        </li>
        <li>
          <FormattedMessage {...words.premiumBook} />
        </li>
      </ul>
      <p>
        <FormattedMessage {...words.premiumRest} />
      </p>
    </Notice>
  );
}
