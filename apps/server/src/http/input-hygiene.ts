import { MESSAGES } from '@goodhours/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** Deeper than this, a JSON body is refused before any schema reads it. */
export const MAX_DEPTH = 32;

/** The first problem of a decoded value: a path and why, or undefined when it can be stored. */
export function unstorable(value: unknown, path: string[] = [], depth = 0): { path: string; message: string } | undefined {
  if (depth > MAX_DEPTH) return { path: path.join('.') || '_', message: MESSAGES.tooDeeplyNested };
  if (typeof value === 'string') {
    // PostgreSQL stores neither NUL nor half of a surrogate pair: refuse them here, not with a 500 there.
    return value.includes('\u0000') || !value.isWellFormed()
      ? { path: path.join('.') || '_', message: MESSAGES.unstorableText }
      : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    if (key === '__proto__' || !key.isWellFormed() || key.includes('\u0000'))
      return { path: path.join('.') || '_', message: MESSAGES.invalidInput };
    const problem = unstorable(child, [...path, key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

function refuse(problem: { path: string; message: string }): AppError {
  return new AppError('BAD_REQUEST', problem.message, { [problem.path]: problem.message });
}

/**
 * Every text that reaches a handler can be stored: JSON bodies are parsed here (refusing
 * malformed JSON, prototype keys, deep nesting, NUL bytes and lone surrogates with a 400), and
 * the path and query parameters are checked the same way before validation.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const body = typeof text === 'string' ? text : text.toString('utf8');
    if (body.trim() === '') {
      done(null, undefined);
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      done(new AppError('BAD_REQUEST', MESSAGES.malformedJson), undefined);
      return;
    }
    const problem = unstorable(value);
    if (problem) done(refuse(problem), undefined);
    else done(null, value);
  });
  // A mail reader's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form;
  // no route reads a form body, so its content is not kept.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, undefined));
  app.addHook('preValidation', async (request) => {
    const problem = unstorable(request.params, ['params']) ?? unstorable(request.query, ['query']);
    if (problem) throw refuse(problem);
  });
}
