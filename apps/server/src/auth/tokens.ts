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

const ISSUER = 'goodhours';

export class TokenSigner {
  private readonly key: Uint8Array;
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
}
