import { DEFAULT_ROLE_PERMISSIONS, ROLES } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { roles } from '../db/schema/index.js';

/** Makes sure every built-in role exists with its default preset; never overwrites edits. */
export async function ensureBuiltInRoles(db: Tx): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((roleName) => ({ roleName, permissions: [...DEFAULT_ROLE_PERMISSIONS[roleName]].sort(), builtIn: true })))
    .onConflictDoNothing({ target: roles.roleName });
}
