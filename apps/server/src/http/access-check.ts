import { hasAnyPermission, inPortal, MESSAGES, type RouteAccess } from '@goodhours/domain';
import type { AuthUser } from '../auth/sessions.js';
import { AppError } from '../errors.js';

/** Whether a signed-in caller passes a route's declared rule (a named rule is decided later). */
export function admits(caller: AuthUser, rule: RouteAccess): boolean {
  switch (rule.kind) {
    case 'public':
    case 'signedIn':
    case 'rule':
      return true;
    case 'permission':
      return hasAnyPermission(caller, rule.anyOf);
    case 'roles':
      return (rule.roles as readonly string[]).includes(caller.role) || hasAnyPermission(caller, rule.orPermissions);
    case 'portal':
      // The portal's permission now, and its login passed in this session (decision 069).
      return inPortal(caller, rule.portal) && (rule.anyOf.length === 0 || hasAnyPermission(caller, rule.anyOf));
  }
}

export function assertAccess(caller: AuthUser, rule: RouteAccess): void {
  if (!admits(caller, rule)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}
