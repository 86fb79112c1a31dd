import { formatHours, type ProjectReport } from '@goodhours/domain';
import { Card } from '@mantine/core';
import { StatusBadge } from '../report-cells';
import { bigHours, bigValue, Facts } from '../report-facts';
import { sumHours } from '../list/report-list-state';
import { ReportTotalsCard } from '../report-totals-card';

/** What the project is: category, status, members and its hours of all time. */
export function ProjectSummary({ project: p }: { project: ProjectReport['project'] }) {
  return (
    <Card withBorder component="section" aria-label="Project">
      <Facts
        facts={[
          { label: 'Category', value: p.category },
          { label: 'Status', value: <StatusBadge active={p.isActive} /> },
          { label: 'Members', value: p.memberCount },
          { label: 'All-time tangible hours', value: formatHours(p.totalTangibleHours) },
          { label: 'All-time intangible hours', value: formatHours(p.totalIntangibleHours) },
        ]}
      />
    </Card>
  );
}

/** The period's hours on the project and how many people were active on it (the 10-hour rule). */
export function ProjectTotals({ report, onRows }: { report: ProjectReport; onRows: () => void }) {
  const t = report.totals;
  const people = t.activePeople === 1 ? '1 person was' : `${String(t.activePeople)} people were`;
  return (
    <ReportTotalsCard
      period={report.period}
      facts={[
        { label: 'Tangible', value: bigHours(t.tangibleHours) },
        { label: 'Intangible', value: bigHours(t.intangibleHours) },
        { label: 'Total', value: bigHours(sumHours(t.tangibleHours, t.intangibleHours)) },
        { label: 'Active people', value: bigValue(t.activePeople) },
      ]}
      note={`${people} active on this project in the period: a person is active on it with 10 or more tangible hours on it in the period.`}
      onRows={onRows}
    />
  );
}
