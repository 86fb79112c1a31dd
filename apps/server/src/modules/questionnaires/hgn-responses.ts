import {
  HGN_SKILLS,
  hgnSearchFilters,
  hgnSkillsOf,
  type HgnResponseRow,
  type HgnResponsesSearch,
  type HgnSubmission,
} from '@goodhours/domain';
import { and, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { hgnSubmissions } from '../../db/schema/index.js';

export interface SubmittedRow {
  userId: string;
  answers: HgnSubmission;
  submittedAt: Date;
}

/**
 * The search as SQL over the stored answers (jsonb): each skill rated at least its minimum, and
 * the weekday holding ranges rather than 'N/A'. Skill and day come from the domain's lists (the
 * query's schema refuses any other) and still travel as parameters.
 */
function searchCondition(search: HgnResponsesSearch): SQL | undefined {
  const { skills, day } = hgnSearchFilters(search);
  const conditions: SQL[] = [isNotNull(hgnSubmissions.submittedAt)];
  for (const { skill, min } of skills) {
    const section = HGN_SKILLS.find((s) => s.id === skill)?.section ?? 'frontend';
    const rating = sql`${hgnSubmissions.answers} -> ${section}::text -> ${skill}::text`;
    conditions.push(sql`(case when jsonb_typeof(${rating}) = 'number' then (${rating})::numeric end) >= ${min}::numeric`);
  }
  if (day) {
    const hours = sql`${hgnSubmissions.answers} -> 'general' -> 'availability' -> ${day}::text`;
    // No function that fails on a scalar: Postgres may test the conditions in any order.
    conditions.push(sql`jsonb_typeof(${hours}) = 'array' and ${hours} <> '[]'::jsonb`);
  }
  return and(...conditions);
}

/** The submitted questionnaires the search finds, by name. */
export async function searchSubmitted(ctx: AppContext, search: HgnResponsesSearch): Promise<SubmittedRow[]> {
  const rows = await ctx.db
    .select({ userId: hgnSubmissions.userId, answers: hgnSubmissions.answers, submittedAt: hgnSubmissions.submittedAt })
    .from(hgnSubmissions)
    .where(searchCondition(search))
    .orderBy(sql`lower(${hgnSubmissions.answers} #>> '{userInfo,name}')`, hgnSubmissions.userId);
  return rows.map((r) => ({ userId: r.userId, answers: r.answers as unknown as HgnSubmission, submittedAt: r.submittedAt ?? new Date(0) }));
}

/** The Owner's table: who, their ratings and their week. */
export async function listHgnResponses(ctx: AppContext, search: HgnResponsesSearch): Promise<{ responses: HgnResponseRow[] }> {
  const rows = await searchSubmitted(ctx, search);
  return {
    responses: rows.map(({ userId, answers, submittedAt }) => ({
      userId,
      ...answers.userInfo,
      submittedAt,
      skills: hgnSkillsOf(answers),
      availability: answers.general.availability,
    })),
  };
}
