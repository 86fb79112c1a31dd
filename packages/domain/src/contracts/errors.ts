import { z } from '../zod.js';
import { once } from './once.js';

/** Every error code the API answers with; the web client reads the same list. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_CREDENTIALS',
  'INACTIVE',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 404,
  INACTIVE: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** `{ error: { code, message, fields?, retryAfterSeconds? } }`: every refusal and failure. */
export const errorEnvelope = once(() =>
  z
    .object({
      error: z.object({
        code: z.enum(ERROR_CODES),
        message: z.string().describe('The product’s wording, shown to the user as it is.'),
        fields: z.record(z.string(), z.string()).optional().describe('The first problem of each field.'),
        retryAfterSeconds: z.number().int().optional(),
      }),
    })
    .meta({ id: 'Error' }),
);

export type ErrorEnvelope = z.infer<ReturnType<typeof errorEnvelope>>;
