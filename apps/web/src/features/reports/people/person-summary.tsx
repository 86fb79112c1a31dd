import { formatDay, formatHours, type PeopleReport } from '@goodhours/domain';
import { Card } from '@mantine/core';
import { EmailAddress } from '../../../components/email-address';
import { bioStatus } from './people-report-export';
import { CountedBadge, PERSON_COUNTED_RULE, StatusBadge } from '../report-cells';
import { bigHours, Facts } from '../report-facts';
import { sumHours } from '../list/report-list-state';
import { ReportTotalsCard } from '../report-totals-card';

const day = (date: string | null) => (date ? formatDay(date) : '—');

/** Who the person is: role, contact, teams, dates, commitment, bio and all-time hours. */
export function PersonSummary({ person: p }: { person: PeopleReport['person'] }) {
  return (
    <Card withBorder component="section" aria-label="Person">
      <Facts
        facts={[
          { label: 'Role', value: p.role },
          { label: 'Job title', value: p.jobTitle || '—' },
          { label: 'Email', value: <EmailAddress email={p.email} /> },
          { label: 'Teams', value: p.teamNames.join(', ') || 'None' },
          { label: 'Team code', value: p.teamCode || '—' },
          { label: 'Status', value: <StatusBadge active={p.isActive} /> },
          { label: 'Start date', value: day(p.startDate) },
          { label: 'End date', value: day(p.endDate) },
          { label: 'Weekly commitment', value: `${formatHours(p.weeklyCommittedHours)} hours` },
          { label: 'Bio', value: bioStatus(p.bioPosted) },
          { label: 'All-time tangible hours', value: formatHours(p.totalTangibleHours) },
          { label: 'All-time intangible hours', value: formatHours(p.totalIntangibleHours) },
        ]}
      />
    </Card>
  );
}

/** The period's hours: tangible, intangible, their total, and whether the person counts. */
export function PeriodTotals({ report, onRows }: { report: PeopleReport; onRows: () => void }) {
  const t = report.totals;
  return (
    <ReportTotalsCard
      period={report.period}
      badge={<CountedBadge counted={t.counted} rule={PERSON_COUNTED_RULE} />}
      facts={[
        { label: 'Tangible', value: bigHours(t.tangibleHours) },
        { label: 'Intangible', value: bigHours(t.intangibleHours) },
        { label: 'Total', value: bigHours(sumHours(t.tangibleHours, t.intangibleHours)) },
      ]}
      note={`${t.counted ? 'Counted in this period' : 'Not counted in this period'}: a person counts with 10 or more tangible hours in it.`}
      onRows={onRows}
    />
  );
}
