import { ROLE_READERS, ROLES } from '@goodhours/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchRoles, roleKeys } from '../../../api/roles';
import { useTeams } from '../../../api/teams';
import { useCan } from '../../../auth/use-session';

/**
 * Role names for the role filter and the create form: the stored roles for those who may read
 * them (`ROLE_READERS`, the server's rule), the built-in list for everyone else.
 */
export function useRoleNames(): string[] {
  const { can } = useCan();
  const roles = useQuery({
    queryKey: roleKeys.roles,
    queryFn: ({ signal }) => fetchRoles(signal),
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
