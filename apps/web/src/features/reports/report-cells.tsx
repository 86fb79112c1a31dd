import { formatHours, type ReportPeriod } from '@goodhours/domain';
import { Anchor, Badge, Button, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { sumHours } from './list/report-list-state';
import type { ListColumn } from './list/report-list-table';

/** A report's address for the same period: '/peoplereport/{id}?from=…&to=…'. */
export const reportPath = (path: string, period: ReportPeriod): string =>
  `${path}?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;

export function ReportLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={500}>
      {children}
    </Anchor>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'}>
      {active ? 'Active' : 'Inactive'}
    </Badge>
  );
}

/** Whether a person or project counts in the period, with the rule in words. */
export function CountedBadge({ counted, rule }: { counted: boolean; rule: string }) {
  return (
    <Badge variant={counted ? 'light' : 'outline'} color={counted ? 'blue' : 'gray'} title={rule}>
      {counted ? 'Counted' : 'Not counted'}
    </Badge>
  );
}

export const hoursCell = (hours: number): ReactNode => formatHours(hours);
export const totalCell = (r: { tangibleHours: number; intangibleHours: number }): ReactNode => (
  <Text component="span" size="sm" fw={600}>
    {formatHours(sumHours(r.tangibleHours, r.intangibleHours))}
  </Text>
);

/** The tangible, intangible and total columns of an hours table, sortable as 'tangible', 'intangible' and 'total'. */
export function hourColumns<T extends { tangibleHours: number; intangibleHours: number }>(): ListColumn<T>[] {
  return [
    { header: 'Tangible', sort: 'tangible', numeric: true, cell: (r) => hoursCell(r.tangibleHours) },
    { header: 'Intangible', sort: 'intangible', numeric: true, cell: (r) => hoursCell(r.intangibleHours) },
    { header: 'Total', sort: 'total', numeric: true, cell: totalCell },
  ];
}

export const PERSON_COUNTED_RULE = 'Counted: 10 or more tangible hours in the period';
export const PROJECT_COUNTED_RULE = 'Counted: 1 or more hours logged in the period';
export const PROJECT_PERSON_COUNTED_RULE = 'Counted: 10 or more tangible hours on this project in the period';

/** The button that opens a row's entries: 'Entries' (of Ann Lee, for a screen reader). */
export function EntriesButton({ of, onRows }: { of: string; onRows: () => void }) {
  return (
    <Button variant="subtle" size="compact-sm" onClick={onRows}>
      Entries <VisuallyHidden>of {of}</VisuallyHidden>
    </Button>
  );
}

/** Logged hours against the estimate: a bar (red past the estimate) and the numbers. */
export function LoggedProgress({ logged, estimated }: { logged: number; estimated: number }) {
  const over = estimated > 0 && logged > estimated;
  const value = estimated > 0 ? Math.min(100, (logged / estimated) * 100) : 0;
  const words = `${formatHours(logged)} of ${formatHours(estimated)} hours`;
  return (
    <Stack gap={2} miw={140}>
      <Progress value={value} color={over ? 'red.9' : 'teal.8'} size="sm" aria-label={`Logged ${words}`} />
      <Text size="xs">{words}</Text>
    </Stack>
  );
}
