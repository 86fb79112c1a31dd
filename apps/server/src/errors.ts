import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { MESSAGES } from '@goodhours/domain';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'INVALID_CREDENTIALS'
  | 'INACTIVE'
  | 'CONFLICT'
  | 'RATE_LIMITED';

const STATUS: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  INVALID_CREDENTIALS: 404,
  INACTIVE: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
};

/** A failure a user can understand; `message` is the product's wording. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

/** Parses input with a shared schema; a failure becomes a 422 naming each field's first problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? MESSAGES.invalidInput;
  throw new AppError('VALIDATION', first, fields);
}

/** The one place errors become HTTP: `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) void reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send({
        error: {
          code: err.code,
          message: err.message,
          ...(err.fields ? { fields: err.fields } : {}),
          ...(err.retryAfterSeconds !== undefined ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
        },
      });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 404 ? 'NOT_FOUND' : status === 413 ? 'BAD_REQUEST' : 'BAD_REQUEST';
      return reply.status(status).send({ error: { code, message: status === 404 ? MESSAGES.notFound : MESSAGES.invalidInput } });
    }
    request.log.error(err);
    return reply.status(500).send({ error: { code: 'INTERNAL', message: MESSAGES.unexpectedError } });
  });
}
