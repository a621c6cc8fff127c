/**
 * What a change waiting in the outbox is doing, in plain words, and only what is true: "being sent
 * now" only while it is on the wire; otherwise what it waits for, and roughly how long. Each takes
 * the intl object (a component's `useIntl()`); without it, the language as it stands now.
 */
import { defineMessages, type IntlShape } from 'react-intl';
import type { OutboxEntry } from '../../shared/bridge';
import { appIntl } from './app-intl';
import { messages } from './messages';

const words = messages(
  defineMessages({
    aboutSeconds: {
      id: 'ui.change.aboutSeconds',
      defaultMessage: 'about {seconds, plural, one {# second} other {# seconds}}',
      description: 'How long until a waiting change can go, roughly (always 5 seconds or more). Put inside the sentences about a waiting change.',
    },
    aboutMinutes: {
      id: 'ui.change.aboutMinutes',
      defaultMessage: '{minutes, plural, one {about a minute} other {about # minutes}}',
      description: 'How long until a waiting change can go, roughly, in minutes. Put inside the sentences about a waiting change.',
    },
    sending: {
      id: 'ui.change.sending',
      defaultMessage: 'being sent now',
      description: 'What a change made on this computer is doing, after its name and a colon (“Approve June’s tribute: being sent now”): it is on its way.',
    },
    checking: {
      id: 'ui.change.checking',
      defaultMessage: 'checking whether it arrived',
      description:
        'What a change is doing, after its name and a colon: the connection dropped while it went, and the app is checking whether the service got it.',
    },
    done: { id: 'ui.change.done', defaultMessage: 'sent', description: 'What a change is doing, after its name and a colon: the service has it.' },
    refused: {
      id: 'ui.change.refused',
      defaultMessage: 'not done',
      description: 'What a change is doing, after its name and a colon: the service refused it.',
    },
    held: {
      id: 'ui.change.held',
      defaultMessage: 'held a few seconds, so you can undo it',
      description: 'What a change is doing, after its name and a colon: it waits a few seconds before going, so that Undo can still stop it.',
    },
    waitLimit: {
      id: 'ui.change.waitLimit',
      defaultMessage: 'waits for the service’s limit on requests',
      description: 'What a change is doing, after its name and a colon: the service allows only so many requests a minute, and it waits its turn.',
    },
    waitLimitFor: {
      id: 'ui.change.waitLimitFor',
      defaultMessage: 'waits for the service’s limit on requests: {howLong}',
      description:
        'What a change is doing, after its name and a colon: it waits for the service’s limit on requests. {howLong} is roughly how long (“about 40 seconds”).',
    },
    waitNetwork: {
      id: 'ui.change.waitNetwork',
      defaultMessage: 'waits for the connection; it goes once the connection returns',
      description: 'What a change is doing, after its name and a colon: there is no connection; it is kept and goes when it returns.',
    },
    waitWording: {
      id: 'ui.change.waitWording',
      defaultMessage: 'waits out the five-minute pause between wording changes',
      description: 'What a change is doing, after its name and a colon: the service allows a memorial’s wording to change only once every five minutes.',
    },
    waitWordingFor: {
      id: 'ui.change.waitWordingFor',
      defaultMessage: 'waits out the five-minute pause between wording changes: {howLong}',
      description:
        'What a change is doing, after its name and a colon: it waits out the five-minute pause between changes of a memorial’s wording. {howLong} is roughly how long (“about 3 minutes”).',
    },
    waitSignedOut: {
      id: 'ui.change.waitSignedOut',
      defaultMessage: 'waits for you to sign in again',
      description: 'What a change is doing, after its name and a colon: the account’s sign-in ended; it goes once the person signs in again.',
    },
    next: {
      id: 'ui.change.next',
      defaultMessage: 'next to be sent',
      description: 'What a change is doing, after its name and a colon: nothing holds it; it goes next.',
    },
    whyLimit: {
      id: 'ui.change.whyLimit',
      defaultMessage: 'it goes when the service’s limit on requests allows',
      description: 'The end of a sentence about a change that has not gone yet: why it waits (the service allows only so many requests a minute).',
    },
    whyLimitIn: {
      id: 'ui.change.whyLimitIn',
      defaultMessage: 'it goes when the service’s limit on requests allows, in {howLong}',
      description: 'The end of a sentence about a change that has not gone yet: why it waits, and {howLong}, roughly how long (“about 40 seconds”).',
    },
    whyNetwork: {
      id: 'ui.change.whyNetwork',
      defaultMessage: 'it goes once the connection returns',
      description: 'The end of a sentence about a change that has not gone yet: there is no connection.',
    },
    whyWording: {
      id: 'ui.change.whyWording',
      defaultMessage: 'it goes after the five-minute pause between wording changes',
      description: 'The end of a sentence about a change that has not gone yet: a memorial’s wording can change only once every five minutes.',
    },
    whyWordingIn: {
      id: 'ui.change.whyWordingIn',
      defaultMessage: 'it goes after the five-minute pause between wording changes, in {howLong}',
      description:
        'The end of a sentence about a change that has not gone yet: the five-minute pause between wording changes, and {howLong}, roughly how long (“about 3 minutes”).',
    },
    whySignedOut: {
      id: 'ui.change.whySignedOut',
      defaultMessage: 'it goes once you sign in again',
      description: 'The end of a sentence about a change that has not gone yet: the account’s sign-in ended.',
    },
  }),
);

/** "about 40 seconds", "about 3 minutes". */
export function aboutHowLong(ms: number, intl: IntlShape = appIntl()): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return intl.formatMessage(words.aboutSeconds, { seconds: seconds <= 5 ? 5 : Math.ceil(seconds / 5) * 5 });
  return intl.formatMessage(words.aboutMinutes, { minutes: Math.max(1, Math.round(seconds / 60)) });
}

export function changeProgressWords(entry: OutboxEntry, now: number = Date.now(), intl: IntlShape = appIntl()): string {
  if (entry.state === 'sending') return intl.formatMessage(words.sending);
  if (entry.state === 'checking') return intl.formatMessage(words.checking);
  if (entry.state === 'done') return intl.formatMessage(words.done);
  if (entry.state === 'refused') return intl.formatMessage(words.refused);
  if (entry.holdUntil !== null && Date.parse(entry.holdUntil) > now) return intl.formatMessage(words.held);
  const until = entry.waiting?.until ? Date.parse(entry.waiting.until) - now : null;
  const known = until !== null && until > 0;
  switch (entry.waiting?.reason) {
    case 'limit':
      return known ? intl.formatMessage(words.waitLimitFor, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.waitLimit);
    case 'network':
      return intl.formatMessage(words.waitNetwork);
    case 'wording':
      return known ? intl.formatMessage(words.waitWordingFor, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.waitWording);
    case 'signed-out':
      return intl.formatMessage(words.waitSignedOut);
    default:
      return intl.formatMessage(words.next);
  }
}

/** Why a queued change has not gone yet, as the end of a sentence ("it goes once the connection returns"); null when it is simply next. */
export function whyWaiting(entry: OutboxEntry, now: number = Date.now(), intl: IntlShape = appIntl()): string | null {
  const until = entry.waiting?.until ? Date.parse(entry.waiting.until) - now : null;
  const known = until !== null && until > 0;
  switch (entry.waiting?.reason) {
    case 'limit':
      return known ? intl.formatMessage(words.whyLimitIn, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.whyLimit);
    case 'network':
      return intl.formatMessage(words.whyNetwork);
    case 'wording':
      return known ? intl.formatMessage(words.whyWordingIn, { howLong: aboutHowLong(until, intl) }) : intl.formatMessage(words.whyWording);
    case 'signed-out':
      return intl.formatMessage(words.whySignedOut);
    default:
      return null;
  }
}
