import { ROLES, type Role } from '@goodhours/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { roleKeys } from '../../api/roles';
import { useTeams } from '../../api/teams';
import { useCan } from '../../auth/use-session';

/** Who may read `GET /api/roles` (the server's rule); others see the built-in roles. */
const ROLE_READERS = ['postRole', 'putRole', 'deleteRole', 'putUserProfilePermissions'] as const;

/** Role names for the role filter and the create form: the stored roles, or the built-in list. */
export function useRoleNames(): string[] {
  const { can } = useCan();
  const roles = useQuery({
    queryKey: roleKeys.roles,
    queryFn: ({ signal }) => api.get<Role[]>('/api/roles', { signal }),
    enabled: ROLE_READERS.some(can),
  });
  return roles.data ? roles.data.map((r) => r.roleName) : [...ROLES];
}

/** Teams for the team filter; none (no filter) when they cannot be read. */
export function useTeamOptions(): { value: string; label: string }[] {
  const teams = useTeams();
  if (!teams.data) return [];
  return teams.data
    .map((t) => ({ value: t.id, label: t.teamCode ? `${t.teamName} (${t.teamCode})` : t.teamName }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
