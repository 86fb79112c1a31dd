import { sql, type SQL } from 'drizzle-orm';

/**
 * The ids of the people the person sees through their teams (document 4 §10): members of any
 * team the person belongs to whose membership is visible. A subquery for `x in (...)`; the
 * leaderboard, Team Member Tasks and the team deadlines all draw their teams from it.
 */
export function visibleTeammateIds(personId: string): SQL {
  return sql`select theirs.user_id from team_members mine
               join team_members theirs on theirs.team_id = mine.team_id
              where mine.user_id = ${personId} and theirs.visible`;
}
