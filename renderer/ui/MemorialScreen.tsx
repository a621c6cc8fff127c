import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { AccountInfo } from '../../shared/bridge';
import { useRead } from '../data/use-read';
import { backToMemorial, Screen, type ScreenProps } from './Screen';
import { isolate } from '../../shared/i18n/isolate';
import { messages } from './messages';
import './memorial-screen.css';

const words = messages(
  defineMessages({
    memorialTitle: {
      id: 'ui.memorialScreen.title',
      defaultMessage: '{screen} · {name}',
      description: 'The window’s title for a part of one memorial: the part (“Fund”) and the name of the person who died, as the family wrote it.',
    },
    memorialFor: {
      id: 'ui.memorialScreen.for',
      defaultMessage: 'For {name}',
      description: 'Under the heading of a part of one memorial: whose memorial it is. {name} is the person who died, as the family wrote it.',
    },
  }),
);

/** The memorial's name as the service has it, for headings and the way back. */
export function useMemorialName(account: AccountInfo, memorialId: number) {
  const { query } = useRead({ accountId: account.id, name: 'getMyMemorial', input: { params: { memorial: memorialId } }, enabled: account.signedIn });
  const memorial = query.data?.data;
  return {
    /** Null until known (or when it has no name yet). */
    name: memorial?.deceased_name ?? null,
    memorial: memorial ?? null,
  };
}

export interface MemorialScreenProps extends Omit<ScreenProps, 'subtitle'> {
  account: AccountInfo;
  memorialId: number;
}

/**
 * The frame of a part of one memorial (its fund, posts, exports, visits): the screen with its
 * heading, the memorial's name under it and in the window title, and the way back to the memorial
 * (unless `back` names another). Works on its own when opened directly (a link, a restart).
 */
export function MemorialScreen({ account, memorialId, title, heading, back, ...screen }: MemorialScreenProps) {
  const intl = useIntl();
  const { name } = useMemorialName(account, memorialId);
  return (
    <Screen
      {...screen}
      back={back ?? backToMemorial(memorialId, name)}
      title={name ? intl.formatMessage(words.memorialTitle, { screen: title, name: isolate(name) }) : title}
      heading={heading ?? title}
      subtitle={name ? <FormattedMessage {...words.memorialFor} values={{ name: <bdi>{name}</bdi> }} /> : null}
    />
  );
}
