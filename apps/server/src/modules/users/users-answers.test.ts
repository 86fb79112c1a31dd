import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect } from 'vitest';
import { userContracts } from '@goodhours/domain';
import { users } from '../../db/schema/index.js';
import { registerErrorHandler } from '../../errors.js';
import { implementArea } from '../../http/register-routes.js';
import { it } from '../../test/api.js';
import { auth, signedIn } from '../../test/harness.js';
import { getProfile } from './profile.js';

describe('profile answers', () => {
  it('never carry the password hash, a temporary password or a token, even when the service hands them over', async ({ t }) => {
    const me = await signedIn(t, 'Owner');
    await t.ctx.db.update(users).set({ tempPasswordHash: '$argon2id$temporary' }).where(eq(users.id, me.id));
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, me.id));
    // A careless service: the whole row, and a token, beside the profile.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    implementArea(
      app,
      t.ctx,
      'users',
      { get: userContracts.get },
      {
        get: async ({ caller, params }) => {
          const leaky = { ...row, resetToken: 'reset-token', token: 'session-token', ...(await getProfile(t.ctx, caller, params.id)) };
          return leaky;
        },
      },
    );
    try {
      const res = await app.inject({ method: 'GET', url: `/api/userprofile/${me.id}`, headers: auth(me.token) });
      expect(res.statusCode).toBe(200);
      const answer = res.json<Record<string, unknown>>();
      expect(answer).toMatchObject({ id: me.id, email: me.email });
      for (const key of ['passwordHash', 'tempPasswordHash', 'tempPasswordExpiresAt', 'resetToken', 'token', 'frontPermissions']) {
        expect(answer).not.toHaveProperty(key);
      }
      expect(res.body).not.toContain('$argon2id$');
      expect(res.body).not.toContain('reset-token');
      expect(res.body).not.toContain('session-token');
    } finally {
      await app.close();
    }
  });

  it('are the same with or without a trailing slash', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    // By URL: a contract call never sends the trailing slash this test is about.
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(admin.token) });
    const list = await get('/api/userprofile?status=all');
    const slashed = await get('/api/userprofile/?status=all');
    expect(slashed.statusCode).toBe(200);
    expect(slashed.body).toBe(list.body);
    const profile = await get(`/api/userprofile/${admin.id}/`);
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toBe((await get(`/api/userprofile/${admin.id}`)).body);
  });
});
