import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { projectReportSchema, reportProjectParams, reportTeamParams, teamReportSchema } from './detail-schemas.js';
import { reportPeriodQuery } from './period.js';
import { peopleReportSchema, reportPeopleSchema, reportPersonParams, reportProjectsSchema, reportTeamsSchema } from './schemas.js';

/** The reports of /reports (document 1 §2: getReports); the paths are ours, the spec names none. */
const readers = access.anyOf('getReports');

export const reportContracts = {
  people: defineRoute({
    method: 'GET',
    path: '/api/reports/people',
    summary: 'Every person (active or not) with their tangible and intangible hours in the period',
    access: readers,
    schemas: () => ({ query: reportPeriodQuery, responses: { 200: reportPeopleSchema() } }),
  }),
  projects: defineRoute({
    method: 'GET',
    path: '/api/reports/projects',
    summary: 'Every project with its hours and the people counted active on it in the period',
    access: readers,
    schemas: () => ({ query: reportPeriodQuery, responses: { 200: reportProjectsSchema() } }),
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/api/reports/teams',
    summary: 'Every team with its members’ commitment and hours in the period',
    access: readers,
    schemas: () => ({ query: reportPeriodQuery, responses: { 200: reportTeamsSchema() } }),
  }),
  person: defineRoute({
    method: 'GET',
    path: '/api/reports/people/:userId',
    summary:
      'The people report: profile summary, hours over the period as a chart, by project and category, tasks, badges, blue squares, time off and summaries',
    access: readers,
    schemas: () => ({
      params: reportPersonParams(),
      query: reportPeriodQuery,
      responses: { 200: peopleReportSchema(), 404: errorEnvelope() },
    }),
  }),
  project: defineRoute({
    method: 'GET',
    path: '/api/reports/projects/:projectId',
    summary:
      'The project report: hours over the period as a chart, its members and contributors (the 10-hour rule), and WBS and task progress',
    access: readers,
    schemas: () => ({
      params: reportProjectParams(),
      query: reportPeriodQuery,
      responses: { 200: projectReportSchema(), 404: errorEnvelope() },
    }),
  }),
  team: defineRoute({
    method: 'GET',
    path: '/api/reports/teams/:teamId',
    summary: 'The team report: members’ hours against commitment, summaries and blue squares in the period, and the team’s totals',
    access: readers,
    schemas: () => ({ params: reportTeamParams(), query: reportPeriodQuery, responses: { 200: teamReportSchema(), 404: errorEnvelope() } }),
  }),
} as const;
