/**
 * The cover photo's bridge handlers (shared/bridge/memorials.ts), over CoverUploads: the picture comes
 * in pieces, is checked here, and goes to the service with an upload grant asked for as the
 * account, in the person's lane; progress goes to the renderer as `coverProgress` events.
 */
import { operations } from '../../../shared/api';
import type { MEMORIALS_OPERATIONS } from '../../../shared/bridge/memorials';
import { CoverUploads } from './cover-upload';
import { say } from '../../../shared/i18n/words';
import { COVER_WORDS } from './memorials-words';
import { accountOfKind, nothingToClose, type Area, type CoreServices } from '../../bridge/area';

type CoverName = keyof typeof MEMORIALS_OPERATIONS;

const FAMILIES_ONLY = say(COVER_WORDS.familiesOnly);

export type CoverDeps = Pick<CoreServices, 'clock' | 'fetch' | 'accountFor' | 'call' | 'emit'>;

export function memorialsHandlers(deps: CoverDeps): Area<CoverName> {
  const uploads = new CoverUploads({
    clock: deps.clock,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    grant: async (accountId, memorialId) =>
      (await deps.call(accountId, operations.createUploadGrant, { params: { memorial: memorialId } }, { lane: 'person' })).data,
    onProgress: (progress) => deps.emit('coverProgress', progress),
  });
  return {
    handlers: {
      'cover.begin': ({ memorialId, accountId }) =>
        Promise.resolve().then(() => uploads.begin(accountOfKind(deps.accountFor, accountId, 'personal', FAMILIES_ONLY), memorialId)),
      'cover.piece': ({ uploadId, offset, data }) => Promise.resolve().then(() => uploads.piece(uploadId, offset, data)),
      'cover.send': ({ uploadId, bytes }) => uploads.send(uploadId, bytes),
      'cover.cancel': ({ uploadId }) => Promise.resolve({ cancelled: uploads.cancel(uploadId) }),
    },
    close: nothingToClose,
  };
}
