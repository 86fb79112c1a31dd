import { JOB_MESSAGES as M, type PublicJob } from '@goodhours/domain';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { jobs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { currentFormOf } from '../forms/index.js';

const CARD = { id: jobs.id, title: jobs.title, category: jobs.category, datePosted: jobs.datePosted };

/** Each word of the search as the start of a word, all of them required: 'rain water' -> 'rain:* & water:*'. Letters and digits only, so never query syntax. */
function prefixQuery(search: string): string {
  const words = search.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.map((word) => `${word}:*`).join(' & ');
}

/**
 * The landing page's jobs (/collaboration, document 3 §2.5, §7): published only, newest first,
 * a page at a time. The search is the full-text index's own expression, so the index answers it;
 * the words are read as a web search (quotes, or, a leading minus), never as query syntax, and a
 * job is found too when each word typed begins one of its words ('rain' finds 'Rainwater').
 */
export async function listPublishedJobs(ctx: AppContext, query: { page: number; limit: number; search: string; category: string }) {
  const where: SQL[] = [eq(jobs.isPublished, true)];
  if (query.category) where.push(eq(jobs.category, query.category));
  if (query.search) {
    const document = sql`to_tsvector('english', ${jobs.title} || ' ' || ${jobs.description})`;
    const prefixes = prefixQuery(query.search);
    where.push(
      prefixes
        ? sql`(${document} @@ websearch_to_tsquery('english', ${query.search}) or ${document} @@ to_tsquery('english', ${prefixes}))`
        : sql`${document} @@ websearch_to_tsquery('english', ${query.search})`,
    );
  }
  const [counted] = await ctx.db
    .select({ n: count() })
    .from(jobs)
    .where(and(...where));
  const total = counted?.n ?? 0;
  const page = await ctx.db
    .select(CARD)
    .from(jobs)
    .where(and(...where))
    .orderBy(desc(jobs.datePosted), desc(jobs.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    jobs: page,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** The categories of the published jobs, in alphabetical order. */
export async function publishedCategories(ctx: AppContext) {
  const rows = await ctx.db
    .selectDistinct({ category: jobs.category })
    .from(jobs)
    .where(eq(jobs.isPublished, true))
    .orderBy(asc(jobs.category));
  return { categories: rows.map((r) => r.category) };
}

/** A published job with its description and its application form's current version. */
export async function getPublishedJob(ctx: AppContext, id: string): Promise<PublicJob> {
  const [job] = await ctx.db
    .select({ ...CARD, description: jobs.description, formId: jobs.formId })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.isPublished, true)));
  if (!job) throw new AppError('NOT_FOUND', M.jobNotFound);
  const { formId, ...shown } = job;
  return { ...shown, form: formId ? await currentFormOf(ctx.db, formId) : null };
}
