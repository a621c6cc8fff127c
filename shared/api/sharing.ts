import { z } from 'zod';
import { defineOperation, MessageBody } from './operation';
import { boolean, id, oneOf } from './fields';
import { FIELD } from './field-labels';
import { lazy } from './lazy';

/** Spec 2.7 and 4.5 rule 2. The url is a bearer credential: whoever opens it gets the role. */
export const ShareRole = lazy(() => z.enum(['viewer', 'contributor', 'moderator', 'owner']));
export type ShareRole = z.infer<typeof ShareRole>;

export const ShareLink = lazy(() =>
  z.strictObject({
    role: ShareRole,
    url: z.string(),
    grants: z.string(),
    message: z.string(),
  }),
);
export type ShareLink = z.infer<typeof ShareLink>;

export const createShareLink = lazy(() =>
  defineOperation({
    name: 'createShareLink',
    method: 'POST',
    path: '/me/memorials/{memorial}/share-link',
    token: 'personal',
    summary: 'The link for a role (reused unless fresh, which makes the old link stop working).',
    params: z.object({ memorial: id(FIELD.memorial) }),
    body: z.object({
      role: oneOf(FIELD.role, ['viewer', 'contributor', 'moderator', 'owner']),
      fresh: boolean(FIELD.fresh).optional(),
    }),
    responses: {
      200: ShareLink,
      404: MessageBody,
      422: z.strictObject({ code: z.literal('role_unavailable'), message: z.string() }),
    },
  }),
);
