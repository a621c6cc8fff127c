/**
 * The words of a new-tributes notice, apart from the inbox's schemas (shared/bridge/moderation.ts):
 * the renderer's first screen tells of new tributes without loading every operation's schema. It
 * names only the fields it reads, so it imports nothing of the bridge (which passes it on).
 *
 * Catalog messages: each home formats them in the person's language (`newTributesSaid`); the
 * English (`newTributesWords`) is for a home that has no catalog yet. The memorial's name is the
 * family's, isolated (FSI … PDI) so it keeps its own direction inside the sentence.
 */
import { defineMessages } from '@formatjs/intl';
import { coreMessages, isolate, say, type Spoken } from './i18n/words';

/** What a new-tributes notice tells: the fields of the bridge's NewTributes it reads. */
export interface NewTributesFound {
  memorialName: string | null;
  count: number;
  pending: number;
}

export const INBOX_WORDS = coreMessages(
  defineMessages({
    title: {
      id: 'inbox.newTributes.title',
      defaultMessage: '{count, plural, one {A new tribute on {name}’s memorial} other {# new tributes on {name}’s memorial}}',
      description:
        'A notification’s title, and what a screen reader hears, when visitors left new tributes on a memorial. {name} is the memorial’s name as the family wrote it (usually the person’s name), kept as it is; count is how many are new.',
    },
    titleUnnamed: {
      id: 'inbox.newTributes.titleUnnamed',
      defaultMessage: '{count, plural, one {A new tribute on a memorial} other {# new tributes on a memorial}}',
      description: 'A notification’s title when visitors left new tributes on a memorial that has no name yet; count is how many are new.',
    },
    body: {
      id: 'inbox.newTributes.body',
      defaultMessage: '{pending, plural, one {# tribute waits for your approval.} other {# tributes wait for your approval.}}',
      description: 'A notification’s text under its title: how many tributes on that memorial wait for the person’s approval.',
    },
  }),
);

/** The notice's title and text as messages, to format in the person's language. */
export function newTributesSaid(found: NewTributesFound): { title: Spoken; body: Spoken } {
  return {
    title:
      found.memorialName === null
        ? say(INBOX_WORDS.titleUnnamed, { count: found.count })
        : say(INBOX_WORDS.title, { count: found.count, name: isolate(found.memorialName) }),
    body: say(INBOX_WORDS.body, { pending: found.pending }),
  };
}

/** The words of a new-tributes notice in English, the desktop's and the page's alike ("3 new tributes on Harold’s memorial"). */
export function newTributesWords(found: NewTributesFound): { title: string; body: string } {
  const said = newTributesSaid(found);
  return { title: said.title.message, body: said.body.message };
}
