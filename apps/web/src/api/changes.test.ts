import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfter } from './changes';
import {
  headerKeys,
  infringementKeys,
  leaderboardKeys,
  profileKeys,
  reportKeys,
  summaryBarKeys,
  teamKeys,
  teamTasksKeys,
  timeEntryKeys,
  timeOffKeys,
  weekCloseKeys,
} from './query-keys';
import { FIRST_TEAM_TASKS_PAGE } from './team-member-tasks';

const PERSON = 'p-1';
const VIEWER = 'viewer-9';
const OTHER = 'p-2';

function cacheWith(keys: QueryKey[]): QueryClient {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}

const stale = (client: QueryClient, key: QueryKey) => client.getQueryState(key)?.isInvalidated ?? false;

describe('refresh by what changed', () => {
  it("logging a person's time refreshes every panel that shows this week's hours, whoever is looking", async () => {
    const panels: QueryKey[] = [
      summaryBarKeys.of(PERSON),
      headerKeys.bell(PERSON),
      leaderboardKeys.of(VIEWER, null),
      leaderboardKeys.of(VIEWER, 'team-1'),
      teamTasksKeys.of(VIEWER, FIRST_TEAM_TASKS_PAGE),
      timeEntryKeys.range(PERSON, '2026-11-22', '2026-11-28'),
    ];
    const client = cacheWith([...panels, summaryBarKeys.of(OTHER), headerKeys.bell(OTHER), timeEntryKeys.person(OTHER)]);

    await refreshAfter(client, { kind: 'time', personId: PERSON });

    for (const key of panels) expect(stale(client, key), JSON.stringify(key)).toBe(true);
    // Another person's own figures did not move.
    expect(stale(client, summaryBarKeys.of(OTHER))).toBe(false);
    expect(stale(client, headerKeys.bell(OTHER))).toBe(false);
    expect(stale(client, timeEntryKeys.person(OTHER))).toBe(false);
  });

  it('a task change refreshes Team Member Tasks but leaves the hours panels alone', async () => {
    const client = cacheWith([
      teamTasksKeys.of(VIEWER, FIRST_TEAM_TASKS_PAGE),
      summaryBarKeys.of(PERSON),
      leaderboardKeys.of(VIEWER, null),
    ]);

    await refreshAfter(client, { kind: 'tasks' });

    expect(stale(client, teamTasksKeys.of(VIEWER, FIRST_TEAM_TASKS_PAGE))).toBe(true);
    expect(stale(client, summaryBarKeys.of(PERSON))).toBe(false);
    expect(stale(client, leaderboardKeys.of(VIEWER, null))).toBe(false);
  });

  it("a person's blue squares changing refreshes their list, their summary bar's count, the reports and the closes", async () => {
    const showing: QueryKey[] = [
      infringementKeys.ofUser(PERSON),
      summaryBarKeys.of(PERSON),
      reportKeys.person(PERSON, { from: '2026-11-01', to: '2026-11-30' }),
      reportKeys.team('team-1', { from: '2026-11-01', to: '2026-11-30' }),
      weekCloseKeys.week('2026-11-15'),
    ];
    const client = cacheWith([...showing, infringementKeys.ofUser(OTHER), summaryBarKeys.of(OTHER), leaderboardKeys.of(VIEWER, null)]);

    await refreshAfter(client, { kind: 'infringements', personId: PERSON });

    for (const key of showing) expect(stale(client, key), JSON.stringify(key)).toBe(true);
    expect(stale(client, infringementKeys.ofUser(OTHER))).toBe(false);
    expect(stale(client, summaryBarKeys.of(OTHER))).toBe(false);
    expect(stale(client, leaderboardKeys.of(VIEWER, null))).toBe(false);
  });

  it("joining a team refreshes the teams, the person's profile and the lists of a viewer's team members", async () => {
    const showing: QueryKey[] = [
      teamKeys.teams,
      profileKeys.profile(PERSON),
      leaderboardKeys.of(VIEWER, null),
      teamTasksKeys.of(VIEWER, FIRST_TEAM_TASKS_PAGE),
    ];
    const client = cacheWith([...showing, profileKeys.profile(OTHER)]);

    await refreshAfter(client, { kind: 'membership', personId: PERSON });

    for (const key of showing) expect(stale(client, key), JSON.stringify(key)).toBe(true);
    expect(stale(client, profileKeys.profile(OTHER))).toBe(false);
  });

  it('the end of a weekly close refreshes everything cached: every figure moved at once', async () => {
    const client = cacheWith([
      summaryBarKeys.of(OTHER),
      leaderboardKeys.of(VIEWER, null),
      timeEntryKeys.person(OTHER),
      ['userBadges', PERSON],
    ]);
    await refreshAfter(client, { kind: 'weekClosed' });
    for (const key of [summaryBarKeys.of(OTHER), leaderboardKeys.of(VIEWER, null), timeEntryKeys.person(OTHER), ['userBadges', PERSON]]) {
      expect(stale(client, key), JSON.stringify(key)).toBe(true);
    }
  });

  it("someone's time off changing refreshes the requests and every list that marks who is away, not the hours panels", async () => {
    const showing: QueryKey[] = [
      timeOffKeys.ofUser(PERSON),
      leaderboardKeys.of(VIEWER, null),
      teamTasksKeys.of(VIEWER, FIRST_TEAM_TASKS_PAGE),
      reportKeys.all,
    ];
    const client = cacheWith([...showing, summaryBarKeys.of(PERSON), timeEntryKeys.person(PERSON)]);

    await refreshAfter(client, { kind: 'timeOff' });

    for (const key of showing) expect(stale(client, key), JSON.stringify(key)).toBe(true);
    expect(stale(client, summaryBarKeys.of(PERSON))).toBe(false);
    expect(stale(client, timeEntryKeys.person(PERSON))).toBe(false);
  });

  it('renaming a team refreshes every place its name shows: the filters, profiles, reminders, lists and reports', async () => {
    const showing: QueryKey[] = [
      teamKeys.teams,
      profileKeys.profile(OTHER),
      headerKeys.deadlines(VIEWER),
      leaderboardKeys.of(VIEWER, 'team-1'),
      teamTasksKeys.of(VIEWER, FIRST_TEAM_TASKS_PAGE),
      reportKeys.all,
    ];
    const client = cacheWith([...showing, summaryBarKeys.of(PERSON), infringementKeys.ofUser(PERSON)]);

    await refreshAfter(client, { kind: 'teams' });

    for (const key of showing) expect(stale(client, key), JSON.stringify(key)).toBe(true);
    expect(stale(client, summaryBarKeys.of(PERSON))).toBe(false);
    expect(stale(client, infringementKeys.ofUser(PERSON))).toBe(false);
  });
});
