import { createHash, randomBytes } from 'node:crypto';

/** A token as one-time links carry it: 32 random bytes in base64url. Anything else cannot be one. */
export const LINK_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new link's token: 256 random bits, sent in the link only; the row keeps its SHA-256. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
