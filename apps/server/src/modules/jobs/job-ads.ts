import { JOB_MESSAGES as M, reachesApplicant, type FormDefinition } from '@goodhours/domain';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { formResponses, forms, jobs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { currentFormOf, saveDefinition } from '../forms/index.js';
import { sanitizeInfoHtml } from '../info/index.js';

export interface JobFields {
  title: string;
  category: string;
  description: string;
  isPublished: boolean;
}

/** The description through the one sanitiser; only formatting and links survive, and some text must. */
function cleanDescription(html: string): string {
  const clean = sanitizeInfoHtml(html).trim();
  const text = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  if (text === '') throw new AppError('VALIDATION', M.descriptionRequired, { description: M.descriptionRequired });
  return clean;
}

const MANAGED = {
  id: jobs.id,
  title: jobs.title,
  category: jobs.category,
  description: jobs.description,
  datePosted: jobs.datePosted,
  isPublished: jobs.isPublished,
  formId: jobs.formId,
  formVersion: forms.currentVersion,
  updatedAt: jobs.updatedAt,
  responses: sql<number>`(select count(*)::int from ${formResponses} where ${formResponses.jobId} = ${jobs.id})`,
};

function managedJobs(tx: Tx, where?: SQL) {
  const query = tx.select(MANAGED).from(jobs).leftJoin(forms, eq(forms.id, jobs.formId));
  return (where ? query.where(where) : query).orderBy(desc(jobs.datePosted), desc(jobs.id));
}

async function managedJob(tx: Tx, id: string) {
  const [job] = await managedJobs(tx, eq(jobs.id, id));
  if (!job) throw new AppError('NOT_FOUND', M.jobNotFound);
  return job;
}

/** Every job, published or not, for its managers (/jobformbuilder). */
export async function listManagedJobs(ctx: AppContext) {
  return { jobs: await managedJobs(ctx.db) };
}

/** A new job ad. It is published only once it has an application form, so it starts unpublished. */
export async function createJob(ctx: AppContext, caller: AuthUser, input: JobFields) {
  if (input.isPublished) throw new AppError('CONFLICT', M.formNeededToPublish);
  const now = ctx.clock.now();
  const [made] = await ctx.db
    .insert(jobs)
    .values({
      title: input.title,
      category: input.category,
      description: cleanDescription(input.description),
      datePosted: now,
      isPublished: false,
      createdBy: caller.id,
      updatedAt: now,
    })
    .returning({ id: jobs.id });
  if (!made) throw new Error('job insert returned nothing');
  return managedJob(ctx.db, made.id);
}

/**
 * Edits a job ad. Publishing needs a saved application form that can reach the applicant (a
 * required email address question: issue 42, defect 6); the date posted is the moment the job was
 * last put on the landing page.
 */
export async function updateJob(ctx: AppContext, id: string, input: JobFields) {
  const description = cleanDescription(input.description);
  return ctx.db.transaction(async (tx) => {
    const [job] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!job) throw new AppError('NOT_FOUND', M.jobNotFound);
    if (input.isPublished && !job.formId) throw new AppError('CONFLICT', M.formNeededToPublish);
    if (input.isPublished && job.formId) {
      const form = await currentFormOf(tx, job.formId);
      if (!form || !reachesApplicant(form.definition)) {
        throw new AppError('VALIDATION', M.emailQuestionNeeded, { isPublished: M.emailQuestionNeeded });
      }
    }
    const now = ctx.clock.now();
    await tx
      .update(jobs)
      .set({
        title: input.title,
        category: input.category,
        description,
        isPublished: input.isPublished,
        datePosted: input.isPublished && !job.isPublished ? now : job.datePosted,
        updatedAt: now,
      })
      .where(eq(jobs.id, id));
    return managedJob(tx, id);
  });
}

async function jobRow(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(jobs).where(eq(jobs.id, id));
  const [job] = lock ? await query.for('update') : await query;
  if (!job) throw new AppError('NOT_FOUND', M.jobNotFound);
  return job;
}

/** The job's application form, current version; null before it is first saved. */
export async function getJobForm(ctx: AppContext, id: string) {
  const job = await jobRow(ctx.db, id);
  return { form: job.formId ? await currentFormOf(ctx.db, job.formId) : null };
}

/**
 * Saves the job's application form on the form engine: made on its first save, versioned after.
 * A published job's form keeps a required email address question (its applicants stay reachable).
 */
export async function saveJobForm(ctx: AppContext, caller: AuthUser, id: string, definition: FormDefinition) {
  return ctx.db.transaction(async (tx) => {
    const job = await jobRow(tx, id, true);
    if (job.isPublished && !reachesApplicant(definition)) throw new AppError('VALIDATION', M.emailQuestionKept);
    const now = ctx.clock.now();
    const saved = await saveDefinition(tx, { formId: job.formId, kind: 'job', definition, by: caller.id, now });
    if (!job.formId) await tx.update(jobs).set({ formId: saved.form.id, updatedAt: now }).where(eq(jobs.id, id));
    return { ...saved.form, changed: saved.changed };
  });
}

/** The form whose responses are the job's applications; 404 when the job has none yet. */
export async function applicationFormOf(ctx: AppContext, id: string): Promise<string> {
  const job = await jobRow(ctx.db, id);
  if (!job.formId) throw new AppError('NOT_FOUND', M.noApplicationForm);
  return job.formId;
}
