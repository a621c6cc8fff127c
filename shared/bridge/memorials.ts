/**
 * The cover photo's bridge operations. The renderer turns the person's photo into a JPEG that
 * fits the upload grant's `max_bytes`, then hands it to the core in pieces (a bridge call carries at
 * most 256 KB); the core keeps the grant (its signed, short-lived address never reaches the page) and
 * uploads the JPEG as multipart form-data, reporting progress as `coverProgress` events.
 *
 *   cover.begin  → the core asks the service for an upload grant; the renderer learns max_bytes.
 *   cover.piece  → one piece of the JPEG, in order (base64 over the bridge only; never to the service).
 *   cover.send   → the core uploads it (a fresh grant once, if the first ran out or was refused).
 *   cover.cancel → the core forgets the photo.
 */
import { z } from 'zod';
import { ForMemorial } from './ids';
import { lazy } from '../api/lazy';

/** Raw bytes per piece: 128 KiB is about 171 KB of base64, well inside the bridge's 256 KB. */
export const COVER_PIECE_BYTES = 128 * 1024;

/**
 * The most the core holds for one cover photo, whatever a grant allows: the service's limit is not
 * shown in the spec (the sandbox takes 10 MB), and a cover never needs more than this.
 */
export const COVER_HOLD_MAX_BYTES = 20 * 1024 * 1024;

const UploadId = lazy(() => z.string().regex(/^[A-Za-z0-9-]{8,64}$/));

export const CoverBegun = lazy(() =>
  z.strictObject({
    uploadId: z.string(),
    /** The service's limit for the JPEG (bytes), from the grant. */
    maxBytes: z.number().int().positive(),
    /** The kinds of file the service takes (spec: JPEG). */
    accepts: z.array(z.string()),
    /** The grant's own sentence, to read aloud. */
    message: z.string(),
  }),
);
export type CoverBegun = z.infer<typeof CoverBegun>;

export const CoverSent = lazy(() =>
  z.strictObject({
    /** The service's words after the upload. */
    message: z.string(),
    /** Whether the first grant ran out or was refused and a fresh one was used. */
    renewed: z.boolean(),
    bytes: z.number().int(),
  }),
);
export type CoverSent = z.infer<typeof CoverSent>;

export const MEMORIALS_OPERATIONS = {
  'cover.begin': {
    args: ForMemorial,
    result: CoverBegun,
  },
  'cover.piece': lazy(() => ({
    args: z.strictObject({
      uploadId: UploadId,
      /** Where this piece starts in the JPEG: pieces come in order, each once. */
      offset: z.number().int().nonnegative(),
      data: z
        .string()
        .min(1)
        .max(Math.ceil(COVER_PIECE_BYTES / 3) * 4)
        .regex(/^[A-Za-z0-9+/]+={0,2}$/),
    }),
    result: z.strictObject({ received: z.number().int() }),
  })),
  'cover.send': lazy(() => ({
    args: z.strictObject({ uploadId: UploadId, bytes: z.number().int().positive() }),
    result: CoverSent,
  })),
  'cover.cancel': lazy(() => ({ args: z.strictObject({ uploadId: UploadId }), result: z.strictObject({ cancelled: z.boolean() }) })),
} as const;

export const MEMORIALS_EVENTS = {
  /** How much of the photo has gone to the service. */
  coverProgress: lazy(() => z.strictObject({ uploadId: z.string(), sent: z.number().int(), total: z.number().int() })),
} as const;
