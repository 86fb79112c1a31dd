import { describe, expect, it } from 'vitest';
import { TokenSigner } from './tokens.js';

const issued = new Date('2026-11-02T10:00:00Z');
const expiresAt = new Date('2026-11-02T12:00:00Z');
const claims = { userId: '00000000-0000-4000-8000-000000000001', sessionId: '00000000-0000-4000-8000-000000000002', expiresAt };

describe('session tokens', () => {
  it('accepts a token again and again until it expires, then refuses it', async () => {
    const signer = new TokenSigner('a secret long enough for the tests of this file');
    const token = await signer.signSession(claims, issued);
    expect(await signer.verifySession(token, issued)).toEqual(claims);
    expect(await signer.verifySession(token, new Date('2026-11-02T11:59:59Z'))).toEqual(claims);
    expect(await signer.verifySession(token, expiresAt)).toBeUndefined();
    // A fresh signer (another server instance) agrees.
    expect(await new TokenSigner('a secret long enough for the tests of this file').verifySession(token, expiresAt)).toBeUndefined();
  });

  it('refuses a token signed with another secret or altered, even after accepting the real one', async () => {
    const signer = new TokenSigner('a secret long enough for the tests of this file');
    const token = await signer.signSession(claims, issued);
    expect(await signer.verifySession(token, issued)).toEqual(claims);
    const forged = await new TokenSigner('another secret, not the server one').signSession(claims, issued);
    expect(await signer.verifySession(forged, issued)).toBeUndefined();
    const [header, payload, signature = ''] = token.split('.');
    const altered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verifySession(altered, issued)).toBeUndefined();
  });

  it('keeps accepting every token it signed when more sessions are open than it remembers', async () => {
    const signer = new TokenSigner('a secret long enough for the tests of this file');
    const tokens = await Promise.all(
      Array.from({ length: 2100 }, (_, i) => signer.signSession({ ...claims, sessionId: `session-${i}` }, issued)),
    );
    for (const token of tokens) expect(await signer.verifySession(token, issued)).toBeDefined();
    expect((await signer.verifySession(tokens[0] ?? '', issued))?.sessionId).toBe('session-0');
  });
});
