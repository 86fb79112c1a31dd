/** The built-in roles, in the order the spec lists team members (document 1 §6). */
export const ROLES = ['Owner', 'Administrator', 'Core Team', 'Manager', 'Mentor', 'Assistant Manager', 'Volunteer'] as const;

export type BuiltInRole = (typeof ROLES)[number];

export function isBuiltInRole(name: string): name is BuiltInRole {
  return (ROLES as readonly string[]).includes(name);
}

/** Roles the spec calls privileged (document 1 §6). */
export const PRIVILEGED_ROLES: readonly BuiltInRole[] = ['Owner', 'Administrator', 'Manager', 'Mentor', 'Core Team'];

/** Roles that lead a team and are shown in bold in team lists. */
export const LEADER_ROLES: readonly BuiltInRole[] = ['Manager', 'Mentor', 'Assistant Manager'];
