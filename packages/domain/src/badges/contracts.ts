import { z } from 'zod';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { MESSAGES } from '../messages.js';
import { badgeCollectionItemSchema } from './types.js';

/** Badges a person holds (document 1 §7 the profile's Badge Summary). */
export const badgeContracts = {
  collection: defineRoute({
    method: 'GET',
    path: '/api/userprofile/badges/:id',
    summary: 'A person’s badge collection, in badge order',
    access: access.rule('one’s own badges, or anyone’s with getUserProfiles.'),
    params: idParam(MESSAGES.userNotFound),
    responses: { 200: z.array(badgeCollectionItemSchema) },
  }),
} as const;
