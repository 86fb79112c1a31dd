import { reportPeriodQuery, type ReportPeriod } from '@goodhours/domain';
import { Alert, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type Ref } from 'react';
import { PERIOD_PRESETS, periodLabel, presetOf, presetPeriod, type PeriodPreset } from './report-period';

interface Props {
  period: ReportPeriod;
  /** Today's Pacific date: what the presets count from. */
  today: string;
  onChange: (period: ReportPeriod) => void;
  /** Why the period in the address was not used, if it was not. */
  problem?: string | null;
}

const CUSTOM = 'custom';
const PRESET_OPTIONS = [...PERIOD_PRESETS, { value: CUSTOM, label: 'Custom dates' }];

/** The From and To days of a custom period, applied together once both are valid. */
function CustomRange({ period, onChange, fromRef }: Pick<Props, 'period' | 'onChange'> & { fromRef: Ref<HTMLInputElement> }) {
  const [draft, setDraft] = useState(period);
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  const unchanged = draft.from === period.from && draft.to === period.to;

  function apply(event: FormEvent) {
    event.preventDefault();
    const parsed = reportPeriodQuery.safeParse(draft);
    if (parsed.success) {
      setErrors({});
      onChange(parsed.data);
      return;
    }
    const found: { from?: string; to?: string } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'from' ? 'from' : 'to';
      found[field] ??= issue.message;
    }
    setErrors(found);
  }

  return (
    <form onSubmit={apply} noValidate aria-label="Custom period">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          ref={fromRef}
          type="date"
          label="From"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
          error={errors.from}
          w={170}
        />
        <TextInput
          type="date"
          label="To"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          error={errors.to}
          w={170}
        />
        <Button type="submit" variant="default" disabled={unchanged}>
          Apply dates
        </Button>
      </Group>
    </form>
  );
}

/**
 * The period of a report: a named one (this week, the last 12 months...) or two days typed
 * (Pacific dates, both included). Shared by every report.
 */
export function PeriodControl({ period, today, onChange, problem }: Props) {
  const preset = presetOf(period, today);
  const fromRef = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="xs">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Period"
          data={PRESET_OPTIONS}
          value={preset ?? CUSTOM}

          onChange={(value) => {
            if (!value || value === CUSTOM) fromRef.current?.focus();
            else onChange(presetPeriod(value as PeriodPreset, today));
          }}
          w={190}
        />
        <CustomRange key={`${period.from}/${period.to}`} period={period} onChange={onChange} fromRef={fromRef} />
      </Group>
      <Text size="sm" c="dimmed">
        {periodLabel(period)}, both days included (Pacific dates).
      </Text>
      {problem && (
        <Alert color="yellow" role="status" p="xs">
          The period in the address was not used: {problem} Showing {periodLabel(period)}.
        </Alert>
      )}
    </Stack>
  );
}
