import type { AccountInfo } from '../../shared/bridge';
import { useRead } from './use-read';

/**
 * The business account's organization (branding colour, counts); never read for a family account.
 * The app names the account as the core does (`AccountInfo.name`, the organization's full name)
 * everywhere, header and menu alike, rather than the display name only this read knows.
 */
export function useOrganization(account: AccountInfo | null) {
  const business = account?.kind === 'business' && account.signedIn;
  return useRead({ accountId: account?.id ?? 'none', name: 'getOrganization', input: {}, refetchInterval: 5 * 60_000, enabled: business });
}
