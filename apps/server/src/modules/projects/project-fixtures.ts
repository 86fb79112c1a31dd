import { type CreateProjectInput, type Project, projectContracts } from '@goodhours/domain';
import { timeEntries } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, login } from '../../test/harness.js';

export const it = test
  .extend(
    'createProject',
    ({ t }) =>
      async (token: string, body: CreateProjectInput = { projectName: 'Earthbag Village' }): Promise<Project> => {
        const res = await api(t, token).call(projectContracts.create, { body });
        if (res.statusCode !== 201) throw new Error(`project create failed: ${res.body}`);
        return res.json<Project>();
      },
  )
  .extend('logTime', ({ t }) => async (personId: string, projectId: string, totalSeconds: number, isTangible = true) => {
    await t.ctx.db.insert(timeEntries).values({ personId, projectId, totalSeconds, isTangible, dateOfWork: '2026-11-16' });
  })
  /** A signed-in volunteer holding only the given extra permissions. */
  .extend('volunteerWith', ({ t }) => async (...permissions: string[]) => {
    const user = await createUser(t, 'Volunteer', { frontPermissions: permissions });
    return { ...user, token: await login(t, user.email) };
  });
