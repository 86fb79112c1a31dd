import { describe, expect } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { BADGE_TYPES, hgnContracts, jobContracts, lessonContracts, pacificWeek, reachesApplicant } from '@goodhours/domain';
import { badges, infringements, mailOutbox, userBadges, users, weekCloses } from '../db/schema/index.js';
import { dueWeeks } from '../modules/week-close/index.js';
import { rowsOf } from '../db/raw.js';
import { api, it } from '../test/api.js';
import { login } from '../test/harness.js';
import { closeDemoWeeks } from './demo-closes.js';
import { seedDemoOrganisation } from './demo.js';

describe('the demo organisation', () => {
  it('has its past weeks closed by the real rules: a few blue squares, no mail, nothing left due', async ({ t }) => {
    await seedDemoOrganisation(t.ctx.db, t.clock);
    const [before] = await t.ctx.db.select({ n: count() }).from(infringements);
    await closeDemoWeeks(t.ctx);
    const closed = await t.ctx.db.select().from(weekCloses).orderBy(weekCloses.weekStart);
    expect(closed.map((w) => w.weekStart)).toEqual([3, 2, 1].map((k) => pacificWeek(t.clock.now(), k).start));
    for (const week of closed) {
      expect(week.finishedAt).not.toBeNull();
      expect(week.people).toBeGreaterThan(40);
      // A real organisation: some missed the week, most did not.
      expect(week.blueSquares).toBeGreaterThan(0);
      expect(week.blueSquares).toBeLessThan(week.people / 3);
    }
    const [after] = await t.ctx.db.select({ n: count() }).from(infringements);
    expect((after?.n ?? 0) - (before?.n ?? 0)).toBe(closed.reduce((sum, w) => sum + w.blueSquares, 0));
    expect(await t.ctx.db.select().from(mailOutbox)).toEqual([]);
    expect(await dueWeeks(t.ctx)).toEqual([]);
    // Every badge type is held by someone, each earned by the rules (only Custom is given by hand).
    const heldTypes = rowsOf<{ type: string; people: number }>(
      await t.ctx.db.execute(sql`
        select b.type, count(*)::int as people from user_badges ub join badges b on b.id = ub.badge_id group by b.type`),
    );
    expect(heldTypes.map((r) => r.type).sort()).toEqual([...BADGE_TYPES].sort());
    const earned = closed.reduce((sum, w) => sum + w.badges, 0);
    expect(earned).toBeGreaterThan(40);
  }, 60_000);

  it('seeds once: people, badges held, and a manager who may set up projects', async ({ t }) => {
    expect(await seedDemoOrganisation(t.ctx.db, t.clock)).toBe(true);
    expect(await seedDemoOrganisation(t.ctx.db, t.clock)).toBe(false);
    const [people] = await t.ctx.db.select({ n: count() }).from(users);
    expect(people?.n).toBe(47);
    const [held] = await t.ctx.db.select({ n: count() }).from(userBadges);
    expect(held?.n).toBeGreaterThan(5);
    const [kinds] = await t.ctx.db.select({ n: count() }).from(badges);
    expect(kinds?.n).toBeGreaterThan(5);
    const [manager] = await t.ctx.db.select().from(users).where(eq(users.email, 'manager@demo.goodhours.org'));
    expect(manager?.frontPermissions).toContain('postProject');
    expect(manager?.frontPermissions).toContain('manageSummariesFilters');
    // People live in a dozen countries (city level); a few gave no location.
    const [places] = await t.ctx.db
      .select({
        countries: sql<number>`count(distinct ${users.locationCountry}) filter (where ${users.locationCountry} <> '')`,
        unknown: sql<number>`count(*) filter (where ${users.locationCountry} = '')`,
      })
      .from(users);
    expect(Number(places?.countries)).toBeGreaterThanOrEqual(10);
    expect(Number(places?.unknown)).toBeGreaterThan(0);
    const [totals] = await t.ctx.db
      .execute(
        sql`
      select (select sum(total_tangible_seconds + total_intangible_seconds) from users) as kept,
             (select sum(total_seconds) from time_entries) as logged`,
      )
      .then((r) => (r as { rows: { kept: string; logged: string }[] }).rows);
    expect(Number(totals?.kept)).toBeGreaterThan(0);
    expect(Number(totals?.kept)).toBe(Number(totals?.logged));
  }, 30_000);

  it('has job ads a visitor can find and apply to, lessons a volunteer can read and has liked, and questionnaires the Owner can search', async ({
    t,
  }) => {
    await seedDemoOrganisation(t.ctx.db, t.clock);
    const landing = await api(t).call(jobContracts.list, { query: { search: 'earthbag' } });
    expect(landing.statusCode).toBe(200);
    const found = landing.json<{ jobs: { id: string; title: string }[]; pagination: { total: number } }>();
    expect(found.jobs.map((j) => j.title)).toEqual(['Earthbag builder, weekend crew']);
    const all = await api(t).call(jobContracts.list);
    // The draft is not on the public page.
    expect(all.json<{ pagination: { total: number } }>().pagination.total).toBe(3);
    const job = await api(t).call(jobContracts.get, { params: { id: found.jobs[0]?.id ?? 'none' } });
    expect(job.statusCode).toBe(200);
    expect(JSON.stringify(job.json())).toContain('Can you lift 25 kg?');

    const token = await login(t, 'volunteer@demo.goodhours.org', 'Goodhours!1');
    const list = await api(t, token).call(lessonContracts.list);
    expect(list.statusCode).toBe(200);
    const lessons = list.json<{ lessons: { title: string; totalLikes: number; tags: string[] }[]; total: number }>();
    expect(lessons.total).toBe(5);
    expect(lessons.lessons.every((l) => l.tags.length > 0 && l.totalLikes > 0)).toBe(true);

    // Three developers answered the development-team questionnaire: the Owner finds the backend one by skill and day.
    const owner = await login(t, 'owner@demo.goodhours.org', 'Goodhours!1');
    const answers = await api(t, owner).call(hgnContracts.responses, { query: { skill: 'Database', min: 9, day: 'Tuesday' } });
    expect(answers.statusCode).toBe(200);
    expect(JSON.stringify(answers.json())).toContain('Hiroshi Tanaka');
    expect(JSON.stringify(answers.json())).not.toContain('Lucas Fontaine');

    // Every job's application form asks for the applicant's email (issue 42, defect 6), the draft's too.
    const managed = (await api(t, owner).call(jobContracts.manage)).json<{ jobs: { id: string }[] }>().jobs;
    expect(managed).toHaveLength(4);
    for (const { id } of managed) {
      const form = (await api(t, owner).call(jobContracts.form, { params: { id } })).json<{
        form: { definition: Parameters<typeof reachesApplicant>[0] } | null;
      }>().form;
      expect(form && reachesApplicant(form.definition)).toBe(true);
    }
  }, 30_000);

  it('looks like a real organisation: most people near their commitment each week, a few over, a few under', async ({ t }) => {
    await seedDemoOrganisation(t.ctx.db, t.clock);
    for (const weeksAgo of [0, 1, 2]) {
      const week = pacificWeek(t.clock.now(), weeksAgo);
      const rows = rowsOf<{ committed: number; hours: string | null }>(
        await t.ctx.db.execute(sql`
          select u.weekly_committed_hours as committed, sum(e.total_seconds) / 3600.0 as hours
          from users u left join time_entries e on e.person_id = u.id and e.is_tangible
            and e.date_of_work between ${week.start} and ${week.end}
          group by u.id, u.weekly_committed_hours`),
      );
      const shares = rows.map((r) => Number(r.hours ?? 0) / r.committed);
      const near = shares.filter((x) => x >= 0.9 && x <= 1.1).length;
      expect(near / shares.length, `week ${String(weeksAgo)} ago`).toBeGreaterThanOrEqual(0.7);
      expect(shares.filter((x) => x > 1.1).length).toBeGreaterThanOrEqual(2);
      expect(shares.filter((x) => x < 0.9).length).toBeGreaterThanOrEqual(2);
    }
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, 'owner@demo.goodhours.org'));
    const week = pacificWeek(t.clock.now());
    const [mine] = rowsOf<{ hours: string }>(
      await t.ctx.db.execute(sql`
        select coalesce(sum(total_seconds), 0) / 3600.0 as hours from time_entries
        where person_id = ${owner?.id} and is_tangible and date_of_work between ${week.start} and ${week.end}`),
    );
    expect(Number(mine?.hours)).toBeGreaterThan(0.9 * 20);
  }, 30_000);

  it('estimates tasks plausibly and logs hours mostly below or near the estimate', async ({ t }) => {
    await seedDemoOrganisation(t.ctx.db, t.clock);
    const rows = rowsOf<{ estimated: number; logged: string }>(
      await t.ctx.db.execute(sql`
        select k.estimated_hours as estimated, coalesce(sum(e.total_seconds), 0) / 3600.0 as logged
        from tasks k left join time_entries e on e.task_id = k.id
        where not exists (select 1 from tasks c where c.parent_id = k.id)
        group by k.id, k.estimated_hours`),
    );
    expect(rows.length).toBeGreaterThan(15);
    for (const r of rows) {
      expect(r.estimated).toBeGreaterThanOrEqual(4);
      expect(r.estimated).toBeLessThanOrEqual(200);
      expect(Number(r.logged)).toBeLessThanOrEqual(r.estimated * 1.15);
    }
    expect(rows.filter((r) => Number(r.logged) <= r.estimated).length / rows.length).toBeGreaterThanOrEqual(0.8);
    expect(rows.filter((r) => Number(r.logged) > 0).length / rows.length).toBeGreaterThanOrEqual(0.8);
  }, 30_000);
});
