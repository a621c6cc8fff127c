import { z } from 'zod';
import { defineOperation } from './operation';
import { lazy } from './lazy';

/** Spec 2.7 template entry. `feel` holds tone and audience words, never a religion or culture. */
export const Template = lazy(() =>
  z.strictObject({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    feel: z.array(z.string()),
  }),
);
export type Template = z.infer<typeof Template>;

export const listTemplates = lazy(() =>
  defineOperation({
    name: 'listTemplates',
    method: 'GET',
    path: '/templates',
    token: 'personal',
    summary: 'The catalogue of memorial designs; every design is on every plan.',
    responses: { 200: z.strictObject({ data: z.array(Template) }) },
  }),
);
