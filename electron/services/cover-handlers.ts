/**
 * The cover photo's bridge handlers (shared/bridge-cover.ts), over CoverUploads. The core hands in
 * what they need: how to find the account a call is for, how to call the service as it, and how
 * to tell the renderer of progress.
 */
import { operations } from '../../shared/api';
import type { BridgeArgs, BridgeEvents, BridgeResult } from '../../shared/bridge';
import type { COVER_OPERATIONS } from '../../shared/bridge-cover';
import type { CallAnswer, CallInput } from './client';
import { LocalError } from './client';
import type { Clock } from './clock';
import { CoverUploads } from './cover-upload';

type CoverOperation = keyof typeof COVER_OPERATIONS;
type Call = (
  accountId: string,
  op: typeof operations.createUploadGrant,
  input: CallInput<typeof operations.createUploadGrant>,
  run: { lane: 'person'; whenOffline: 'fail' },
) => Promise<CallAnswer<typeof operations.createUploadGrant>>;

export interface CoverHandlerDeps {
  accountFor: (requested: string | undefined) => { id: string; kind: 'personal' | 'business' };
  call: Call;
  emit: <E extends keyof BridgeEvents>(event: E, payload: BridgeEvents[E]) => void;
  clock: Clock;
  fetch?: typeof fetch | undefined;
}

export function coverHandlers(deps: CoverHandlerDeps): { [N in CoverOperation]: (args: BridgeArgs<N>) => Promise<BridgeResult<N>> } {
  const uploads = new CoverUploads({
    clock: deps.clock,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    grant: async (accountId, memorialId) =>
      (await deps.call(accountId, operations.createUploadGrant, { params: { memorial: memorialId } }, { lane: 'person', whenOffline: 'fail' })).data,
    onProgress: (progress) => deps.emit('coverProgress', progress),
  });
  return {
    'cover.begin': ({ memorialId, accountId }) => {
      const account = deps.accountFor(accountId);
      if (account.kind !== 'personal') {
        return Promise.reject(new LocalError('invalid', 'Cover photos are for family accounts. Switch to a family account to do this.'));
      }
      return uploads.begin(account.id, memorialId);
    },
    'cover.piece': ({ uploadId, offset, data }) => Promise.resolve().then(() => uploads.piece(uploadId, offset, data)),
    'cover.send': ({ uploadId, bytes }) => uploads.send(uploadId, bytes),
    'cover.cancel': ({ uploadId }) => Promise.resolve({ cancelled: uploads.cancel(uploadId) }),
  };
}
