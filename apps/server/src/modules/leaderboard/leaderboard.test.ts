import { describe, expect } from 'vitest';
import { leaderboardContracts, LEADERBOARD_MESSAGES, leaderboardRowSchema, MESSAGES, schemasOf, type Leaderboard } from '@goodhours/domain';
import { timeOffRequests, weeklySummaries } from '../../db/schema/index.js';
import { api, test } from '../../test/api.js';
import { createUser, errorOf, login, signedIn } from '../../test/harness.js';
import { logHours, makeTeam } from '../../test/fixtures.js';

// The harness clock stands at Wednesday 2026-11-18 10:00 Pacific (week 2026-11-15 to 11-21).
const it = test.extend(
  'board',
  ({ t }) =>
    (token: string, userId: string, teamId?: string) =>
      api(t, token).call(leaderboardContracts.get, { params: { userId }, query: { teamId } }),
);
/**
 * The answer, held to the schema the contract declares: PostgreSQL writes these bytes and no
 * encoder checks them on the way out, so every answer read here must parse.
 */
const read = (res: { json: <T>() => T }): Leaderboard => schemasOf(leaderboardContracts.get).responses[200].parse(res.json());
const names = (res: { json: <T>() => T }) => read(res).rows.map((r) => r.firstName);

describe('GET /api/dashboard/leaderboard/:userId', () => {
  it('shows an administrator every active person with this week’s hours, most tangible first, and the totals', async ({ t, board }) => {
    const admin = await signedIn(t, 'Administrator');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada', weeklyCommittedHours: 10 });
    const bo = await createUser(t, 'Volunteer', { firstName: 'Bo', weeklyCommittedHours: 0 });
    await createUser(t, 'Volunteer', { firstName: 'Gone', isActive: false });
    await logHours(t, ada.id, 3);
    await logHours(t, ada.id, 1.5, { tangible: false });
    await logHours(t, bo.id, 5);
    await logHours(t, bo.id, 9, { date: '2026-11-14' }); // last week: not counted

    const res = await board(admin.token, admin.id);
    expect(res.statusCode).toBe(200);
    const body = read(res);
    expect(body.rows.map((r) => r.firstName)).toEqual(['Bo', 'Ada', 'Administrator']);
    // Each row travels as an object with exactly the declared fields: no e-mail or picture.
    const wire = res.json<{ rows: Record<string, unknown>[] }>();
    expect(Object.keys(wire.rows[1] ?? {}).sort()).toEqual(Object.keys(leaderboardRowSchema().shape).sort());
    expect(wire.rows[1]?.personId).toBe(ada.id);
    expect(res.body).not.toContain(ada.email);
    expect(body.rows[1]).toMatchObject({
      tangibleHours: 3,
      intangibleHours: 1.5,
      totalHours: 4.5,
      weeklyCommittedHours: 10,
      hasSummary: false,
    });
    expect(body.totals).toMatchObject({ memberCount: 3, tangibleHours: 8, intangibleHours: 1.5, totalHours: 9.5 });
    expect(body).toMatchObject({ weekStart: '2026-11-15', weekEnd: '2026-11-21' });
  });

  it('answers many people at once, every call the same (behind a pooler too: no statement left on another connection)', async ({
    t,
    board,
  }) => {
    const admin = await signedIn(t, 'Administrator');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada', weeklyCommittedHours: 10 });
    await logHours(t, ada.id, 3);
    const answers = await Promise.all(Array.from({ length: 40 }, () => board(admin.token, admin.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => names(a).join()))).toEqual(new Set(['Ada,Administrator']));
  });

  it('shows a volunteer their visible team mates with a commitment, and themself', async ({ t, board }) => {
    const vera = await signedIn(t, 'Volunteer');
    const mate = await createUser(t, 'Volunteer', { firstName: 'Mate' });
    const idle = await createUser(t, 'Volunteer', { firstName: 'Idle', weeklyCommittedHours: 0 });
    const hidden = await createUser(t, 'Volunteer', { firstName: 'Hidden' });
    const stranger = await createUser(t, 'Volunteer', { firstName: 'Stranger' });
    await createUser(t, 'Volunteer', { firstName: 'Loner' });
    await makeTeam(t, 'Roofers', [vera.id, mate.id, idle.id], [hidden.id]);
    await makeTeam(t, 'Painters', [stranger.id, mate.id]);
    const body = read(await board(vera.token, vera.id));
    expect(body.rows.map((r) => r.firstName).sort()).toEqual(['Mate', 'Volunteer']);
    expect(body.invisibleToTeams).toBe(false);
    // The totals are the organisation's, not only the people listed.
    expect(body.totals.memberCount).toBe(6);
  });

  it('lets Core Team see people without a commitment, but only on their own teams', async ({ t, board }) => {
    const core = await signedIn(t, 'Core Team');
    const idle = await createUser(t, 'Volunteer', { firstName: 'Idle', weeklyCommittedHours: 0 });
    await makeTeam(t, 'Roofers', [core.id]);
    // Core Team has seeUsersInDashboard by default: every active person.
    expect(names(await board(core.token, core.id)).sort()).toEqual(['Core', 'Idle']);
    const manager = await signedIn(t, 'Manager');
    await makeTeam(t, 'Diggers', [manager.id, idle.id]);
    expect(names(await board(manager.token, manager.id))).toEqual(['Manager']);
  });

  it('counts the whole Pacific week, Sunday to Saturday, and shows summaries, time off and end dates', async ({ t, board }) => {
    const admin = await signedIn(t, 'Administrator');
    const ada = await createUser(t, 'Volunteer', { firstName: 'Ada', endDate: '2026-12-31' });
    const bo = await createUser(t, 'Volunteer', { firstName: 'Bo' });
    await logHours(t, ada.id, 1, { date: '2026-11-15' });
    await logHours(t, ada.id, 2, { date: '2026-11-21' });
    await logHours(t, ada.id, 4, { date: '2026-11-22' }); // next week
    await logHours(t, ada.id, 0.25, { date: '2026-11-18', tangible: false });
    await t.ctx.db
      .insert(weeklySummaries)
      .values({ userId: ada.id, weekStart: '2026-11-15', summary: 'Built the wall.', dueDate: new Date('2026-11-22T07:59:59Z') });
    await t.ctx.db
      .insert(weeklySummaries)
      .values({ userId: bo.id, weekStart: '2026-11-08', summary: 'Last week.', dueDate: new Date('2026-11-15T07:59:59Z') });
    await t.ctx.db.insert(timeOffRequests).values([
      { userId: bo.id, startingDate: '2026-11-01', endingDate: '2026-11-07', duration: 1, reason: 'Past trip' },
      { userId: bo.id, startingDate: '2026-11-29', endingDate: '2026-12-12', duration: 2, reason: 'Family visit' },
      { userId: ada.id, startingDate: '2026-11-01', endingDate: '2026-11-07', duration: 1, reason: 'Past trip' },
    ]);
    const rows = read(await board(admin.token, admin.id)).rows;
    expect(rows.find((r) => r.firstName === 'Ada')).toMatchObject({
      tangibleHours: 3,
      intangibleHours: 0.25,
      totalHours: 3.25,
      hasSummary: true,
      endDate: '2026-12-31',
      timeOffFrom: null,
    });
    expect(rows.find((r) => r.firstName === 'Bo')).toMatchObject({
      tangibleHours: 0,
      hasSummary: false,
      timeOffFrom: '2026-11-29',
      timeOffTill: '2026-12-12',
    });
  });

  it('tells a person hidden from their teams, and lets an Owner filter by team', async ({ t, board }) => {
    const owner = await signedIn(t, 'Owner');
    const shy = await createUser(t, 'Volunteer', { firstName: 'Shy' });
    const other = await createUser(t, 'Volunteer', { firstName: 'Other' });
    const team = await makeTeam(t, 'Builders', [other.id], [shy.id]);
    const shyToken = await login(t, shy.email);
    expect(read(await board(shyToken, shy.id)).invisibleToTeams).toBe(true);
    expect(names(await board(owner.token, owner.id, team)).sort()).toEqual(['Other', 'Shy']);
  });

  it('lets an Administrator read the board of the person they view, as that person sees it', async ({ t, board }) => {
    const admin = await signedIn(t, 'Administrator');
    const vera = await createUser(t, 'Volunteer', { firstName: 'Vera' });
    await createUser(t, 'Volunteer', { firstName: 'Stranger' });
    expect(names(await board(admin.token, vera.id))).toEqual(['Vera']);
    const team = await makeTeam(t, 'Roofers', [vera.id]);
    expect(names(await board(admin.token, vera.id, team))).toEqual(['Vera']);
  });

  it('refuses another volunteer’s board, a team filter from a volunteer, and a visitor', async ({ t, board }) => {
    const vera = await signedIn(t, 'Volunteer');
    const walt = await createUser(t, 'Volunteer');
    expect((await board(vera.token, walt.id)).statusCode).toBe(403);
    const team = await makeTeam(t, 'Roofers', [vera.id]);
    const filtered = await board(vera.token, vera.id, team);
    expect(filtered.statusCode).toBe(403);
    expect(errorOf(filtered).message).toBe(LEADERBOARD_MESSAGES.teamFilterRefused);
    expect((await api(t).call(leaderboardContracts.get, { params: { userId: vera.id } })).statusCode).toBe(401);
  });

  it('answers 422 for a bad id or team and 404 for an unknown person', async ({ t, board }) => {
    const admin = await signedIn(t, 'Administrator');
    const bad = await board(admin.token, 'nope');
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).message).toBe(MESSAGES.userNotFound);
    expect((await board(admin.token, admin.id, 'x')).statusCode).toBe(422);
    expect((await board(admin.token, crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe('/api/mouseoverText', () => {
  it('gives everyone the default hover text until the Owner changes it', async ({ t }) => {
    const owner = await signedIn(t, 'Owner');
    const vera = await signedIn(t, 'Volunteer');
    const read = () => api(t, vera.token).call(leaderboardContracts.mouseoverText);
    expect((await read()).json()).toEqual({ mouseoverText: LEADERBOARD_MESSAGES.defaultMouseover });
    const put = await api(t, owner.token).call(leaderboardContracts.saveMouseoverText, { body: { newMouseoverText: ' Hours this week ' } });
    expect(put.statusCode).toBe(200);
    expect((await read()).json()).toEqual({ mouseoverText: 'Hours this week' });
    expect((await api(t).call(leaderboardContracts.mouseoverText)).statusCode).toBe(401);
  });

  it('refuses an Administrator, and an empty text', async ({ t }) => {
    const admin = await signedIn(t, 'Administrator');
    const owner = await signedIn(t, 'Owner');
    const put = (token: string, newMouseoverText: string) =>
      api(t, token).call(leaderboardContracts.saveMouseoverText, { body: { newMouseoverText } });
    expect((await put(admin.token, 'x')).statusCode).toBe(403);
    const empty = await put(owner.token, '  ');
    expect(empty.statusCode).toBe(422);
    expect(errorOf(empty).message).toBe(LEADERBOARD_MESSAGES.mouseoverRequired);
    expect((await api(t, owner.token).raw(leaderboardContracts.saveMouseoverText, { body: {} })).statusCode).toBe(422);
    expect((await api(t).call(leaderboardContracts.saveMouseoverText, { body: { newMouseoverText: 'x' } })).statusCode).toBe(401);
  });
});
