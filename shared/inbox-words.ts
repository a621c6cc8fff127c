/**
 * The words of a new-tributes notice, apart from the inbox's schemas (shared/bridge/moderation.ts):
 * the renderer's first screen tells of new tributes without loading every operation's schema. It
 * names only the fields it reads, so it imports nothing of the bridge (which passes it on).
 */

/** What a new-tributes notice tells: the fields of the bridge's NewTributes it reads. */
export interface NewTributesFound {
  memorialName: string | null;
  count: number;
  pending: number;
}

/** The words of a new-tributes notice, the desktop's and the page's alike ("3 new tributes on Harold’s memorial"). */
export function newTributesWords(found: NewTributesFound): { title: string; body: string } {
  const name = found.memorialName ?? 'a memorial';
  return {
    title: found.count === 1 ? `A new tribute on ${name}’s memorial` : `${found.count} new tributes on ${name}’s memorial`,
    body: found.pending === 1 ? '1 tribute waits for your approval.' : `${found.pending} tributes wait for your approval.`,
  };
}
