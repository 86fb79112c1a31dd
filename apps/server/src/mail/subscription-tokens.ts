import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a subscription link may do: confirm a pending subscription, or remove one. */
export type SubscriptionPurpose = 'confirm' | 'unsubscribe';

interface Payload {
  p: SubscriptionPurpose;
  e: string;
  /** The pending subscription's nonce: a confirmation works once. */
  n?: string;
  /** Expiry, ms since the epoch; an unsubscribe link does not expire. */
  x?: number;
}

const keyFor = (secret: string) => createHmac('sha256', secret).update('goodhours email subscription links').digest();
const sign = (secret: string, body: string) => createHmac('sha256', keyFor(secret)).update(body).digest('base64url');

/** A link token: the payload in base64url and its HMAC (a key derived from JWT_SECRET for this use only). */
export function subscriptionToken(secret: string, payload: Payload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

export type TokenCheck = { ok: true; email: string; nonce: string | undefined } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a token's signature, purpose and expiry (timing-safe). */
export function readSubscriptionToken(secret: string, token: string, purpose: SubscriptionPurpose, now: Date): TokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.p !== purpose || typeof payload.e !== 'string') return { ok: false, reason: 'invalid' };
  if (payload.x !== undefined && now.getTime() > payload.x) return { ok: false, reason: 'expired' };
  return { ok: true, email: payload.e, nonce: payload.n };
}
