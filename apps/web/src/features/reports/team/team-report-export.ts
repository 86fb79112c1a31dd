import { formatHours, type TeamReport } from '@goodhours/domain';
import { exportSheet, type ExportSheet, type ReportExport } from '../export/export-table';
import type { PdfFacts } from '../export/report-pdf';
import { factsSheet, hourFacts, seriesSheet } from '../people/people-report-export';
import { BLUE_SQUARES_EXPORT, memberBlueSquares, TEAM_MEMBERS, TEAM_MEMBERS_EXPORT } from '../report-detail-specs';
import { sortRows, type TableSort } from '../list/report-list-state';

type Report = TeamReport;

/** The members in the order the page shows them. */
export const teamMemberRows = (r: Report, sort: TableSort): Report['members'] => sortRows([...r.members], TEAM_MEMBERS, sort);

/** The team and the period's totals, in words. */
export function teamReportFacts(r: Report): PdfFacts[] {
  const team = r.team;
  const t = r.totals;
  return [
    {
      title: 'Team',
      facts: [
        { label: 'Name', value: team.teamName },
        { label: 'Team code', value: team.teamCode || '—' },
        { label: 'Status', value: team.isActive ? 'Active' : 'Inactive' },
        { label: 'Members', value: String(team.memberCount) },
      ],
    },
    {
      title: 'Totals in the period',
      facts: [
        ...hourFacts(t),
        { label: 'Committed hours (active members)', value: formatHours(t.committedHours) },
        { label: 'Summaries written', value: String(t.summaries) },
        { label: 'Blue squares', value: String(t.blueSquares) },
      ],
    },
  ];
}

/** The report's tables, as on the page (the members in the page's order). */
export function teamReportSheets(r: Report, sort: TableSort): ExportSheet[] {
  const members = teamMemberRows(r, sort);
  return [
    seriesSheet(r),
    exportSheet('Members', TEAM_MEMBERS_EXPORT, members),
    exportSheet('Blue squares', BLUE_SQUARES_EXPORT, memberBlueSquares(members)),
  ];
}

const base = (r: Report) => ({
  title: `Team report: ${r.team.teamName}`,
  period: { from: r.period.from, to: r.period.to },
  fileName: `team-report-${r.team.teamName}`,
});

/** What CSV and Excel hold: the summary, then every table. */
export function teamReportExport(r: Report, sort: TableSort): ReportExport {
  return { ...base(r), sheets: [factsSheet(teamReportFacts(r)), ...teamReportSheets(r, sort)] };
}

/** The PDF: the summary as text, then every table; its library is loaded now, on use. */
export async function teamReportPdf(r: Report, sort: TableSort): Promise<Blob> {
  const { reportPdf } = await import('../export/report-pdf');
  return reportPdf({ ...base(r), sheets: teamReportSheets(r, sort) }, teamReportFacts(r));
}
