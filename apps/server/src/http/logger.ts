import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.js';

const REDACTED = '[redacted]';

/** Secrets that can hide in any text: argon2 hashes, JWTs, bearer values, long opaque tokens. */
const SECRET_PATTERNS: RegExp[] = [
  /\$argon2(?:id|i|d)\$[A-Za-z0-9$=,.+/]+/g,
  /eyJ[\w-]{5,}\.[\w-]{5,}\.[\w-]{5,}/g,
  /Bearer\s+[\w.~+/-]+=*/gi,
  /\b[A-Za-z0-9_-]{40,}\b/g,
];

/** A text with every secret it may hold replaced. */
export function scrub(text: string): string {
  return SECRET_PATTERNS.reduce((s, re) => s.replace(re, REDACTED), text);
}

/** The values of a failed query are not logged (a user row holds its password hash): only the statement. */
function withoutQueryValues(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)}\nparams: ${REDACTED}`;
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * Errors as logged: message and stack scrubbed, query values dropped, and nothing else of the
 * error object (a database error's `detail` and `parameters` repeat the row that failed).
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrub(withoutQueryValues(String(err))) };
  const out: LoggedError = {
    type: err.constructor.name,
    message: scrub(withoutQueryValues(err.message)),
  };
  if (err.stack) out.stack = scrub(withoutQueryValues(err.stack));
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') out.code = code;
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

interface LoggedRequest {
  method: string;
  url: string;
  remoteAddress?: string;
}

/** A request as logged: method, address and a URL without tokens; never headers or bodies. */
export function serializeRequest(req: { method?: string; url?: string; ip?: string; socket?: { remoteAddress?: string } }): LoggedRequest {
  const out: LoggedRequest = { method: req.method ?? '', url: scrub(req.url ?? '') };
  const address = req.ip ?? req.socket?.remoteAddress;
  if (address) out.remoteAddress = address;
  return out;
}

/**
 * The server's logger: requests without headers, bodies or tokens; errors without query values,
 * hashes or tokens; and any field named like a secret redacted wherever it is logged. `level` is
 * LOG_LEVEL: at `warn` the line of every request is left out, errors are kept.
 */
export function loggerOptions(level: LogLevel, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Fastify types its serializers for its own objects; ours read less and return less.
    hooks: {
      // pino makes an error's own message the line's `msg`: scrub it like the rest.
      logMethod(args: unknown[], method: (...a: unknown[]) => void) {
        const [first, ...rest] = args;
        if (first instanceof Error) {
          method.apply(this, [{ err: first }, scrub(withoutQueryValues(typeof rest[0] === 'string' ? rest[0] : first.message))]);
          return;
        }
        method.apply(
          this,
          args.map((a) => (typeof a === 'string' ? scrub(withoutQueryValues(a)) : a)),
        );
      },
    },
    serializers: { req: serializeRequest, err: serializeError, error: serializeError } as unknown as FastifyLoggerOptions['serializers'],
    redact: {
      paths: [
        'password',
        'passwordHash',
        'token',
        'newpassword',
        'currentpassword',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.newpassword',
        '*.currentpassword',
        'headers.authorization',
        '*.headers.authorization',
        'body',
        '*.body',
      ],
      censor: REDACTED,
    },
  };
}
