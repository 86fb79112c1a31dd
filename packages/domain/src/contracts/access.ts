import type { PermissionKey } from '../permissions/catalogue.js';
import type { PortalName } from '../portals/index.js';
import type { BuiltInRole } from '../roles.js';

/**
 * Who may call a route, declared with the route. The server enforces it before the input is
 * read; the generated checks (apps/server/src/contracts) refuse a caller it does not admit.
 *
 * - public: anyone, signed in or not; `why` says what protects it instead.
 * - signedIn: any signed-in person.
 * - permission: a signed-in person holding at least one of the keys.
 * - roles: a signed-in person of one of the roles, or holding one of `orPermissions`.
 * - rule: a signed-in person; the named rule is decided in the service with the data
 *   (own account, a team member, a protected account...).
 * - portal: a signed-in person holding the portal's permission who passed the portal's login
 *   in this session (its flag); 403 when either is missing (decision 069). `anyOf`, when not
 *   empty, also asks for one of those permissions (approving purchases).
 */
export type RouteAccess =
  | { readonly kind: 'public'; readonly why: string }
  | { readonly kind: 'signedIn' }
  | { readonly kind: 'permission'; readonly anyOf: readonly PermissionKey[] }
  | { readonly kind: 'roles'; readonly roles: readonly BuiltInRole[]; readonly orPermissions: readonly PermissionKey[] }
  | { readonly kind: 'rule'; readonly rule: string }
  | { readonly kind: 'portal'; readonly portal: PortalName; readonly anyOf: readonly PermissionKey[] };

export type PublicAccess = Extract<RouteAccess, { kind: 'public' }>;

export const access = {
  public: (why: string): PublicAccess => ({ kind: 'public', why }),
  signedIn: { kind: 'signedIn' } as Extract<RouteAccess, { kind: 'signedIn' }>,
  anyOf: (...keys: readonly [PermissionKey, ...PermissionKey[]]): Extract<RouteAccess, { kind: 'permission' }> => ({
    kind: 'permission',
    anyOf: keys,
  }),
  roles: (roles: readonly BuiltInRole[], orPermissions: readonly PermissionKey[] = []): Extract<RouteAccess, { kind: 'roles' }> => ({
    kind: 'roles',
    roles,
    orPermissions,
  }),
  rule: (rule: string): Extract<RouteAccess, { kind: 'rule' }> => ({ kind: 'rule', rule }),
  portal: (portal: PortalName, ...anyOf: readonly PermissionKey[]): Extract<RouteAccess, { kind: 'portal' }> => ({
    kind: 'portal',
    portal,
    anyOf,
  }),
} as const;

/** One line for people reading the API reference. */
export function describeAccess(a: RouteAccess): string {
  switch (a.kind) {
    case 'public':
      return `Public: ${a.why}`;
    case 'signedIn':
      return 'Any signed-in person.';
    case 'permission':
      return `Signed in, holding ${a.anyOf.length > 1 ? 'one of ' : ''}${a.anyOf.join(', ')}.`;
    case 'roles':
      return `Signed in as ${a.roles.join(', ')}${a.orPermissions.length ? ` or holding one of ${a.orPermissions.join(', ')}` : ''}.`;
    case 'rule':
      return `Signed in; ${a.rule}`;
    case 'portal':
      return `Signed in, holding the ${a.portal} portal’s permission${a.anyOf.length ? ` and ${a.anyOf.join(' or ')}` : ''}, after passing its login in this session.`;
  }
}
