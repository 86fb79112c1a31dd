import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { formDefinitionSchema } from './definition.js';
import { FORM_MESSAGES as M } from './messages.js';
import {
  formResponseInput,
  formSaved,
  formSubmitted,
  formVersionsAnswer,
  generalFormAnswer,
  responsesExportQuery,
  responsesQuery,
  responsesTable,
} from './schemas.js';

/** Document 3 §6: the form builder's content is the Owner's alone. */
const owner = access.roles(['Owner']);

/** The form engine (document 3 §2.5 /form, /formviewer; issue 21): versioned forms and their responses. */
export const formContracts = {
  general: defineRoute({
    method: 'GET',
    path: '/api/forms/general',
    summary: 'The general form’s current version (/formviewer), or null before the Owner first saves one',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: generalFormAnswer() } }),
  }),
  saveGeneral: defineRoute({
    method: 'PUT',
    path: '/api/forms/general',
    summary: 'Save the general form (made on its first save): a changed definition becomes a new version, an unchanged one makes none',
    access: owner,
    schemas: () => ({ body: formDefinitionSchema, responses: { 200: formSaved(), 422: errorEnvelope() } }),
    bodyLimit: 256 * 1024,
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/api/forms/:id/versions',
    summary: 'Every version of a form, newest first, with its definition and how many responses answered it',
    access: owner,
    schemas: () => ({ params: idParam(M.formNotFound), responses: { 200: formVersionsAnswer(), 404: errorEnvelope() } }),
  }),
  responses: defineRoute({
    method: 'GET',
    path: '/api/forms/:id/responses',
    summary: 'One version’s responses as a table (its questions as columns), newest first, 50 a page',
    access: owner,
    schemas: () => ({
      params: idParam(M.formNotFound),
      query: responsesQuery(),
      responses: { 200: responsesTable(), 404: errorEnvelope() },
    }),
  }),
  exportResponses: defineRoute({
    method: 'GET',
    path: '/api/forms/:id/responses/export',
    summary: 'One version’s responses as CSV: a header row of its questions, one row per response, newest first',
    access: owner,
    schemas: () => ({
      params: idParam(M.formNotFound),
      query: responsesExportQuery(),
      responses: { 200: z.string().describe('text/csv'), 404: errorEnvelope() },
    }),
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/form-responses',
    summary:
      'Answer the general form: checked by the rule of the version answered (an older version by its own), stored with it; field errors are keyed by question id',
    access: access.signedIn,
    schemas: () => ({ body: formResponseInput(), responses: { 201: formSubmitted(), 404: errorEnvelope(), 422: errorEnvelope() } }),
    bodyLimit: 64 * 1024,
  }),
} as const;
