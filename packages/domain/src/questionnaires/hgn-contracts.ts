import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { idParam } from '../contracts/common.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { hgnMineAnswer, hgnResponsesAnswer, hgnResponsesQuery } from './hgn-answers.js';
import { HGN_MESSAGES as M } from './hgn-messages.js';
import { hgnQuestionInput, hgnQuestionList, hgnQuestionSchema } from './hgn-questions.js';
import { hgnDraft, hgnSubmissionInput } from './hgn-schemas.js';

const owners = access.roles(['Owner']);
/** A questionnaire is small: its free text is at most 4 × 2000 characters. */
const questionnaireBodyLimit = 64 * 1024;

/**
 * The development-team questionnaire (document 3 §2.3): each signed-in person fills in their own,
 * saved page by page and editable until submitted; the Owner edits the questions and reads,
 * searches and exports the answers.
 */
export const hgnContracts = {
  questions: defineRoute({
    method: 'GET',
    path: '/api/hgnform/questions',
    summary: 'The questions of pages 2 to 5, by page and number (a new database gets the default ones)',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: hgnQuestionList() } }),
  }),
  updateQuestion: defineRoute({
    method: 'PUT',
    path: '/api/hgnform/questions/:id',
    summary: 'Change a question’s title and text; its page and number stay, as they name the answer it asks for',
    access: owners,
    schemas: () => ({
      params: idParam(M.questionNotFound),
      body: hgnQuestionInput,
      responses: { 200: hgnQuestionSchema(), 404: errorEnvelope(), 422: errorEnvelope() },
    }),
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/hgnform/mine',
    summary: 'The caller’s own questionnaire: not started, a draft, or submitted',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: hgnMineAnswer() } }),
  }),
  saveDraft: defineRoute({
    method: 'PUT',
    path: '/api/hgnform/mine',
    summary: 'Keep the caller’s answers so far (replacing the draft); refused once the questionnaire is submitted',
    access: access.signedIn,
    schemas: () => ({ body: hgnDraft(), responses: { 200: hgnMineAnswer(), 409: errorEnvelope(), 422: errorEnvelope() } }),
    bodyLimit: questionnaireBodyLimit,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/hgnform/mine/submit',
    summary:
      'Submit the caller’s questionnaire, checked whole: names and Slack title-cased, each weekday collapsed to ranges or N/A; then read-only',
    access: access.signedIn,
    schemas: () => ({ body: hgnSubmissionInput, responses: { 200: hgnMineAnswer(), 409: errorEnvelope(), 422: errorEnvelope() } }),
    bodyLimit: questionnaireBodyLimit,
  }),
  responses: defineRoute({
    method: 'GET',
    path: '/api/hgnform/responses',
    summary: 'The submitted questionnaires, by name, narrowed to skills rated at least a minimum and a weekday with free hours',
    access: owners,
    schemas: () => ({ query: hgnResponsesQuery(), responses: { 200: hgnResponsesAnswer() } }),
  }),
  responsesCsv: defineRoute({
    method: 'GET',
    path: '/api/hgnform/responses.csv',
    summary: 'The same questionnaires as CSV, every answer a column, with a header row',
    access: owners,
    schemas: () => ({ query: hgnResponsesQuery(), responses: { 200: z.string().describe('text/csv') } }),
  }),
} as const;
