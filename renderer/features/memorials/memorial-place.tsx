import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { useActiveAccount } from '../../data/app-state';
import { places } from '../../ui/places';
import { Screen } from '../../ui/Screen';

/** The memorial an address names (`/memorials/12/...`), or null when it names none. */
export function useMemorialId(): number | null {
  const raw = useParams({ strict: false, select: (params: { memorialId?: string }) => params.memorialId });
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A place about one memorial, for the active family account: the screen gets both, keyed so that
 * another memorial or account starts it afresh. An address with no memorial number says so.
 */
export function MemorialPlace({ children }: { children: (account: AccountInfo, memorialId: number) => ReactNode }) {
  const account = useActiveAccount();
  const memorialId = useMemorialId();
  if (!account) return null;
  if (memorialId === null) {
    return (
      <Screen title="This memorial is not here">
        <p className="lead">This address does not name a memorial. Please open the memorial from your list.</p>
        <p>
          <Link {...places.myMemorials}>Go to My memorials</Link>
        </p>
      </Screen>
    );
  }
  return <div key={`${account.id}:${memorialId}`}>{children(account, memorialId)}</div>;
}
