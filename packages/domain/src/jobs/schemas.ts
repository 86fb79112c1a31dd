import { z } from '../zod.js';
import { timestamp } from '../contracts/common.js';
import { answersInput, currentForm, formVersionNumber } from '../forms/index.js';
import { JOB_MESSAGES as M } from './messages.js';
import { once } from '../contracts/once.js';

/** Document 3 §9: the landing page shows 18 jobs a page. */
export const JOBS_PAGE_SIZE = 18;
/** Applications one network address may send in an hour (the landing page is public). */
export const APPLICATIONS_PER_HOUR = 10;

/** The longest job title, category and description (the job details form shows each). */
export const JOB_LIMITS = { title: 150, category: 100, description: 50_000, email: 254 } as const;

const category = z.string({ error: M.categoryRequired }).trim().min(1, M.categoryRequired).max(JOB_LIMITS.category, M.categoryTooLong);

/** A job ad as the Owner writes it (document 3 §3 job); the description is rich text, sanitised by the server. */
export const jobInput = z.object({
  title: z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(JOB_LIMITS.title, M.titleTooLong),
  category,
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(JOB_LIMITS.description, M.descriptionTooLong),
  isPublished: z.boolean().default(false),
});
export type JobInput = z.input<typeof jobInput>;

/** The landing page's question (document 3 §7): a page of 18, a full-text search, a category. */
export const jobsQuery = once(() =>
  z.object({
    page: z.coerce.number({ error: M.badPage }).int(M.badPage).min(1, M.badPage).max(100_000, M.badPage).default(1),
    limit: z.coerce
      .number({ error: M.badLimit })
      .int(M.badLimit)
      .min(1, M.badLimit)
      .max(JOBS_PAGE_SIZE, M.badLimit)
      .default(JOBS_PAGE_SIZE),
    search: z.string().trim().max(200, M.searchTooLong).default('').describe('Words of the title or description (English stemming).'),
    category: z
      .string()
      .trim()
      .max(JOB_LIMITS.category, M.categoryTooLong)
      .default('')
      .describe('Only jobs of this category; empty for all.'),
  }),
);
export type JobsQuery = z.input<ReturnType<typeof jobsQuery>>;

export const jobCard = once(() => z.object({ id: z.uuid(), title: z.string(), category: z.string(), datePosted: timestamp() }));

/** A page of published jobs, newest first. */
export const jobsPage = once(() =>
  z.object({
    jobs: z.array(jobCard()),
    pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), totalPages: z.number().int() }),
  }),
);

export const jobCategories = once(() => z.object({ categories: z.array(z.string()) }));

/** A published job: its description (sanitised HTML) and its application form's current version. */
export const publicJob = once(() => jobCard().extend({ description: z.string(), form: currentForm().nullable() }));
export type PublicJob = z.output<ReturnType<typeof publicJob>>;

/** A job as its managers see it, published or not. */
export const managedJob = once(() =>
  jobCard().extend({
    description: z.string(),
    isPublished: z.boolean(),
    formId: z.uuid().nullable(),
    formVersion: z.number().int().nullable(),
    responses: z.number().int(),
    updatedAt: timestamp(),
  }),
);
export const managedJobs = once(() => z.object({ jobs: z.array(managedJob()) }));

export const jobFormAnswer = once(() => z.object({ form: currentForm().nullable() }));

/** An application: the version of the job's form answered and the answers, checked by that version's rule. */
export const applicationInput = once(() => z.object({ version: formVersionNumber(), answers: answersInput() }));
export type ApplicationInput = z.input<ReturnType<typeof applicationInput>>;

const copyEmail = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(JOB_LIMITS.email, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }))
  .transform((v) => v.toLowerCase());

/** Copy-list entries (document 3 §5 job copy list, §7): an address for one job, or for a category. */
export const jobCopyInput = z.object({ email: copyEmail, jobId: z.uuid({ error: M.jobRequired }) });
export const categoryCopyInput = z.object({ email: copyEmail, category });
export type JobCopyInput = z.input<typeof jobCopyInput>;
export type CategoryCopyInput = z.input<typeof categoryCopyInput>;

export const copyEntry = once(() => z.object({ id: z.uuid(), email: z.string() }));

/** Every job with its list (document 3 §3 job: ccList), and every category with its own. */
export const copyLists = once(() =>
  z.object({
    jobs: z.array(jobCard().extend({ isPublished: z.boolean(), ccList: z.array(copyEntry()) })),
    categories: z.array(z.object({ category: z.string(), ccList: z.array(copyEntry()) })),
  }),
);
export type CopyLists = z.output<ReturnType<typeof copyLists>>;
