import {
  CSV_BOM,
  csvLine,
  formatDayRanges,
  HGN_BACKEND_FIELDS,
  HGN_FRONTEND_FIELDS,
  HGN_GENERAL_RATINGS,
  HGN_WEEKDAYS,
  hgnSkillLabel,
  type HgnResponsesSearch,
  type HgnSubmission,
} from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { searchSubmitted, type SubmittedRow } from './hgn-responses.js';

type Cell = string | number;

/** Every answer a column: a header, and how a submission fills it. */
const COLUMNS: [string, (row: SubmittedRow, a: HgnSubmission) => Cell][] = [
  ['Name', (_, a) => a.userInfo.name],
  ['Email', (_, a) => a.userInfo.email],
  ['GitHub', (_, a) => a.userInfo.github],
  ['Slack', (_, a) => a.userInfo.slack],
  ['Submitted', (r) => r.submittedAt.toISOString()],
  ['Weekly hours', (_, a) => a.general.hours],
  ['Commitment period', (_, a) => a.general.period],
  ['Weekly stand-up', (_, a) => a.general.standup],
  ['Location', (_, a) => a.general.location],
  ['Leading a team', (_, a) => a.general.manager],
  ...HGN_GENERAL_RATINGS.map((k): [string, (r: SubmittedRow, a: HgnSubmission) => Cell] => [hgnSkillLabel(k), (_, a) => a.general[k]]),
  ['Preferred work', (_, a) => a.general.preferences.join('; ')],
  ...HGN_WEEKDAYS.map((day): [string, (r: SubmittedRow, a: HgnSubmission) => Cell] => [
    day,
    (_, a) => formatDayRanges(a.general.availability[day]),
  ]),
  ...HGN_FRONTEND_FIELDS.map((k): [string, (r: SubmittedRow, a: HgnSubmission) => Cell] => [hgnSkillLabel(k), (_, a) => a.frontend[k]]),
  ...HGN_BACKEND_FIELDS.map((k): [string, (r: SubmittedRow, a: HgnSubmission) => Cell] => [hgnSkillLabel(k), (_, a) => a.backend[k]]),
  ['Development platform', (_, a) => a.followUp.platform],
  ['Other skills', (_, a) => a.followUp.other_skills],
  ['Suggestions', (_, a) => a.followUp.suggestion],
  ['Anything else', (_, a) => a.followUp.additional_info],
];

/**
 * The questionnaires the search finds, as CSV (UTF-8 with its byte-order mark, CRLF lines): a
 * header row, then one row per person. Every cell goes through the one CSV writer, which keeps
 * typed text from running as a spreadsheet formula.
 */
export async function hgnResponsesCsv(ctx: AppContext, search: HgnResponsesSearch): Promise<string> {
  const rows = await searchSubmitted(ctx, search);
  let text = CSV_BOM + csvLine(COLUMNS.map(([header]) => header));
  for (const row of rows) text += csvLine(COLUMNS.map(([, cell]) => cell(row, row.answers)));
  return text;
}
