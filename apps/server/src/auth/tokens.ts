import { SignJWT, jwtVerify } from 'jose';

export interface SessionClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

export interface PasswordChangeClaims {
  userId: string;
  /** Time of the password the token was issued against: a changed password voids it. */
  passwordVersion: number;
}

/** A device that completed a sign-in: names the account it signed in to (decision 019). */
export interface DeviceClaims {
  userId: string;
  email: string;
  /** This device's own id: its attempts are counted under it. */
  deviceId: string;
}

const ISSUER = 'goodhours';
/** A device stays known this long after its last sign-in; each sign-in hands out a fresh token. */
export const DEVICE_TOKEN_TTL_SECONDS = 180 * 24 * 3600;

/** How many verified session tokens are remembered: about one per signed-in device. */
const VERIFIED_SESSIONS_KEPT = 2000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /**
   * Session tokens whose signature was checked, with their claims: a page load sends the same
   * token with every call, and checking it cost each call more than its own query. The expiry is
   * still checked against `now` on every call, and revocation by the caller's query.
   */
  private readonly verifiedSessions = new Map<string, SessionClaims>();
  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signSession(claims: SessionClaims, issuedAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, typ: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /** Checks signature and expiry against `now`; undefined when the token is not a valid session token. */
  async verifySession(token: string, now: Date): Promise<SessionClaims | undefined> {
    const known = this.verifiedSessions.get(token);
    if (known) return known.expiresAt > now ? known : undefined;
    const claims = await this.checkSession(token, now);
    if (claims) {
      if (this.verifiedSessions.size >= VERIFIED_SESSIONS_KEPT) {
        this.verifiedSessions.delete(this.verifiedSessions.keys().next().value as string);
      }
      this.verifiedSessions.set(token, claims);
    }
    return claims;
  }

  private async checkSession(token: string, now: Date): Promise<SessionClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: now,
      });
      if (payload.typ !== 'session' || typeof payload.sid !== 'string' || !payload.sub || !payload.exp) return undefined;
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return undefined;
    }
  }

  signPasswordChange(claims: PasswordChangeClaims, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ pwv: claims.passwordVersion, typ: 'password-change' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 30 * 60)
      .sign(this.key);
  }

  async verifyPasswordChange(token: string, now: Date): Promise<PasswordChangeClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
      if (payload.typ !== 'password-change' || typeof payload.pwv !== 'number' || !payload.sub) return undefined;
      return { userId: payload.sub, passwordVersion: payload.pwv };
    } catch {
      return undefined;
    }
  }

  signDevice(claims: DeviceClaims, now: Date): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ em: claims.email, typ: 'device' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(claims.userId)
      .setJti(claims.deviceId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + DEVICE_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** Undefined when the token is not a valid, unexpired device token. */
  async verifyDevice(token: string, now: Date): Promise<DeviceClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: now });
      if (payload.typ !== 'device' || typeof payload.em !== 'string' || !payload.sub || !payload.jti) return undefined;
      return { userId: payload.sub, email: payload.em, deviceId: payload.jti };
    } catch {
      return undefined;
    }
  }
}
