import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam, messageAnswer } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { formDefinitionSchema, formSaved, formSubmitted, responsesExportQuery, responsesQuery, responsesTable } from '../forms/index.js';
import { JOB_MESSAGES as M } from './messages.js';
import {
  applicationInput,
  categoryCopyInput,
  copyEntry,
  copyLists,
  jobCategories,
  jobCopyInput,
  jobFormAnswer,
  jobInput,
  jobsPage,
  jobsQuery,
  managedJob,
  managedJobs,
  publicJob,
} from './schemas.js';
import { once } from '../contracts/once.js';

/** Job ads are the Owner's (document 3 §6), and anyone's given manageJobForms (document 1 §6 catalogue). */
const managers = access.roles(['Owner'], ['manageJobForms']);
/** The job notification dashboard is the Owner's alone (document 3 §6). */
const owner = access.roles(['Owner']);
const jobId = once(() => idParam(M.jobNotFound));

/** Job ads, their application forms and the public landing page (document 3 §2.5, §7 jobs and forms). */
export const jobContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/jobs',
    summary: 'Published jobs, newest first, 18 a page, by full-text search of title and description and by category',
    access: access.public('only published job ads are listed; they are meant for everyone.'),
    schemas: () => ({ query: jobsQuery(), responses: { 200: jobsPage() } }),
  }),
  categories: defineRoute({
    method: 'GET',
    path: '/api/jobs/categories',
    summary: 'The categories of the published jobs, in alphabetical order',
    access: access.public('the categories of published job ads only.'),
    schemas: () => ({ responses: { 200: jobCategories() } }),
  }),
  manage: defineRoute({
    method: 'GET',
    path: '/api/jobs/manage',
    summary: 'Every job, published or not, newest first, with its application form’s version and response count',
    access: managers,
    schemas: () => ({ responses: { 200: managedJobs() } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id',
    summary: 'A published job: its description and its application form’s current version',
    access: access.public('a published job ad only; an unpublished one is not found.'),
    schemas: () => ({ params: jobId(), responses: { 200: publicJob(), 404: errorEnvelope() } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/jobs',
    summary: 'Create a job ad (the description is sanitised); it is published only once it has an application form',
    access: managers,
    schemas: () => ({ body: jobInput, responses: { 201: managedJob(), 409: errorEnvelope(), 422: errorEnvelope() } }),
    bodyLimit: 256 * 1024,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/jobs/:id',
    summary: 'Edit a job ad, publish it (it needs an application form) or take it off the landing page',
    access: managers,
    schemas: () => ({
      params: jobId(),
      body: jobInput,
      responses: { 200: managedJob(), 404: errorEnvelope(), 409: errorEnvelope(), 422: errorEnvelope() },
    }),
    bodyLimit: 256 * 1024,
  }),
  form: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id/form',
    summary: 'The job’s application form, current version (null before it is first saved)',
    access: managers,
    schemas: () => ({ params: jobId(), responses: { 200: jobFormAnswer(), 404: errorEnvelope() } }),
  }),
  saveForm: defineRoute({
    method: 'PUT',
    path: '/api/jobs/:id/form',
    summary: 'Save the job’s application form (made on its first save): a changed definition becomes a new version',
    access: managers,
    schemas: () => ({
      params: jobId(),
      body: formDefinitionSchema,
      responses: { 200: formSaved(), 404: errorEnvelope(), 422: errorEnvelope() },
    }),
    bodyLimit: 256 * 1024,
  }),
  responses: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id/responses',
    summary: 'The applications to one version of the job’s form as a table, newest first, 50 a page',
    access: managers,
    schemas: () => ({ params: jobId(), query: responsesQuery(), responses: { 200: responsesTable(), 404: errorEnvelope() } }),
  }),
  exportResponses: defineRoute({
    method: 'GET',
    path: '/api/jobs/:id/responses/export',
    summary: 'The applications to one version of the job’s form as CSV',
    access: managers,
    schemas: () => ({
      params: jobId(),
      query: responsesExportQuery(),
      responses: { 200: z.string().describe('text/csv'), 404: errorEnvelope() },
    }),
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/api/jobs/:id/applications',
    summary:
      'Apply to a published job: the answers are checked by the rule of the version answered, stored, and emailed to the job’s and its category’s copy lists',
    access: access.public(
      'anyone may apply to a published job; 10 applications an hour per network address, a body of at most 64 KiB, answers checked by the form’s rule.',
    ),
    schemas: () => ({
      params: jobId(),
      body: applicationInput(),
      responses: { 201: formSubmitted(), 404: errorEnvelope(), 422: errorEnvelope(), 429: errorEnvelope() },
    }),
    bodyLimit: 64 * 1024,
  }),
} as const;

/** The job notification copy lists (document 3 §2.5 /job-notification-dashboard, §7). */
export const jobCopyListContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/job-notification-list',
    summary: 'Every job with its copy list, and every category with its own',
    access: owner,
    schemas: () => ({ responses: { 200: copyLists() } }),
  }),
  addForJob: defineRoute({
    method: 'POST',
    path: '/api/job-notification-list/job',
    summary: 'Copy a job’s applications to an address',
    access: owner,
    schemas: () => ({
      body: jobCopyInput,
      responses: { 201: copyEntry(), 404: errorEnvelope(), 409: errorEnvelope(), 422: errorEnvelope() },
    }),
  }),
  addForCategory: defineRoute({
    method: 'POST',
    path: '/api/job-notification-list/category',
    summary: 'Copy the applications to every job of a category to an address',
    access: owner,
    schemas: () => ({
      body: categoryCopyInput,
      responses: { 201: copyEntry(), 404: errorEnvelope(), 409: errorEnvelope(), 422: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/job-notification-list/:id',
    summary: 'Take an address off a copy list',
    access: owner,
    schemas: () => ({ params: idParam(M.entryNotFound), responses: { 200: messageAnswer(), 404: errorEnvelope() } }),
  }),
} as const;
