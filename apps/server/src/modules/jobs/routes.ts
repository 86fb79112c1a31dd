import type { FastifyInstance } from 'fastify';
import { jobContracts, jobCopyListContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { responsesTable, sendResponsesCsv } from '../forms/index.js';
import { applyToJob } from './applications.js';
import { addCategoryCopy, addJobCopy, listCopyLists, removeCopy } from './copy-lists.js';
import { applicationFormOf, createJob, getJobForm, listManagedJobs, saveJobForm, updateJob } from './job-ads.js';
import { getPublishedJob, listPublishedJobs, publishedCategories } from './landing.js';

/** Job ads with their application forms, the public landing page, and the Owner's copy lists. */
export function jobRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'jobs', jobContracts, {
    list: ({ query }) => listPublishedJobs(ctx, query),
    categories: () => publishedCategories(ctx),
    manage: () => listManagedJobs(ctx),
    get: ({ params }) => getPublishedJob(ctx, params.id),
    create: ({ caller, body }) => createJob(ctx, caller, body),
    update: ({ params, body }) => updateJob(ctx, params.id, body),
    form: ({ params }) => getJobForm(ctx, params.id),
    saveForm: ({ caller, params, body }) => saveJobForm(ctx, caller, params.id, body),
    responses: async ({ params, query }) => responsesTable(ctx.db, await applicationFormOf(ctx, params.id), query),
    exportResponses: async ({ params, query, reply }) =>
      sendResponsesCsv(ctx, reply, 'job-applications', await applicationFormOf(ctx, params.id), query.version),
    apply: ({ params, body, request }) => applyToJob(ctx, params.id, body, request.ip),
  });
  implementArea(app, ctx, 'jobs', jobCopyListContracts, {
    list: () => listCopyLists(ctx),
    addForJob: ({ body }) => addJobCopy(ctx, body),
    addForCategory: ({ body }) => addCategoryCopy(ctx, body),
    remove: ({ params }) => removeCopy(ctx, params.id),
  });
}
