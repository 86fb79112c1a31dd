import { JOB_MESSAGES as M, type CopyLists } from '@goodhours/domain';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { jobCopyList, jobs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/**
 * The job notification dashboard's lists (document 3 §2.5, §7): every job with the addresses its
 * applications are copied to, and every category (of a job, or of a list kept after its jobs
 * changed category) with its own.
 */
export async function listCopyLists(ctx: AppContext): Promise<CopyLists> {
  const allJobs = await ctx.db
    .select({ id: jobs.id, title: jobs.title, category: jobs.category, datePosted: jobs.datePosted, isPublished: jobs.isPublished })
    .from(jobs)
    .orderBy(desc(jobs.datePosted), desc(jobs.id));
  const entries = await ctx.db
    .select({ id: jobCopyList.id, email: jobCopyList.email, jobId: jobCopyList.jobId, category: jobCopyList.category })
    .from(jobCopyList)
    .orderBy(asc(jobCopyList.email));
  const categories = new Set([...allJobs.map((j) => j.category), ...entries.flatMap((e) => (e.category === null ? [] : [e.category]))]);
  const entry = (e: (typeof entries)[number]) => ({ id: e.id, email: e.email });
  return {
    jobs: allJobs.map((j) => ({ ...j, ccList: entries.filter((e) => e.jobId === j.id).map(entry) })),
    categories: [...categories]
      .sort((a, b) => a.localeCompare(b))
      .map((category) => ({ category, ccList: entries.filter((e) => e.category === category).map(entry) })),
  };
}

/** Copies a job's applications to an address; an address is on a list once (409). */
export async function addJobCopy(ctx: AppContext, input: { email: string; jobId: string }) {
  const [job] = await ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.jobId));
  if (!job) throw new AppError('NOT_FOUND', M.jobNotFound, { jobId: M.jobNotFound });
  const [row] = await ctx.db
    .insert(jobCopyList)
    .values({ email: input.email, jobId: job.id, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: jobCopyList.id, email: jobCopyList.email });
  if (!row) throw new AppError('CONFLICT', M.alreadyOnJobList, { email: M.alreadyOnJobList });
  return row;
}

/** Copies the applications to every job of a category (one that some job has) to an address. */
export async function addCategoryCopy(ctx: AppContext, input: { email: string; category: string }) {
  const [known] = await ctx.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.category, input.category)).limit(1);
  if (!known) throw new AppError('NOT_FOUND', M.categoryUnknown, { category: M.categoryUnknown });
  const [row] = await ctx.db
    .insert(jobCopyList)
    .values({ email: input.email, category: input.category, createdAt: ctx.clock.now() })
    .onConflictDoNothing()
    .returning({ id: jobCopyList.id, email: jobCopyList.email });
  if (!row) throw new AppError('CONFLICT', M.alreadyOnCategoryList, { email: M.alreadyOnCategoryList });
  return row;
}

/** Takes an address off its list. */
export async function removeCopy(ctx: AppContext, id: string): Promise<{ message: string }> {
  const gone = await ctx.db.delete(jobCopyList).where(eq(jobCopyList.id, id)).returning({ id: jobCopyList.id });
  if (!gone.length) throw new AppError('NOT_FOUND', M.entryNotFound);
  return { message: M.emailRemoved };
}
