import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { ACTING_FOR_RULE } from '../header/index.js';
import { MESSAGES } from '../messages.js';
import {
  aiPromptInput,
  aiPromptSchema,
  promptCopiedSchema,
  summaryEditInput,
  summaryMoveInput,
  summarySaveInput,
  weeklySummariesSchema,
} from './summaries.js';
import { once } from '../contracts/once.js';

const userParams = once(() => z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) }));
/** An Owner's or a protected person's summaries change only as their profile does (document 4 §2). */
const CHANGE_RULE = `${ACTING_FOR_RULE} An Owner’s or a protected account’s summaries change only for those who may change that profile.`;

/** Weekly summaries and the AI prompt (document 2 §7 'Profile and summaries'). */
export const weeklySummaryContracts = {
  get: defineRoute({
    method: 'GET',
    path: '/api/weeklySummaries/:userId',
    summary: 'The person’s four weeks of summaries, their media link and summary count',
    access: access.rule(
      'the person themself, an Owner or Administrator, or a holder of getWeeklySummaries or putUserProfile (404 for an unknown person).',
    ),
    schemas: () => ({ params: userParams(), responses: { 200: weeklySummariesSchema(), 404: errorEnvelope() } }),
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/weeklySummaries/:userId',
    summary: 'Save one week’s summary (an empty one clears it) and the media link',
    access: access.rule(CHANGE_RULE),
    schemas: () => ({ params: userParams(), body: summarySaveInput, responses: { 200: weeklySummariesSchema(), 404: errorEnvelope() } }),
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/api/weeklySummaries/:userId/edit',
    summary: 'The admin view’s Edit of one week’s summary: text only, at least 50 words',
    access: access.rule(
      'the person themself or a holder of putUserProfile; an Owner’s or a protected account’s summaries only for those who may change that profile.',
    ),
    schemas: () => ({ params: userParams(), body: summaryEditInput(), responses: { 200: weeklySummariesSchema(), 404: errorEnvelope() } }),
  }),
  move: defineRoute({
    method: 'POST',
    path: '/api/weeklySummaries/:userId/move',
    summary: 'Move a summary to another of the four weeks (replacing what was there)',
    access: access.rule(CHANGE_RULE),
    schemas: () => ({
      params: userParams(),
      body: summaryMoveInput(),
      responses: { 200: weeklySummariesSchema(), 404: errorEnvelope(), 409: errorEnvelope() },
    }),
  }),
  aiPrompt: defineRoute({
    method: 'GET',
    path: '/api/dashboard/aiPrompt',
    summary: 'The AI editing prompt and when it last changed',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: aiPromptSchema() } }),
  }),
  saveAiPrompt: defineRoute({
    method: 'PUT',
    path: '/api/dashboard/aiPrompt',
    summary: 'Change the AI editing prompt',
    access: access.roles(['Owner']),
    schemas: () => ({ body: aiPromptInput, responses: { 200: aiPromptSchema() } }),
  }),
  promptCopied: defineRoute({
    method: 'GET',
    path: '/api/dashboard/aiPrompt/copied/:userId',
    summary: 'When the person last copied the AI prompt',
    access: access.rule(ACTING_FOR_RULE),
    schemas: () => ({ params: userParams(), responses: { 200: promptCopiedSchema(), 404: errorEnvelope() } }),
  }),
  recordPromptCopy: defineRoute({
    method: 'PUT',
    path: '/api/dashboard/aiPrompt/copied/:userId',
    summary: 'Record that the person copied the AI prompt now',
    access: access.rule(ACTING_FOR_RULE),
    schemas: () => ({
      params: userParams(),
      responses: { 200: z.object({ message: z.string().describe('ISO date-time of the copy') }), 404: errorEnvelope() },
    }),
  }),
} as const;
