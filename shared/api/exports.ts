import { z } from 'zod';
import { defineOperation, MessageBody } from './operation';
import { id, oneOf } from './fields';
import { PremiumRequiredBody } from './premium';
import { FIELD } from './field-labels';
import { lazy } from './lazy';

/**
 * Spec 2.6 and 3.6. Status values are not shown in the spec; the sandbox uses
 * preparing -> ready -> expired (and failed). `ready` is true only once the file exists and has
 * not expired; `download_url` is null until then and must never be offered before.
 */
export const ExportStatus = lazy(() => z.enum(['preparing', 'ready', 'expired', 'failed']));
export const ExportType = lazy(() => z.enum(['pdf', 'zip']));

export const ExportState = lazy(() =>
  z.strictObject({
    export_id: z.number().int(),
    type: ExportType,
    status: ExportStatus,
    ready: z.boolean(),
    download_url: z.string().nullable(),
    message: z.string(),
  }),
);
export type ExportState = z.infer<typeof ExportState>;

export const startExport = lazy(() =>
  defineOperation({
    name: 'startExport',
    method: 'POST',
    path: '/me/memorials/{memorial}/exports',
    token: 'personal',
    summary: 'Start a Memorial Book (pdf, Premium) or archive (zip). 200 when one is already being prepared.',
    params: z.object({ memorial: id(FIELD.memorial) }),
    body: z.object({ type: oneOf(FIELD.kindOfExport, ['pdf', 'zip']).optional() }),
    responses: {
      200: ExportState,
      202: ExportState,
      404: MessageBody,
      422: PremiumRequiredBody,
    },
  }),
);

export const getExport = lazy(() =>
  defineOperation({
    name: 'getExport',
    method: 'GET',
    path: '/me/memorials/{memorial}/exports/{export}',
    token: 'personal',
    summary: 'How an export is getting on; download_url only once ready.',
    params: z.object({ memorial: id(FIELD.memorial), export: id(FIELD.export) }),
    responses: { 200: ExportState, 404: MessageBody },
  }),
);
