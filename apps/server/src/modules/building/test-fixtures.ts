import { portalContracts } from '@goodhours/domain';
import { api } from '../../test/api.js';
import { PASSWORD, signedIn, type TestApp, type TestUser } from '../../test/harness.js';

/** A signed-in person of the role who also passed the building portal's login in this session. */
export async function inBuildingPortal(t: TestApp, role = 'Manager'): Promise<TestUser & { token: string }> {
  const person = await signedIn(t, role);
  const res = await api(t, person.token).call(portalContracts.login, {
    params: { portal: 'building' },
    body: { email: person.email, password: PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`portal login failed: ${res.body}`);
  return person;
}
