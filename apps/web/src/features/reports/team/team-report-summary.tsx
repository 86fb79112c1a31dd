import { daysBetween, formatHours, type TeamReport } from '@goodhours/domain';
import { Card } from '@mantine/core';
import { StatusBadge } from '../report-cells';
import { bigHours, bigValue, Facts } from '../report-facts';
import { sumHours } from '../list/report-list-state';
import { ReportTotalsCard } from '../report-totals-card';

/** What the team is: its code, status and members. */
export function TeamSummary({ team }: { team: TeamReport['team'] }) {
  return (
    <Card withBorder component="section" aria-label="Team">
      <Facts
        facts={[
          { label: 'Team code', value: team.teamCode || '—' },
          { label: 'Status', value: <StatusBadge active={team.isActive} /> },
          { label: 'Members', value: team.memberCount },
        ]}
      />
    </Card>
  );
}

/** The members' hours in the period against what the active ones committed, their summaries and blue squares. */
export function TeamTotals({ report, onRows }: { report: TeamReport; onRows: () => void }) {
  const t = report.totals;
  const days = daysBetween(report.period.from, report.period.to) + 1;
  return (
    <ReportTotalsCard
      period={report.period}
      facts={[
        { label: 'Tangible', value: bigHours(t.tangibleHours) },
        { label: 'Intangible', value: bigHours(t.intangibleHours) },
        { label: 'Total', value: bigHours(sumHours(t.tangibleHours, t.intangibleHours)) },
        { label: 'Committed in the period', value: bigHours(t.committedHours) },
        { label: 'Summaries written', value: bigValue(t.summaries) },
        { label: 'Blue squares', value: bigValue(t.blueSquares) },
      ]}
      note={`Committed hours are each active member’s weekly commitment over the period’s ${String(days)} days (days ÷ 7 × weekly hours): ${formatHours(t.committedHours)} hours in all.`}
      onRows={onRows}
    />
  );
}
