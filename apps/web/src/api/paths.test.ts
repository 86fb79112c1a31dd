import {
  headerContracts,
  leaderboardContracts,
  queryString,
  routePath,
  summaryBarContracts,
  teamMemberTaskContracts,
  userContracts,
  weeklySummaryContracts,
} from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { FIRST_TEAM_TASKS_QUERY, leaderboardQueryValues, paths, teamTasksQueryValues } from './paths';

/** The address `call` asks for: the contract's path with its params, then its query in order. */
const address = (contract: Parameters<typeof routePath>[0], params: Record<string, string>, query?: Record<string, unknown>) =>
  routePath(contract, params) + queryString(query);

describe('the boot script’s addresses', () => {
  const userId = 'b5e0c1de-8f7a-4c1e-9d2b-1a2b3c4d5e6f';

  it('are those the dashboard’s hooks ask for through their contracts, so the early answers are reused', () => {
    expect(paths.summaryBar(userId)).toBe(address(summaryBarContracts.get, { userId }));
    expect(paths.weeklySummaries(userId)).toBe(address(weeklySummaryContracts.get, { userId }));
    expect(paths.leaderboard(userId, null)).toBe(address(leaderboardContracts.get, { userId }, leaderboardQueryValues(null)));
    expect(paths.teamMemberTasks(userId, FIRST_TEAM_TASKS_QUERY)).toBe(
      address(teamMemberTaskContracts.list, { userId }, teamTasksQueryValues(FIRST_TEAM_TASKS_QUERY)),
    );
  });

  it("are those the header's hooks ask for", () => {
    expect(paths.ownerMessage).toBe(address(headerContracts.ownerMessage, {}));
    expect(paths.unreadNotifications(userId)).toBe(address(headerContracts.unreadNotifications, { userId }));
    expect(paths.teamDeadlines(userId)).toBe(address(headerContracts.teamDeadlines, { userId }));
    expect(paths.hoursBell(userId)).toBe(address(headerContracts.hoursBell, { userId }));
  });

  it("are those the leaderboard's rows ask for: the hover text and the caller's teammates", () => {
    expect(paths.mouseoverText).toBe(address(leaderboardContracts.mouseoverText, {}));
    expect(paths.teammates).toBe(address(userContracts.teammates, {}));
  });

  it('stay equal with filters: a team on the leaderboard, days and lists on Team Member Tasks', () => {
    const teamId = '0f1e2d3c-4b5a-4987-8654-3210fedcba98';
    expect(paths.leaderboard(userId, teamId)).toBe(`/api/dashboard/leaderboard/${userId}?teamId=${teamId}`);
    expect(paths.leaderboard(userId, teamId)).toBe(address(leaderboardContracts.get, { userId }, leaderboardQueryValues(teamId)));
    const filtered = { page: 2, days: 3, teams: [teamId, teamId], codes: ['T-1'], colors: ['Team Fabulous'] };
    expect(paths.teamMemberTasks(userId, filtered)).toBe(address(teamMemberTaskContracts.list, { userId }, teamTasksQueryValues(filtered)));
    expect(paths.teamMemberTasks(userId, filtered)).toContain('?page=2&days=3&teams=');
  });
});
