/** The core's message as Words beside its English `message` (shared/i18n/words.ts): absent when the words are the service's. */
import { z } from 'zod';
import { isWords, type Words } from '../i18n/words';
import { lazy } from '../api/lazy';

export const WordsField = lazy(() => z.custom<Words>((value) => isWords(value)).optional());
