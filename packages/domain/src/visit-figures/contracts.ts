import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { VISIT_FIGURES_PATH } from './metrics.js';
import { visitFiguresAnswer, visitFiguresQuery, visitReportInput } from './schemas.js';

/** Real visits measured (decision 060): a sample of visits report LCP, INP and CLS; Owners read the 75th percentiles. */
export const visitFiguresContracts = {
  report: defineRoute({
    method: 'POST',
    path: VISIT_FIGURES_PATH,
    summary: 'Report a visit’s measurements (LCP, INP, CLS) by page pattern; nothing is stored while measuring is off',
    // sendBeacon cannot carry the bearer token, and /login is measured too.
    access: access.public(
      'it stores only route patterns of the app’s pages and bounded numbers, with no person, address or browser; reports are limited per network address (429).',
    ),
    schemas: () => ({ body: visitReportInput(), responses: { 204: null, 429: errorEnvelope() } }),
    bodyLimit: 4 * 1024,
  }),
  figures: defineRoute({
    method: 'GET',
    path: VISIT_FIGURES_PATH,
    summary: 'The 75th percentile and sample count of each page’s LCP, INP and CLS over the last 7 and the last 28 days',
    access: access.roles(['Owner']),
    schemas: () => ({ query: visitFiguresQuery(), responses: { 200: visitFiguresAnswer() } }),
  }),
} as const;
