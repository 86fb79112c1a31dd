import { APPLICATIONS_PER_HOUR, askedQuestions, JOB_MESSAGES as M, answerOf, type AnswerValues } from '@goodhours/domain';
import { and, eq, or } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { addressKey, countAttempt, secondsOver } from '../../auth/rate-limit.js';
import { jobCopyList, jobs } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import { jobApplicationMail } from '../../mail/job-templates.js';
import { enqueueMail } from '../../mail/outbox.js';
import { checkedAnswers, storeResponse } from '../forms/index.js';

const HOUR = 3600;

/**
 * Someone applies to a published job (/collaboration): the answers are checked by the rule of the
 * version they answered, stored as a response of the job's form with the job named, and emailed
 * to every address on the job's copy list and on its category's, all in one transaction (an
 * application is never stored without its emails queued, nor the reverse).
 *
 * The page is public, so each network address may send 10 applications an hour: the count is
 * kept in Postgres (rate_limit_buckets), inside the same transaction, so only stored
 * applications count and parallel ones cannot slip past the limit. The body is limited to
 * 64 KiB by the route, and each answer by the form's rule.
 */
export async function applyToJob(
  ctx: AppContext,
  jobId: string,
  input: { version: number; answers: AnswerValues },
  ip: string,
): Promise<{ id: string; message: string }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [bucket] = await countAttempt(tx, [`job-application:${addressKey(ip)}`], HOUR, now);
    const wait = secondsOver(bucket, { max: APPLICATIONS_PER_HOUR, windowSeconds: HOUR }, now);
    if (wait > 0) throw new AppError('RATE_LIMITED', M.tooManyApplications, undefined, wait);

    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, jobId), eq(jobs.isPublished, true)));
    if (!job) throw new AppError('NOT_FOUND', M.jobNotFound);
    if (!job.formId) throw new AppError('NOT_FOUND', M.noApplicationForm);
    const { definition, answers } = await checkedAnswers(tx, job.formId, input.version, input.answers);
    const id = await storeResponse(tx, { formId: job.formId, version: input.version, answers, userId: null, jobId: job.id, now });

    const listed = await tx
      .select({ email: jobCopyList.email })
      .from(jobCopyList)
      .where(or(eq(jobCopyList.jobId, job.id), eq(jobCopyList.category, job.category)));
    const shown = askedQuestions(definition).map((q) => ({ question: q.text, answer: answerOf(answers, q.id) }));
    for (const email of new Set(listed.map((l) => l.email))) {
      await enqueueMail(tx, now, {
        ...jobApplicationMail({
          to: email,
          orgName: ctx.config.orgName,
          jobTitle: job.title,
          category: job.category,
          answers: shown,
          responsesUrl: `${ctx.config.publicUrl}/jobformbuilder?job=${job.id}&tab=responses`,
        }),
        idempotencyKey: `job-application:${id}:${email}`,
      });
    }
    return { id, message: M.applied };
  });
}
