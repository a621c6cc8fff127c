import type { AccountInfo } from '../../shared/bridge';
import { useRead } from './queries';

/** The business account's organization (name, branding, counts); never read for a family account. */
export function useOrganization(account: AccountInfo | null) {
  const business = account?.kind === 'business' && account.signedIn;
  return useRead({ accountId: account?.id ?? 'none', name: 'getOrganization', input: {}, refetchInterval: 5 * 60_000, enabled: business });
}

/** How the organization calls itself (its display name when it set one). */
export function organizationName(org: { name: string; branding: { display_name: string | null } } | undefined, fallback: string): string {
  return org?.branding.display_name ?? org?.name ?? fallback;
}
