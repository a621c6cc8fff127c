/**
 * The words of a new-tributes notice, apart from the inbox's schemas (bridge-inbox.ts): the
 * renderer's first screen tells of new tributes without loading every operation's schema.
 */
import type { NewTributes } from './bridge/moderation';

/** The words of a new-tributes notice, the desktop's and the page's alike ("3 new tributes on Harold’s memorial"). */
export function newTributesWords(found: NewTributes): { title: string; body: string } {
  const name = found.memorialName ?? 'a memorial';
  return {
    title: found.count === 1 ? `A new tribute on ${name}’s memorial` : `${found.count} new tributes on ${name}’s memorial`,
    body: found.pending === 1 ? '1 tribute waits for your approval.' : `${found.pending} tributes wait for your approval.`,
  };
}
