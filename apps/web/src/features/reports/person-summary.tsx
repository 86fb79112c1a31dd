import { formatDay, formatHours, type PeopleReport } from '@goodhours/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { bioStatus } from './people-report-export';
import { CountedBadge, PERSON_COUNTED_RULE, StatusBadge } from './report-cells';
import { sumHours } from './report-list-state';
import { periodLabel } from './report-period';
import classes from './reports.module.css';

function Facts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const big = (hours: number) => (
  <Text component="span" fz="xl" fw={700}>
    {formatHours(hours)}
  </Text>
);

const day = (date: string | null) => (date ? formatDay(date) : '—');

/** Who the person is: role, contact, teams, dates, commitment, bio and all-time hours. */
export function PersonSummary({ person: p }: { person: PeopleReport['person'] }) {
  return (
    <Card withBorder component="section" aria-label="Person">
      <Facts
        facts={[
          { label: 'Role', value: p.role },
          { label: 'Job title', value: p.jobTitle || '—' },
          { label: 'Email', value: p.email },
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
    <Card withBorder component="section" aria-labelledby="period-totals">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="period-totals">
            Hours from {periodLabel(report.period)}
          </Title>
          <CountedBadge counted={t.counted} rule={PERSON_COUNTED_RULE} />
        </Group>
        <Facts
          facts={[
            { label: 'Tangible', value: big(t.tangibleHours) },
            { label: 'Intangible', value: big(t.intangibleHours) },
            { label: 'Total', value: big(sumHours(t.tangibleHours, t.intangibleHours)) },
          ]}
        />
        <Text size="sm">
          {t.counted ? 'Counted in this period' : 'Not counted in this period'}: a person counts with 10 or more tangible hours in it.
        </Text>
        <div>
          <Button variant="light" size="compact-sm" onClick={onRows}>
            Show the period’s entries
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
