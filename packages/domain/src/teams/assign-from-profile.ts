import { TEAM_MESSAGES } from './messages.js';

/**
 * What is wrong with assigning the typed team to a person from their profile (document 1 §5),
 * or the team to assign. Team names match trimmed and case-insensitively.
 */
export function teamToAssign(
  typed: string,
  teams: readonly { id: string; teamName: string }[],
  memberOf: readonly { id: string }[],
): { teamId: string } | { problem: string } {
  const name = typed.trim().toLowerCase();
  if (!name) return { problem: TEAM_MESSAGES.pickTeamFirst };
  const team = teams.find((t) => t.teamName.trim().toLowerCase() === name);
  if (!team) return { problem: TEAM_MESSAGES.teamDoesNotExist };
  if (memberOf.some((t) => t.id === team.id)) return { problem: TEAM_MESSAGES.userAlreadyInTeam };
  return { teamId: team.id };
}
