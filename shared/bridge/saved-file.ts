/** What saving a file the person asked for answers: where it went, in words they can read. */
import { z } from 'zod';
import { WordsField } from './words-field';
import { lazy } from '../api/lazy';

export const SavedFile = lazy(() =>
  z.strictObject({
    /** False when the person cancelled the save dialog. */
    saved: z.boolean(),
    /** For showing it in the file manager (`files.show`). */
    fileId: z.string().nullable(),
    path: z.string().nullable(),
    message: z.string(),
    words: WordsField,
  }),
);
export type SavedFile = z.infer<typeof SavedFile>;
