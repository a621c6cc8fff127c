import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { BridgeError, OutboxEntry } from '../../shared/bridge';
import { Notice } from './Notice';
import { messages } from './messages';
import './memorial-screen.css';

const words = messages(
  defineMessages({
    premiumTitle: {
      id: 'ui.premium.title',
      defaultMessage: '{what} is part of Premium, and this memorial does not have Premium.',
      description:
        'Title when something needs the memorial service’s Premium plan. {what} is what the person tried, as the screen words it (“A memorial fund”). “Premium” is the plan’s name.',
    },
    premiumAdds: { id: 'ui.premium.adds', defaultMessage: 'Premium adds to a memorial:', description: 'Before the list of what the Premium plan adds.' },
    premiumFund: {
      id: 'ui.premium.fund',
      defaultMessage: 'a memorial fund: a message and up to two links, for donations or a charity the family chose;',
      description: 'Item of the list of what Premium adds: the memorial fund.',
    },
    premiumPosts: {
      id: 'ui.premium.posts',
      defaultMessage: 'announcements and events on the memorial, with replies from those who plan to come;',
      description: 'Item of the list of what Premium adds: announcements and events.',
    },
    premiumBook: {
      id: 'ui.premium.book',
      defaultMessage: 'the Memorial Book: the memorial and its tributes as a PDF to print or keep.',
      description: 'Item of the list of what Premium adds: the Memorial Book, a PDF of the memorial.',
    },
    premiumRest: {
      id: 'ui.premium.rest',
      defaultMessage:
        'Everything else works without it: tributes, sharing the memorial, and the archive of its words and tributes (ZIP). Premium is arranged with the memorial service on its website, or by the funeral home that set the memorial up; Memorial Desk cannot add it.',
      description: 'After the list of what Premium adds: what works without it, and where Premium is arranged.',
    },
  }),
);

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
