/**
 * Complete copies (main's complete-copy.ts): making one, following its progress, listing the ones
 * on this computer, and checking one again, offline.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CopyProgress } from '../../../shared/bridge-keeping';
import { appCall, subscribe } from '../../data/calls';

const COPIES = ['copies.list'] as const;

export function useCopies(memorialId?: number) {
  return useQuery({ queryKey: [...COPIES, memorialId ?? 'all'], queryFn: () => appCall('copies.list', memorialId === undefined ? {} : { memorialId }), staleTime: 0 });
}

/** Makes a copy; `progress` follows main's events for it until it is done or has failed. */
export function useMakeCopy(accountId: string, memorialId: number, memorialName: string | null) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<CopyProgress | null>(null);
  const jobRef = useRef('');
  useEffect(
    () =>
      subscribe('copy', (event) => {
        if (event.jobId !== jobRef.current) return;
        setProgress(event);
        if (event.state !== 'working') void queryClient.invalidateQueries({ queryKey: COPIES });
      }),
    [queryClient],
  );
  const make = useMutation({
    mutationFn: () => {
      jobRef.current = `copy-${memorialId}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
      setProgress(null);
      return appCall('copies.make', { accountId, jobId: jobRef.current, memorialId, memorialName });
    },
    onSuccess: (first) => setProgress((now) => now ?? first),
  });
  return { make, progress, working: make.isPending || progress?.state === 'working' };
}

export function useCheckCopy() {
  return useMutation({ mutationFn: (id: string) => appCall('copies.check', { id }) });
}
