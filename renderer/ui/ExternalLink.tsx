import type { MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { openExternal } from '../data/calls';
import { messages } from './messages';

const words = messages(
  defineMessages({
    opensInBrowser: {
      id: 'ui.externalLink.name',
      defaultMessage: '{words} (opens in your web browser)',
      description: 'What a screen reader says for a link to a web page. {words} is the link’s visible words (and what they are about).',
    },
  }),
);

export interface ExternalLinkProps {
  href: string;
  /** The visible words of the link. */
  children: string;
  /** Words a screen reader hears after them, for context ("of June Ellis"). */
  context?: string;
  onError?: (failure: unknown) => void;
}

/**
 * A link to a web page, opened in the person's browser (the app window itself never navigates
 * away). A real link, so it is announced as one and works with Enter; its name starts with its
 * visible words and says where it opens.
 */
export function ExternalLink({ href, children, context, onError }: ExternalLinkProps) {
  const intl = useIntl();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openExternal(href).catch((failure: unknown) => onError?.(failure));
  };
  const name = intl.formatMessage(words.opensInBrowser, { words: [children, context].filter(Boolean).join(' ') });
  return (
    <a className="external-link" href={href} target="_blank" rel="noopener noreferrer" aria-label={name} onClick={open}>
      {children}
    </a>
  );
}
