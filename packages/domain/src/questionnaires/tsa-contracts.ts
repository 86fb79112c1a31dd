import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { TSA_MESSAGES as M } from './tsa-messages.js';
import { tsaListQuery, tsaSubmissionDetail, tsaSubmissionInput, tsaSubmissionList, tsaSubmittedAnswer } from './tsa-schemas.js';

const owners = access.roles(['Owner']);

/** The technical-support and advisory questionnaire (document 3 §2.4): anyone signed in submits it; Owners read and export. */
export const tsaContracts = {
  submit: defineRoute({
    method: 'POST',
    path: '/api/tsa-submissions',
    summary:
      'Submit the technical-support questionnaire, checked by the same rules as its pages; stored with the agreement’s version, the time and the signer',
    access: access.signedIn,
    schemas: () => ({ body: tsaSubmissionInput, responses: { 201: tsaSubmittedAnswer(), 422: errorEnvelope() } }),
    bodyLimit: 64 * 1024,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/api/tsa-submissions',
    summary: 'The questionnaires submitted, newest first, 25 a page, each with who submitted it',
    access: owners,
    schemas: () => ({ query: tsaListQuery(), responses: { 200: tsaSubmissionList() } }),
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/api/tsa-submissions/export',
    summary: 'Every submission as CSV: a header row, one row per submission, newest first',
    access: owners,
    schemas: () => ({ responses: { 200: z.string().describe('text/csv') } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/tsa-submissions/:id',
    summary: 'One submission with all its answers',
    access: owners,
    schemas: () => ({ params: idParam(M.notFound), responses: { 200: tsaSubmissionDetail(), 404: errorEnvelope() } }),
  }),
} as const;
