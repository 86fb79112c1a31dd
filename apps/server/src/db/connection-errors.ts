/**
 * Whether an error says the database could not be reached or the connection was lost (a restart,
 * a failover, an idle timeout, `pg_terminate_backend`), as opposed to a refused statement. Such a
 * request is answered 503 with a retry time: nothing was acknowledged, so the client may repeat it.
 */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

export function isConnectionError(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      // 08: connection exception; 57P01-57P03: administrator shutdown, crash shutdown, cannot connect now.
      if (code.startsWith('08') || /^57P0[1-3]$/.test(code) || CONNECTION_CODES.has(code)) return true;
    }
    if (/Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(e.message))
      return true;
  }
  return false;
}
