import { DEFAULT_ROLE_PERMISSIONS, effectivePermissions, type BuiltInRole, type SessionUser } from '@goodhours/domain';

const IDS: Record<BuiltInRole, string> = {
  Owner: '00000000-0000-4000-8000-000000000001',
  Administrator: '00000000-0000-4000-8000-000000000002',
  'Core Team': '00000000-0000-4000-8000-000000000003',
  Manager: '00000000-0000-4000-8000-000000000004',
  Mentor: '00000000-0000-4000-8000-000000000005',
  'Assistant Manager': '00000000-0000-4000-8000-000000000006',
  Volunteer: '00000000-0000-4000-8000-000000000007',
};

/** A signed-in user holding exactly the default permissions of a built-in role. */
export function sessionUserFor(role: BuiltInRole, overrides: Partial<SessionUser> = {}): SessionUser {
  const base = {
    rolePermissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    frontPermissions: [] as string[],
    removedDefaultPermissions: [] as string[],
    ...overrides,
  };
  return {
    userid: IDS[role],
    email: `${role.toLowerCase().replace(' ', '')}@demo.goodhours.org`,
    firstName: role.split(' ')[0] ?? role,
    lastName: 'Tester',
    role,
    profilePic: null,
    portals: [],
    expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ...base,
    permissions: effectivePermissions(base),
  };
}

/** An unsigned JWT-shaped token expiring in `seconds` (the app only reads `exp`). */
export function fakeToken(seconds = 7 * 86_400): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode({ exp: Math.floor(Date.now() / 1000) + seconds, sub: 'u' })}.sig`;
}
