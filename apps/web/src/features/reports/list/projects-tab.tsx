import type { ReportPeriod, ReportProjectRow } from '@goodhours/domain';
import { useReportProjects } from '../../../api/reports';
import { ValueFilter } from './list-filters';
import { CountedBadge, hourColumns, PROJECT_COUNTED_RULE, ReportLink, reportPath, StatusBadge } from '../report-cells';
import { PROJECT_EXPORT, PROJECT_LIST } from './report-list-specs';
import { distinct } from './report-list-state';
import { ReportListTab, type ListTabProps } from './report-list-tab';
import type { ListColumn } from './report-list-table';

type Props = ListTabProps;

const columns = (period: ReportPeriod): ListColumn<ReportProjectRow>[] => [
  {
    header: 'Project',
    sort: 'name',
    cell: (r) => <ReportLink to={reportPath(`/projectreport/${r.id}`, period)}>{r.projectName}</ReportLink>,
  },
  { header: 'Category', sort: 'category', cell: (r) => r.category },
  { header: 'Status', sort: 'status', cell: (r) => <StatusBadge active={r.isActive} /> },
  { header: 'Members', sort: 'members', numeric: true, cell: (r) => r.memberCount },
  { header: 'People with 10+ h', sort: 'activePeople', numeric: true, cell: (r) => r.activePeople },
  ...hourColumns<ReportProjectRow>(),
  { header: 'Counted', sort: 'counted', cell: (r) => <CountedBadge counted={r.counted} rule={PROJECT_COUNTED_RULE} /> },
];

/** The Projects tab: every project with its hours and the people active on it in the period. */
export function ProjectsTab({ period, state, update }: Props) {
  const query = useReportProjects(period);
  return (
    <ReportListTab
      query={query}
      period={period}
      state={state}
      update={update}
      spec={PROJECT_LIST}
      columns={columns(period)}
      exportColumns={PROJECT_EXPORT}
      label="Projects"
      searchHint="Project or category"
      minWidth={960}
      filters={(rows) => (
        <ValueFilter
          label="Category"
          all="All categories"
          values={distinct(rows.map((r) => r.category))}
          value={state.category}
          onChange={(category) => update({ category })}
        />
      )}
    />
  );
}
