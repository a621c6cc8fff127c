import type { CopyEntry } from '../../../../shared/bridge/exports';
import { juneEllisMain, type FakeBridge } from '../../harness';

/** A complete copy of June Ellis's memorial (memorial 1), as the core lists it. */
export const juneEllisCopy: CopyEntry = {
  id: 'June Ellis (1)/Complete copy 2026-11-25 14.30',
  memorialId: 1,
  memorialName: 'June Ellis',
  folder: '/data/archive/June Ellis (1)/Complete copy 2026-11-25 14.30',
  madeAt: '2026-11-25T14:30:00Z',
  files: [
    { name: 'archive.zip', bytes: 2048 },
    { name: 'Tributes.csv', bytes: 512 },
  ],
};

/** June Ellis's family on a core that has saved no download or export yet, and the complete copies given. */
export function savedFilesMain(copies: CopyEntry[] = []): FakeBridge {
  return juneEllisMain()
    .on('archive.list', () => ({ entries: [] }))
    .on('downloads.list', () => ({ downloads: [] }))
    .on('downloads.folders', () => ({ downloads: '/home/j/Downloads', archive: '/data/archive/June Ellis (1)', canChoose: false, canShow: false }))
    .on('copies.list', () => ({ copies }));
}
