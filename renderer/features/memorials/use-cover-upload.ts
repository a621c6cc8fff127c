/**
 * The cover photo's journey, for its screen: check the file (a wrong one is refused before
 * anything is sent), ask the core for an upload grant (which learns the service's max_bytes), turn the
 * photo into a JPEG that fits (cover-image.ts), hand it to the core in pieces (a bridge call carries at
 * most 256 KB), and have the core upload it, following its progress.
 */
import type { MessageDescriptor } from 'react-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountInfo } from '../../../shared/bridge';
import { COVER_PIECE_BYTES } from '../../../shared/bridge/memorials';
import { appCall, subscribe } from '../../data/calls';
import { toBridgeError } from '../../data/errors';
import { CoverProblem, prepareCover, type PreparedCover } from './cover-image';
import { checkSource } from './cover-pipeline';

export type CoverState =
  | { step: 'idle' }
  | { step: 'preparing'; fileName: string }
  | { step: 'ready'; prepared: PreparedCover; preview: string; uploadId: string; fileName: string }
  | { step: 'sending'; prepared: PreparedCover; preview: string; uploadId: string; sent: number; total: number }
  | { step: 'sent'; prepared: PreparedCover; preview: string; message: string; at: Date }
  | { step: 'failed'; message: Said; retry: Handover | null };

/** What the app says: the service's or the core's own words, or one of the app's catalog messages. */
export type Said = string | MessageDescriptor;

/** A prepared photo and its upload in the core; `handedOver` once the core has every piece. */
export interface Handover {
  prepared: PreparedCover;
  preview: string;
  uploadId: string;
  handedOver?: boolean;
}

/** What was sent from this computer in this session, per account and memorial (memory only): the API does not say which cover a memorial has. */
const sentHere = new Map<string, Extract<CoverState, { step: 'sent' }>>();

/** Base64 of a piece, for the bridge only (the service gets the bytes as multipart form-data). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function useCoverUpload(account: AccountInfo, memorialId: number) {
  const key = `${account.id}:${memorialId}`;
  const [state, setState] = useState<CoverState>(() => sentHere.get(key) ?? { step: 'idle' });
  const current = useRef<string | null>(null);
  const previews = useRef<string[]>([]);

  // The core tells how much of the photo has gone.
  useEffect(
    () =>
      subscribe('coverProgress', (progress) => {
        if (progress.uploadId !== current.current) return;
        setState((s) => (s.step === 'sending' ? { ...s, sent: progress.sent, total: progress.total } : s));
      }),
    [],
  );

  // Previews of photos not sent are let go with the screen; a sent one stays for the session.
  useEffect(
    () => () => {
      const keep = sentHere.get(key)?.preview;
      for (const url of previews.current) if (url !== keep) URL.revokeObjectURL(url);
      if (current.current) void appCall('cover.cancel', { uploadId: current.current }).catch(() => undefined);
    },
    [key],
  );

  const choose = useCallback(
    async (file: File) => {
      if (current.current) void appCall('cover.cancel', { uploadId: current.current }).catch(() => undefined);
      current.current = null;
      setState({ step: 'preparing', fileName: file.name });
      const check = checkSource(new Uint8Array(await file.arrayBuffer()));
      if (!check.ok) {
        setState({ step: 'failed', message: check.message, retry: null });
        return;
      }
      let uploadId: string | null = null;
      try {
        const begun = await appCall('cover.begin', { memorialId, accountId: account.id });
        uploadId = begun.uploadId;
        const prepared = await prepareCover(file, begun.maxBytes);
        const preview = URL.createObjectURL(new Blob([prepared.jpeg], { type: 'image/jpeg' }));
        previews.current.push(preview);
        current.current = uploadId;
        setState({ step: 'ready', prepared, preview, uploadId, fileName: file.name });
      } catch (failure) {
        if (uploadId) void appCall('cover.cancel', { uploadId }).catch(() => undefined);
        const message = failure instanceof CoverProblem ? failure.problem : toBridgeError(failure).message;
        setState({ step: 'failed', message, retry: null });
      }
    },
    [account.id, memorialId],
  );

  const send = useCallback(
    async (ready: Handover) => {
      const { prepared, preview, uploadId } = ready;
      let handedOver = ready.handedOver === true;
      current.current = uploadId;
      setState({ step: 'sending', prepared, preview, uploadId, sent: 0, total: prepared.jpeg.length });
      try {
        // A photo handed over before (its upload failed) is still in the core, whole.
        if (!handedOver) {
          for (let offset = 0; offset < prepared.jpeg.length; offset += COVER_PIECE_BYTES) {
            await appCall('cover.piece', { uploadId, offset, data: toBase64(prepared.jpeg.subarray(offset, offset + COVER_PIECE_BYTES)) });
          }
          handedOver = true;
        }
        const sent = await appCall('cover.send', { uploadId, bytes: prepared.jpeg.length });
        current.current = null;
        const done = { step: 'sent' as const, prepared, preview, message: sent.message, at: new Date() };
        sentHere.set(key, done);
        setState(done);
      } catch (failure) {
        const error = toBridgeError(failure);
        // The photo stays in the core after a failed upload: it can be sent again as it is.
        const retry = handedOver && (error.kind === 'offline' || error.kind === 'service') ? { ...ready, handedOver } : null;
        setState({ step: 'failed', message: error.message, retry });
      }
    },
    [key],
  );

  const reset = useCallback(() => {
    if (current.current) void appCall('cover.cancel', { uploadId: current.current }).catch(() => undefined);
    current.current = null;
    setState({ step: 'idle' });
  }, []);

  return { state, choose, send, reset };
}
