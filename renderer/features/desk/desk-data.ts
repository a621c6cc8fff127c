/**
 * The desk's own operations in the core (shared/bridge/desk.ts), as hooks: the waiting list kept by
 * the core's background sweep (read from the core's cache, followed by its events), the logo the core
 * fetched, every memorial's name for the owners list, provisioning and resending; the lists saved
 * as spreadsheets, and the desk journal.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProvisionBody } from '../../../shared/api/business';
import type { DeskSweepState } from '../../../shared/bridge/desk';
import type { ListSaveProgress } from '../../../shared/bridge/desk';
import { appCall, subscribe } from '../../data/calls';
import { appReadKey, readsOf } from '../../data/keys';
import { useAppRead } from '../../data/use-read';

/** While the waiting list is open, the core is asked this often (it answers from its cache, and starts a pass when that is old). */
export const WAITING_ASK_MS = 60_000;

function waitingKey(accountId: string) {
  return appReadKey(accountId, 'desk.waiting', { accountId });
}

/** The invitations not yet taken up, as the core's sweep last found them, kept current by its events. */
export function useWaiting(accountId: string, enabled = true) {
  const queryClient = useQueryClient();
  // The core's own cache: nothing is sent to the service by asking, unless its pass is old.
  const { query } = useAppRead({ accountId, name: 'desk.waiting', args: { accountId }, refetchInterval: WAITING_ASK_MS, enabled });
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribe('deskWaiting', (state: DeskSweepState) => {
      if (state.accountId === accountId) queryClient.setQueryData(waitingKey(accountId), state);
    });
  }, [accountId, enabled, queryClient]);
  const checkNow = useCallback(
    () => appCall('desk.waiting', { accountId, refresh: true }).then((state) => queryClient.setQueryData(waitingKey(accountId), state)),
    [accountId, queryClient],
  );
  return { query, checkNow };
}

/** The organization's logo, fetched by the core; kept for the session. */
export function useLogo(accountId: string, enabled: boolean) {
  return useAppRead({ accountId, name: 'desk.logo', args: { accountId }, staleTime: 60 * 60_000, enabled }).query;
}

/** Every memorial's name by web address name, from the core's last pass (the owners list names memorials only by address). */
export function useMemorialNames(accountId: string) {
  return useAppRead({ accountId, name: 'desk.names', args: { accountId }, staleTime: 60_000 }).query;
}

/** A new memorial for a family; the lists that show it are read again when it is made. */
export function useProvision(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProvisionBody) => appCall('desk.provision', { accountId, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries(readsOf(accountId, 'listMemorials')),
        queryClient.invalidateQueries(readsOf(accountId, 'getOrganization')),
        queryClient.invalidateQueries(readsOf(accountId, 'desk.waiting')),
      ]);
    },
  });
}

/** A memorial went live: the counts and the list say so too, now rather than at their next refresh. */
export function useRefreshWhenLive(accountId: string, live: boolean) {
  const queryClient = useQueryClient();
  const before = useRef(live);
  useEffect(() => {
    if (live && !before.current) {
      void queryClient.invalidateQueries(readsOf(accountId, 'getOrganization'));
      void queryClient.invalidateQueries(readsOf(accountId, 'listMemorials'));
    }
    before.current = live;
  }, [accountId, live, queryClient]);
}

/** Sends the family a new claim link (the old one stops working). */
export function useResend(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onboardingId: number) => appCall('desk.resend', { accountId, onboardingId }),
    onSettled: () => queryClient.invalidateQueries(readsOf(accountId, 'desk.waiting')),
  });
}

/** A list saved as a spreadsheet by the core (all pages), and the core's progress as it reads them. */
export function useSaveList(accountId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ListSaveProgress | null>(null);
  const jobRef = useRef('');
  useEffect(
    () =>
      subscribe('listSave', (event) => {
        if (event.jobId === jobRef.current) setProgress(event);
      }),
    [],
  );
  const save = useMutation({
    mutationFn: (args: { which: 'memorials' | 'waiting'; search?: { q?: string; created_after?: string; created_before?: string } }) => {
      jobRef.current = `list-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setProgress(null);
      return appCall('desk.saveList', { accountId, jobId: jobRef.current, ...args });
    },
    onSettled: () => queryClient.invalidateQueries(readsOf(accountId, 'journal.list')),
  });
  return { save, progress };
}

/** The desk journal the core keeps: what this computer did for the funeral home. */
export function useJournal(accountId: string) {
  return useAppRead({ accountId, name: 'journal.list', args: { accountId } }).query;
}

/** Writes down something the desk did that the core did not see (a hand-out printed, the owners looked up). */
export function useJournalNote(accountId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (kind: 'owners-looked-up' | 'handout-printed', memorialName?: string | null) => {
      void appCall('journal.note', { accountId, kind, memorialName: memorialName ?? null })
        .then(() => queryClient.invalidateQueries(readsOf(accountId, 'journal.list')))
        // A note that could not be written never stands in the way of the desk's work.
        .catch(() => undefined);
    },
    [accountId, queryClient],
  );
}

/** The desk journal as a spreadsheet. */
export function useSaveJournal(accountId: string) {
  return useMutation({ mutationFn: () => appCall('journal.saveCsv', { accountId }) });
}
