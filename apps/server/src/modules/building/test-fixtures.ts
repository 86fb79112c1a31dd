import { portalContracts } from '@goodhours/domain';
import { api } from '../../test/api.js';
import { person } from '../../test/fixtures.js';
import { PASSWORD, type TestApp, type TestUser } from '../../test/harness.js';

/**
 * A signed-in person of the role (with any extra permissions of their own) who also passed the
 * building portal's login in this session.
 */
export async function inBuildingPortal(t: TestApp, role = 'Manager', permissions: string[] = []): Promise<TestUser & { token: string }> {
  const someone = await person(t, role, permissions);
  const res = await api(t, someone.token).call(portalContracts.login, {
    params: { portal: 'building' },
    body: { email: someone.email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`portal login failed: ${res.body}`);
  return someone;
}
