import type { ReportPeriod } from '@goodhours/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { Facts, type ReportFact } from './report-facts';
import { periodLabel } from './report-period';

/** A report's totals for its period, what they mean in words, and a way to their rows. */
export function ReportTotalsCard({
  period,
  facts,
  note,
  badge,
  onRows,
}: {
  period: ReportPeriod;
  facts: ReportFact[];
  note: ReactNode;
  /** Beside the heading: whether the person counts in the period. */
  badge?: ReactNode;
  onRows: () => void;
}) {
  const id = useId();
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={id}>
            Hours from {periodLabel(period)}
          </Title>
          {badge}
        </Group>
        <Facts facts={facts} />
        <Text size="sm">{note}</Text>
        <div>
          <Button variant="light" size="compact-sm" onClick={onRows}>
            Show the period’s entries
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
