/**
 * The words of the system's notification of new tributes (Electron's, shown by main), in the app's
 * language. The memorial's name is isolated (FSI…PDI): a Latin name inside Arabic words, or an
 * Arabic one inside English, keeps its own direction in the notification.
 */
import { defineMessages, type IntlShape } from '@formatjs/intl';
import { isolate } from '../../../shared/i18n/isolate';
import { messages } from '../../../shared/i18n/messages';
import type { NewTributesFound } from '../../../shared/inbox-words';

const words = messages(
  defineMessages({
    title: {
      id: 'notify.newTributes.title',
      defaultMessage: '{count, plural, one {A new tribute on {name}’s memorial} other {# new tributes on {name}’s memorial}}',
      description: 'System notification, its title: new tributes (messages visitors left) arrived on a memorial, with the name the family wrote.',
    },
    titleUnnamed: {
      id: 'notify.newTributes.titleUnnamed',
      defaultMessage: '{count, plural, one {A new tribute on a memorial} other {# new tributes on a memorial}}',
      description: 'System notification, its title: new tributes arrived on a memorial whose name is not known yet.',
    },
    body: {
      id: 'notify.newTributes.body',
      defaultMessage: '{pending, plural, one {# tribute waits for your approval.} other {# tributes wait for your approval.}}',
      description: 'System notification, its text under the title: how many tributes on that memorial wait for the person to approve them.',
    },
  }),
);

/** The notification's title and text ("3 new tributes on Harold’s memorial", "4 tributes wait for your approval."). */
export function newTributesNote(intl: IntlShape, found: NewTributesFound): { title: string; body: string } {
  const title =
    found.memorialName !== null
      ? intl.formatMessage(words.title, { count: found.count, name: isolate(found.memorialName) })
      : intl.formatMessage(words.titleUnnamed, { count: found.count });
  return { title, body: intl.formatMessage(words.body, { pending: found.pending }) };
}
