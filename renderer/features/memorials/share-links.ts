/**
 * Share links (spec 4.5 rule 2): whoever opens one gets the role it carries, so the app treats the
 * address as a secret. It is asked for with a plain send (never a cached read, never the mutation
 * cache), kept in the screen's own state only, shown masked until the person reveals it, and never
 * logged or written anywhere by the app.
 */
import { useCallback } from 'react';
import type { ShareLink, ShareRole } from '../../../shared/api/sharing';
import { send } from '../../data/calls';

export const ROLES: readonly { value: ShareRole; name: string; about: string }[] = [
  { value: 'viewer', name: 'Viewer', about: 'For a memorial that is not public: they can see it.' },
  { value: 'contributor', name: 'Contributor', about: 'They can see it and leave tributes.' },
  { value: 'moderator', name: 'Moderator', about: 'They can help look after the tributes.' },
  { value: 'owner', name: 'Owner', about: 'They can do everything you can, including deleting it.' },
];

/** The address with its secret part hidden: "https://example.org/s/••••••••". */
export function maskLink(url: string): string {
  const cut = url.lastIndexOf('/');
  const secret = cut >= 0 ? url.slice(cut + 1) : url;
  if (secret.length === 0) return url;
  return `${cut >= 0 ? url.slice(0, cut + 1) : ''}${'•'.repeat(Math.min(12, Math.max(8, secret.length)))}`;
}

/** Why a role could not be had, in the app's words, after the service's. */
export function roleUnavailableWords(role: ShareRole): string {
  switch (role) {
    case 'viewer':
      return 'A viewer link is for a memorial that is not public. While it is public anyone with its address can see it: share the address instead (or its QR code, on the memorial’s page).';
    case 'contributor':
      return 'A contributor link lets people leave tributes, so it is only offered while tributes are welcome. Turn tributes on in the memorial’s settings first.';
    default:
      return 'Choose another role, or change the memorial’s settings and try again.';
  }
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
