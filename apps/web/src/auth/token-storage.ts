/**
 * Where the session token lives: localStorage, so every tab shares it and a `storage` event tells
 * the other tabs about a login or a logout.
 */
export const TOKEN_KEY = 'goodhours.token';

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}

/**
 * The device token of the last full sign-in on this device (decision 019): sent with the next
 * sign-in so a correct password passes the sign-in limits. Signing out keeps it.
 */
export const DEVICE_KEY = 'goodhours.device';

export function readDeviceToken(): string | null {
  try {
    return window.localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

export function saveDeviceToken(token: string): void {
  try {
    window.localStorage.setItem(DEVICE_KEY, token);
  } catch {
    // Without storage the device is simply not known next time.
  }
}

/** A JWT's claims, read without checking the signature (the server does), or undefined. */
function tokenClaims(token: string): Record<string, unknown> | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Seconds since the epoch at which a JWT expires, or undefined when it carries no readable `exp`. */
export function tokenExpiry(token: string): number | undefined {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' ? exp : undefined;
}

/** The user id a session token names (its `sub`), or null. */
export function tokenSubject(token: string): string | null {
  const sub = tokenClaims(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** A saved session this close to its end is not restored (document 1 §9, document 3 §4). */
export const RESTORE_MARGIN_SECONDS = 172_800;

export function isTooCloseToExpiry(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  if (exp === undefined) return true;
  return exp - nowMs / 1000 < RESTORE_MARGIN_SECONDS;
}

/**
 * A session in use is kept alive: once less than this is left on the token, start-up trades it
 * for a fresh one (`GET /api/refreshToken/{own id}`), so only an unused session runs out.
 */
export const REFRESH_BELOW_SECONDS = 5 * 24 * 3600;

export function shouldRefresh(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== undefined && exp - nowMs / 1000 < REFRESH_BELOW_SECONDS;
}

/** The reset token handed out by `/api/login` for a first login, kept for this tab only. */
const RESET_KEY = 'goodhours.passwordReset';

export interface PendingPasswordReset {
  userId: string;
  resetToken: string;
}

export function savePendingReset(reset: PendingPasswordReset): void {
  window.sessionStorage.setItem(RESET_KEY, JSON.stringify(reset));
}

export function readPendingReset(): PendingPasswordReset | null {
  try {
    const raw = window.sessionStorage.getItem(RESET_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'userId' in value &&
      'resetToken' in value &&
      typeof value.userId === 'string' &&
      typeof value.resetToken === 'string'
    ) {
      return { userId: value.userId, resetToken: value.resetToken };
    }
    return null;
  } catch {
    return null;
  }
}

export function clearPendingReset(): void {
  window.sessionStorage.removeItem(RESET_KEY);
}

/**
 * Whose session a saved token would restore: its subject, unless the token is so close to its
 * end that start-up logs out instead (session-store.ts). The boot script and the app's first
 * calls ask for nothing then.
 */
export function restorableSelf(token: string | null): string | null {
  return token && !isTooCloseToExpiry(token) ? tokenSubject(token) : null;
}
