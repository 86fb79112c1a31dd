import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { TIMER_SERVICE_PATH } from './constants.js';

/**
 * The live timer service (document 4 §5): a WebSocket, not a JSON route. The upgrade is refused
 * with 401 for a missing, expired or revoked token; once open, the messages are
 * `timerClientMessage` and `timerServerMessage`. A revoked session's socket is closed with
 * TIMER_CLOSE_SESSION_ENDED.
 */
export const timerContracts = {
  socket: defineRoute({
    method: 'GET',
    path: TIMER_SERVICE_PATH,
    summary: 'The live timer socket (WebSocket upgrade, answered 101 Switching Protocols)',
    access: access.rule('the session token is sent as the first Sec-WebSocket-Protocol value.'),
    schemas: () => ({ responses: {} }),
  }),
} as const;
