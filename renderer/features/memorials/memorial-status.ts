import type { PersonalMemorial } from '../../../shared/api/memorials';
import { formatDate } from '../../ui/format';

export interface PersonalStatus {
  tone: 'live' | 'checking' | 'refused' | 'deleted' | 'hidden';
  words: string;
  /** More for the owner: the safety check's reason, when it refused. */
  detail: string | null;
}

/** Live means the service gave a public address after the check passed; nothing less counts. */
export function isLive(memorial: PersonalMemorial): boolean {
  return memorial.url !== null && memorial.moderation.status === 'passed' && !memorial.is_deleted;
}

/**
 * The memorial's state in words. It never tells anyone a memorial is public unless the service
 * says so (spec: clients must not call a memorial published until a response says so).
 */
export function personalStatus(memorial: PersonalMemorial): PersonalStatus {
  if (memorial.is_deleted) {
    const until = formatDate(memorial.recoverable_until);
    return { tone: 'deleted', words: until ? `Deleted — can be recovered until ${until}` : 'Deleted', detail: null };
  }
  if (memorial.moderation.status === 'failed') {
    return {
      tone: 'refused',
      words: 'Not published: the safety check asked for changes',
      detail: memorial.moderation.reason ? `The reason given: ${memorial.moderation.reason}` : null,
    };
  }
  if (memorial.moderation.status === 'pending') return { tone: 'checking', words: 'Being checked — not public yet', detail: null };
  if (isLive(memorial)) return { tone: 'live', words: 'Live', detail: null };
  if (!memorial.is_published) return { tone: 'hidden', words: 'Not public — set not to be published', detail: null };
  return { tone: 'checking', words: 'Not public yet', detail: null };
}
