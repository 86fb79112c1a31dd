import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ERROR_STATUS, MESSAGES, type ErrorCode } from '@goodhours/domain';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from './db/connection-errors.js';

export type { ErrorCode };

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
    return ERROR_STATUS[this.code];
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

/** The database did not answer (lost connection, restart, readiness check): 503, try again in a second. */
export const databaseUnavailable = (): AppError => new AppError('UNAVAILABLE', MESSAGES.databaseUnavailable, undefined, 1);

/** The one place errors become HTTP: `{ error: { code, message, fields? } }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown, request, reply) => {
    let err = thrown;
    if (isConnectionError(err)) {
      // Nothing was acknowledged: the client may try again once the database is back.
      request.log.warn(err);
      err = databaseUnavailable();
    }
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
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= issue.message ?? MESSAGES.invalidInput;
      }
      const message = err.validation[0]?.message ?? MESSAGES.invalidInput;
      return reply.status(422).send({ error: { code: 'VALIDATION', message, fields } });
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      const code = status === 404 ? 'NOT_FOUND' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
      return reply.status(status).send({ error: { code, message: status === 404 ? MESSAGES.notFound : MESSAGES.invalidInput } });
    }
    request.log.error(err);
    return reply.status(500).send({ error: { code: 'INTERNAL', message: MESSAGES.unexpectedError } });
  });
}
