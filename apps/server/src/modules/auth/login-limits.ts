import { MESSAGES } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  addressKey,
  clearAttempts,
  countAttempt,
  refundAttempt,
  secondsOver,
  type CountedBucket,
  type RateLimit,
} from '../../auth/rate-limit.js';

/** The limits of signing in and of forgot-password (decision 019). All count per 15 minutes. */
const WINDOW_SECONDS = 15 * 60;
/** Attempts at one email from one address (an IPv6 /64). */
export const LOGIN_PAIR_LIMIT: RateLimit = { max: 10, windowSeconds: WINDOW_SECONDS };
/** Attempts from one address, whatever the email: a whole office may sign in behind one. */
export const LOGIN_ADDRESS_LIMIT: RateLimit = { max: 100, windowSeconds: WINDOW_SECONDS };
/** Attempts at one email from every address together: guesses spread over many addresses. */
export const LOGIN_ACCOUNT_LIMIT: RateLimit = { max: 100, windowSeconds: WINDOW_SECONDS };
/** Attempts from one device that signed in before: within it, the device passes even when the limits above are full. */
export const LOGIN_DEVICE_LIMIT: RateLimit = { max: 10, windowSeconds: WINDOW_SECONDS };
/** Forgot-password requests per email, and per address. */
export const FORGOT_LIMIT: RateLimit = { max: 10, windowSeconds: WINDOW_SECONDS };

export function rateLimited(waitSeconds: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.loginRateLimited(Math.ceil(waitSeconds / 60)), undefined, waitSeconds);
}

/** A sign-in attempt, counted before the password is checked. */
export interface LoginAttempt {
  /** Seconds to wait under the pair, address and account limits; 0 within all three. */
  wait: number;
  /** Seconds to wait under the known device's own limit; undefined without a known device. */
  deviceWait: number | undefined;
  pair: CountedBucket | undefined;
  device: CountedBucket | undefined;
  shared: CountedBucket[];
}

/**
 * Counts the attempt in one statement against its email and address, the address, the email,
 * and the known device if one was named, and says how long each kind of caller must wait.
 */
export async function countLoginAttempt(ctx: AppContext, email: string, ip: string, deviceId: string | undefined): Promise<LoginAttempt> {
  const now = ctx.clock.now();
  const address = addressKey(ip);
  const keys = {
    pair: `login:pair:${address}|${email}`,
    address: `login:address:${address}`,
    account: `login:account:${email}`,
    device: deviceId ? `login:device:${deviceId}` : undefined,
  };
  const counted = await countAttempt(
    ctx.db,
    Object.values(keys).filter((k) => k !== undefined),
    WINDOW_SECONDS,
    now,
  );
  const bucket = (key: string | undefined) => counted.find((b) => b.key === key);
  const pair = bucket(keys.pair);
  const device = bucket(keys.device);
  const shared = [bucket(keys.address), bucket(keys.account)].filter((b) => b !== undefined);
  return {
    wait: Math.max(
      secondsOver(pair, LOGIN_PAIR_LIMIT, now),
      secondsOver(bucket(keys.address), LOGIN_ADDRESS_LIMIT, now),
      secondsOver(bucket(keys.account), LOGIN_ACCOUNT_LIMIT, now),
    ),
    deviceWait: keys.device ? secondsOver(device, LOGIN_DEVICE_LIMIT, now) : undefined,
    pair,
    device,
    shared,
  };
}

/**
 * A correct password: the email and address start again (so do the device's), and the attempt is
 * taken back from the address and the email, so people signing in never fill those limits.
 */
export async function settleSignIn(ctx: AppContext, attempt: LoginAttempt): Promise<void> {
  await clearAttempts(
    ctx.db,
    [attempt.pair, attempt.device].flatMap((b) => (b ? [b.key] : [])),
  );
  await refundAttempt(ctx.db, attempt.shared);
}

/** Counts a forgot-password request against its email and its address before anything is looked up. */
export async function countForgotAttempt(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.clock.now();
  const counted = await countAttempt(ctx.db, [`forgot:email:${email}`, `forgot:address:${addressKey(ip)}`], WINDOW_SECONDS, now);
  const wait = Math.max(0, ...counted.map((b) => secondsOver(b, FORGOT_LIMIT, now)));
  if (wait > 0) throw rateLimited(wait);
}
