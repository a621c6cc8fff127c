/**
 * Complete copies (the core's complete-copy.ts): making one, following its progress, listing the ones
 * on this computer, and checking one again, offline.
 *
 * A copy can take minutes (the service prepares its exports first) and goes on in the core while the
 * person looks elsewhere, so its last progress is kept for the session, per account and memorial:
 * coming back to the screen shows where it has reached.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import type { CopyProgress } from '../../../shared/bridge/exports';
import { appCall, subscribe } from '../../data/calls';
import { appReadsOf } from '../../data/keys';
import { useAppRead } from '../../data/use-read';

interface CopyStore {
  /** The last progress of each memorial's copy, by `${accountId}:${memorialId}`. */
  byMemorial: Record<string, CopyProgress>;
  put(progress: CopyProgress): void;
}

export const useCopyStore = create<CopyStore>()((set) => ({
  byMemorial: {},
  put: (progress) => set((s) => ({ byMemorial: { ...s.byMemorial, [`${progress.accountId}:${progress.memorialId}`]: progress } })),
}));

export function useCopies(memorialId?: number) {
  return useAppRead({ accountId: null, name: 'copies.list', args: memorialId === undefined ? {} : { memorialId } }).query;
}

/** Makes a copy; `progress` follows the core's events for this memorial's copy until it is done or has failed. */
export function useMakeCopy(accountId: string, memorialId: number, memorialName: string | null) {
  const queryClient = useQueryClient();
  const progress = useCopyStore((s) => s.byMemorial[`${accountId}:${memorialId}`] ?? null);
  useEffect(
    () =>
      subscribe('copy', (event) => {
        if (event.accountId !== accountId || event.memorialId !== memorialId) return;
        useCopyStore.getState().put(event);
        if (event.state !== 'working') void queryClient.invalidateQueries(appReadsOf('copies.list'));
      }),
    [accountId, memorialId, queryClient],
  );
  const make = useMutation({
    mutationFn: () =>
      appCall('copies.make', { accountId, jobId: `copy-${memorialId}-${Date.now()}-${Math.random().toString(36).slice(2)}`, memorialId, memorialName }),
    onSuccess: (first) => {
      // The first answer, unless an event of this copy has already said more.
      const now = useCopyStore.getState().byMemorial[`${accountId}:${memorialId}`];
      if (now?.jobId !== first.jobId) useCopyStore.getState().put(first);
    },
  });
  return { make, progress, working: make.isPending || progress?.state === 'working' };
}

export function useCheckCopy() {
  return useMutation({ mutationFn: (id: string) => appCall('copies.check', { id }) });
}
