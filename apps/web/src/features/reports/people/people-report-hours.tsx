import { formatHours, type PeopleReport, type ReportPeriod } from '@goodhours/domain';
import { Progress, Table, Text } from '@mantine/core';
import type { EntriesScope } from '../../../api/reports';
import { EntriesButton, ReportLink, reportPath } from '../report-cells';
import { sumHours } from '../list/report-list-state';
import { ReportSection, SectionTable, type SectionColumn } from '../report-section';

type Hours = { tangibleHours: number; intangibleHours: number };

const HOURS: SectionColumn[] = [
  { header: 'Tangible', numeric: true },
  { header: 'Intangible', numeric: true },
  { header: 'Total', numeric: true },
];

/** The row's hours and its share of the period's, as a number and a small bar. */
function HourCells({ row, of }: { row: Hours; of: number }) {
  const total = sumHours(row.tangibleHours, row.intangibleHours);
  const share = of > 0 ? Math.round((total / of) * 100) : 0;
  return (
    <>
      <Table.Td ta="right">{formatHours(row.tangibleHours)}</Table.Td>
      <Table.Td ta="right">{formatHours(row.intangibleHours)}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatHours(total)}
      </Table.Td>
      <Table.Td miw={120}>
        <Progress value={share} color="teal.8" size="sm" aria-label={`${String(share)}% of the period’s hours`} />
        <Text size="xs">{share}%</Text>
      </Table.Td>
    </>
  );
}

/** The button that opens a row's entries, in its cell. */
function EntriesCell({ of, onRows }: { of: string; onRows: () => void }) {
  return (
    <Table.Td>
      <EntriesButton of={of} onRows={onRows} />
    </Table.Td>
  );
}

/**
 * Where the period's hours went: by project (each opening its report) and by category, each row
 * opening its entries.
 */
export function PeopleReportHours({
  report,
  period,
  onRows,
}: {
  report: PeopleReport;
  period: ReportPeriod;
  onRows: (title: string, scope: Partial<EntriesScope>) => void;
}) {
  const of = sumHours(report.totals.tangibleHours, report.totals.intangibleHours);
  const none = 'Nothing was logged in this period.';
  return (
    <>
      <ReportSection title="Hours by project" empty={report.byProject.length === 0 && none}>
        <SectionTable label="Hours by project" columns={['Project', 'Category', ...HOURS, 'Share', 'Rows']} minWidth={720}>
          {report.byProject.map((p) => (
            <Table.Tr key={p.projectId ?? 'none'}>
              <Table.Td>
                {p.projectId ? (
                  <ReportLink to={reportPath(`/projectreport/${p.projectId}`, period)}>{p.projectName}</ReportLink>
                ) : (
                  p.projectName
                )}
              </Table.Td>
              <Table.Td>{p.category}</Table.Td>
              <HourCells row={p} of={of} />
              {p.projectId ? (
                <EntriesCell of={p.projectName} onRows={() => onRows(p.projectName, { projectId: p.projectId ?? undefined })} />
              ) : (
                <Table.Td />
              )}
            </Table.Tr>
          ))}
        </SectionTable>
      </ReportSection>
      <ReportSection title="Hours by category" empty={report.byCategory.length === 0 && none}>
        <SectionTable label="Hours by category" columns={['Category', ...HOURS, 'Share', 'Rows']}>
          {report.byCategory.map((c) => (
            <Table.Tr key={c.category}>
              <Table.Td>{c.category}</Table.Td>
              <HourCells row={c} of={of} />
              <EntriesCell of={c.category} onRows={() => onRows(c.category, { category: c.category })} />
            </Table.Tr>
          ))}
        </SectionTable>
      </ReportSection>
    </>
  );
}
