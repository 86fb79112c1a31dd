import { comparisonPeriod, formatDay, type OrgSummary } from '@goodhours/domain';
import { exportSheet, periodLabel, personName, type ExportColumn, type ExportSheet, type PdfFacts, type ReportExport } from '../reports';
import { change, changeLabel, formatValue, type Change } from './change';
import { comparisonWords } from './compare';
import {
  badgeRows,
  categoryRows,
  countryRows,
  orgFigures,
  roleRows,
  type CountRow,
  type Figure,
  type HoursRow,
  type RoleRow,
} from './org-figures';

export const ORG_SUMMARY_TITLE = 'Total Org Summary';

const base = (s: OrgSummary) => ({
  title: ORG_SUMMARY_TITLE,
  period: { from: s.period.from, to: s.period.to },
  fileName: 'total-org-summary',
});

/** The period and what it is compared with, in words: the head of the PDF (CSV and Excel have the Periods table). */
export function orgSummaryFacts(s: OrgSummary): PdfFacts[] {
  return [
    {
      title: 'Periods',
      facts: [
        { label: 'This period', value: `${periodLabel(s.period)}, both days included (Pacific dates)` },
        { label: 'Compared with', value: comparisonWords(s.period, s.compare) },
      ],
    },
  ];
}

/** The change's number and share, as numbers a spreadsheet can use. */
const changeColumns = <T>(of: (row: T) => Change, hours = false): ExportColumn<T>[] => [
  { header: 'Change', value: (r) => of(r).delta, hours },
  { header: 'Change %', value: (r) => of(r).percent },
];

const figuresSheet = (s: OrgSummary): ExportSheet =>
  exportSheet(
    'Figures',
    [
      { header: 'Figure', value: (f: Figure) => f.label },
      { header: 'This period', value: (f) => f.current },
      { header: 'Compared period', value: (f) => f.previous },
      ...changeColumns<Figure>((f) => change(f.current, f.previous, f.kind)),
    ],
    withTeamsInAll(s, orgFigures(s)),
  );

/** The export names the teams in all as a figure of its own (the page writes 'of 12'). */
function withTeamsInAll(s: OrgSummary, figures: Figure[]): Figure[] {
  const teams: Figure = {
    label: 'Active teams',
    hint: 'Active teams today',
    kind: 'count',
    current: s.current.teams.total,
    previous: s.previous.teams.total,
    higherIsBetter: true,
  };
  const at = figures.findIndex((f) => f.of) + 1;
  return [...figures.slice(0, at), teams, ...figures.slice(at)];
}

/** The figures as the page writes them (12.50, '+12 (+40%) up'): the PDF's table. */
const figuresTextSheet = (s: OrgSummary): ExportSheet =>
  exportSheet(
    'Figures',
    [
      { header: 'Figure', value: (f: Figure) => f.label },
      { header: 'This period', value: (f) => formatValue(f.current, f.kind) },
      { header: 'Compared period', value: (f) => formatValue(f.previous, f.kind) },
      { header: 'Change', value: (f) => changeLabel(change(f.current, f.previous, f.kind), f.kind, '-') },
    ],
    withTeamsInAll(s, orgFigures(s)),
  );

const hoursColumns = <T extends HoursRow>(): ExportColumn<T>[] => [
  { header: 'Tangible hours', value: (r) => r.tangibleHours, hours: true },
  { header: 'Intangible hours', value: (r) => r.intangibleHours, hours: true },
  { header: 'Total hours', value: (r) => r.total, hours: true },
  { header: 'Compared total hours', value: (r) => r.previousTotal, hours: true },
  ...changeColumns<T>((r) => change(r.total, r.previousTotal, 'hours'), true),
];

const countSheet = (title: string, name: string, count: string, rows: CountRow[]): ExportSheet =>
  exportSheet(
    title,
    [
      { header: name, value: (r: CountRow) => r.name },
      { header: count, value: (r) => r.count },
      { header: 'Compared period', value: (r) => r.previous },
      ...changeColumns<CountRow>((r) => change(r.count, r.previous, 'count')),
    ],
    rows,
  );

/** The tables of the summary: figures, hours by category and by role, volunteers by country, badges, anniversaries. */
function sheets(s: OrgSummary, figures: ExportSheet): ExportSheet[] {
  return [
    figures,
    exportSheet(
      'Hours by category',
      [{ header: 'Category', value: (r: HoursRow) => r.name }, ...hoursColumns<HoursRow>()],
      categoryRows(s),
    ),
    exportSheet(
      'Hours by role',
      [
        { header: 'Role', value: (r: RoleRow) => r.name },
        { header: 'People', value: (r) => r.people },
        { header: 'Compared people', value: (r) => r.previousPeople },
        ...hoursColumns<RoleRow>(),
      ],
      roleRows(s),
    ),
    countSheet('Active volunteers by country', 'Country', 'Active volunteers', countryRows(s)),
    countSheet('Badges earned', 'Badge', 'Earned', badgeRows(s)),
    exportSheet(
      'Anniversaries',
      [
        { header: 'Name', value: (a: OrgSummary['anniversaries'][number]) => personName(a) },
        { header: 'Anniversary', value: (a) => formatDay(a.date) },
        { header: 'Years', value: (a) => a.years },
        { header: 'Start date', value: (a) => formatDay(a.startDate) },
      ],
      s.anniversaries,
    ),
  ];
}

/** The periods as a table of item and value, for CSV and Excel (the PDF writes them as text). */
const periodsSheet = (s: OrgSummary): ExportSheet => {
  const compared = comparisonPeriod(s.period, s.compare);
  return exportSheet(
    'Periods',
    [
      { header: 'Period', value: (p: { label: string; from: string; to: string; words: string }) => p.label },
      { header: 'From', value: (p) => formatDay(p.from) },
      { header: 'To', value: (p) => formatDay(p.to) },
      { header: 'Which', value: (p) => p.words },
    ],
    [
      { label: 'This period', from: s.period.from, to: s.period.to, words: 'Both days included (Pacific dates)' },
      { label: 'Compared period', ...compared, words: comparisonWords(s.period, s.compare) },
    ],
  );
};

/** What CSV and Excel hold: the periods, then every table, numbers as numbers. */
export function orgSummaryExport(s: OrgSummary): ReportExport {
  return { ...base(s), sheets: [periodsSheet(s), ...sheets(s, figuresSheet(s))] };
}

/** The PDF: the periods in words, then every table as text; its library is loaded now, on use. */
export async function orgSummaryPdf(s: OrgSummary): Promise<Blob> {
  const { reportPdf } = await import('../reports/export/report-pdf');
  return reportPdf({ ...base(s), sheets: sheets(s, figuresTextSheet(s)) }, orgSummaryFacts(s));
}
