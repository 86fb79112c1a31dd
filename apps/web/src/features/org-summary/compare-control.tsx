import type { OrgComparison, ReportPeriod } from '@goodhours/domain';
import { Select, Stack, Text } from '@mantine/core';
import { COMPARE_OPTIONS, comparisonWords } from './compare';

/** The Compare with select, and the compared days in words. */
export function CompareControl({
  period,
  compare,
  onChange,
}: {
  period: ReportPeriod;
  compare: OrgComparison;
  onChange: (compare: OrgComparison) => void;
}) {
  return (
    <Stack gap="xs">
      <Select
        label="Compare with"
        data={COMPARE_OPTIONS}
        value={compare}

        onChange={(value) => {
          const found = COMPARE_OPTIONS.find((o) => o.value === value);
          if (found) onChange(found.value);
        }}
        w={280}
        maw="100%"
      />
      <Text size="sm" c="dimmed">
        Compared with {comparisonWords(period, compare)}.
      </Text>
    </Stack>
  );
}
