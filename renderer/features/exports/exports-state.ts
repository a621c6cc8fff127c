/**
 * What the exports screens share: the downloads the core reports (kept up to date from its
 * `download` events while a screen is open), the exports started in this session, and the
 * reads of the core's own lists (folders, the local archive), each wrapped in a small hook.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import type { DownloadState, DownloadWhere } from '../../../shared/bridge/exports';
import { appCall, subscribe } from '../../data/calls';
import { readsOf } from '../../data/keys';
import { useAppRead } from '../../data/use-read';
import { formatNumber } from '../../ui/format';

interface DownloadsStore {
  byId: Record<string, DownloadState>;
  put: (states: readonly DownloadState[]) => void;
}

export const useDownloadsStore = create<DownloadsStore>()((set) => ({
  byId: {},
  put: (states) => set((s) => ({ byId: { ...s.byId, ...Object.fromEntries(states.map((d) => [d.id, d])) } })),
}));

/** Follows the core's downloads while the screen is open: the list now, then every event. */
export function useDownloadsFollowed(onEnded?: (state: DownloadState) => void): void {
  const put = useDownloadsStore((s) => s.put);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  useEffect(() => {
    let live = true;
    const off = subscribe('download', (state) => {
      put([state]);
      if (state.state !== 'starting' && state.state !== 'downloading') ended.current?.(state);
    });
    appCall('downloads.list', {}).then(
      ({ downloads }) => live && put(downloads),
      () => undefined,
    );
    return () => {
      live = false;
      off();
    };
  }, [put]);
}

/** The newest download of one export, if any. */
export function useDownloadOf(memorialId: number, exportId: number | null): DownloadState | null {
  return useDownloadsStore((s) => {
    if (exportId === null) return null;
    const mine = Object.values(s.byId).filter((d) => d.memorialId === memorialId && d.exportId === exportId);
    return mine.sort((a, b) => (a.startedAt < b.startedAt ? 1 : -1))[0] ?? null;
  });
}

/** Exports started in this session, per account, memorial and kind (the API cannot list them). */
interface StartedStore {
  started: Record<string, number>;
  remember: (key: string, exportId: number) => void;
}
export const useStartedStore = create<StartedStore>()((set) => ({
  started: {},
  remember: (key, exportId) => set((s) => ({ started: { ...s.started, [key]: exportId } })),
}));
export const startedKey = (accountId: string, memorialId: number, type: 'pdf' | 'zip') => `${accountId}:${memorialId}:${type}`;

export function useFolders(accountId: string, memorialId: number | undefined, memorialName: string | null) {
  const args = { accountId, ...(memorialId !== undefined ? { memorialId, memorialName } : {}) };
  return useAppRead({ accountId, name: 'downloads.folders', args, memorialId: memorialId ?? null, staleTime: 30_000 }).query;
}

/** The local archive (of one memorial, or all): read from this computer, so it works offline. */
export function useArchive(accountId: string, memorialId?: number) {
  const args = { accountId, ...(memorialId !== undefined ? { memorialId } : {}) };
  return useAppRead({ accountId, name: 'archive.list', args, memorialId: memorialId ?? null }).query;
}

export function useArchiveRefresh(accountId: string): () => void {
  const client = useQueryClient();
  return () => void client.invalidateQueries(readsOf(accountId, 'archive.list'));
}

export function useShowFile() {
  return useMutation({ mutationFn: (id: string) => appCall('files.show', { id }) });
}

export function useStartDownload(accountId: string) {
  const put = useDownloadsStore((s) => s.put);
  return useMutation({
    mutationFn: (args: { memorialId: number; memorialName: string | null; exportId: number; where: DownloadWhere }) =>
      appCall('exports.download', { accountId, ...args }),
    onSuccess: (state) => put([state]),
  });
}

export function useCancelDownload() {
  const put = useDownloadsStore((s) => s.put);
  return useMutation({ mutationFn: (id: string) => appCall('downloads.cancel', { id }), onSuccess: (state) => put([state]) });
}

export function useChooseFolder() {
  return useMutation({ mutationFn: () => appCall('downloads.chooseFolder', {}) });
}

/** "2.4 MB", "830 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return formatNumber(value, { style: 'unit', unit: units[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: unit === 0 ? 0 : 1 });
}
