/**
 * Share links (spec 4.5 rule 2): whoever opens one gets the role it carries, so the app treats the
 * address as a secret. It is asked for with a plain send (never a cached read, never the mutation
 * cache), kept in the screen's own state only, shown masked until the person reveals it, and never
 * logged or written anywhere by the app.
 */
import { useCallback } from 'react';
import type { IntlShape } from 'react-intl';
import type { ShareLink, ShareRole } from '../../../shared/api/sharing';
import { send } from '../../data/calls';
import { SHARE_WORDS as words } from './memorials-words';

const ROLE_VALUES: readonly ShareRole[] = ['viewer', 'contributor', 'moderator', 'owner'];

/** The roles a link can carry, each named and explained in the person's language. */
export function shareRoles(intl: IntlShape): readonly { value: ShareRole; name: string; about: string }[] {
  return ROLE_VALUES.map((role) => ({
    value: role,
    name: intl.formatMessage(words.roleName, { role }),
    about: intl.formatMessage(words.roleAbout, { role }),
  }));
}

/** The address with its secret part hidden: "https://example.org/s/••••••••". */
export function maskLink(url: string): string {
  const cut = url.lastIndexOf('/');
  const secret = cut >= 0 ? url.slice(cut + 1) : url;
  if (secret.length === 0) return url;
  return `${cut >= 0 ? url.slice(0, cut + 1) : ''}${'•'.repeat(Math.min(12, Math.max(8, secret.length)))}`;
}

/** Why a role could not be had, in the app's words, after the service's. */
export function roleUnavailableWords(intl: IntlShape, role: ShareRole): string {
  return intl.formatMessage(words.unavailableWhy, { role });
}

/** Asks the service for the link of a role (`fresh`: a new one; the old one stops working). */
export function useShareLinkRequest(accountId: string, memorialId: number) {
  return useCallback(
    async (role: ShareRole, fresh: boolean): Promise<ShareLink> => {
      const answer = await send('createShareLink', { params: { memorial: memorialId }, body: fresh ? { role, fresh: true } : { role }, accountId });
      return answer.data;
    },
    [accountId, memorialId],
  );
}
