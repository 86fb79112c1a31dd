import { z } from '../zod.js';
import { INFO_MESSAGES } from './messages.js';
import { DEFAULT_INFO_VISIBILITY, INFO_VISIBILITIES } from './visibility.js';
import { once } from '../contracts/once.js';

/** Rich text as the editor sends it; the server sanitises it before storing. */
export const INFO_CONTENT_MAX = 100_000;

const infoName = z
  .string({ error: INFO_MESSAGES.nameRequired })
  .trim()
  .min(1, INFO_MESSAGES.nameRequired)
  .max(100, INFO_MESSAGES.nameTooLong);
const infoContent = z.string({ error: INFO_MESSAGES.contentTooLong }).max(INFO_CONTENT_MAX, INFO_MESSAGES.contentTooLong);
const visibility = z.enum(INFO_VISIBILITIES, { error: INFO_MESSAGES.visibilityInvalid });

/** POST informations. */
export const createInfoInput = z.object({
  infoName,
  infoContent: infoContent.default(''),
  visibility: visibility.default(DEFAULT_INFO_VISIBILITY),
});

/** PUT informations/{id}: any of the three fields, at least one. */
export const updateInfoInput = z
  .object({ infoName: infoName.optional(), infoContent: infoContent.optional(), visibility: visibility.optional() })
  .refine((v) => v.infoName !== undefined || v.infoContent !== undefined || v.visibility !== undefined, {
    message: INFO_MESSAGES.nothingToUpdate,
  });

/** GET informations/name/{infoName}. */
export const infoNameParam = once(() => z.object({ infoName }));

export type CreateInfoInput = z.input<typeof createInfoInput>;
export type UpdateInfoInput = z.input<typeof updateInfoInput>;

/** An info page as the API answers it (document 1 §3: "_id, infoContent, CanRead"). */
export const infoPageSchema = once(() =>
  z.object({
    _id: z.uuid(),
    id: z.uuid(),
    infoName: z.string(),
    infoContent: z.string().describe('HTML sanitised by the server.'),
    visibility,
    CanRead: z.boolean(),
    createdAt: z.string().describe('ISO date-time'),
    updatedAt: z.string().describe('ISO date-time'),
  }),
);
export type InfoPage = z.infer<ReturnType<typeof infoPageSchema>>;
