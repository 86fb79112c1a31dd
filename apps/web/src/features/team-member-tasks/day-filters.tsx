import { DAY_FILTER_COLOURS, DAY_FILTERS, type DayFilter } from '@goodhours/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { memo } from 'react';
import { useReadableColour } from '../../components/use-readable-colour';
import { useScreenQuery } from '../../components/use-screen-query';

const dayLabel = (d: DayFilter) => `${String(d)} ${d === 1 ? 'day' : 'days'}`;
const ALL = 'all';

interface Props {
  value: DayFilter | null;
  onToggle: (days: DayFilter) => void;
  onClear: () => void;
  showTimeOff: boolean;
  onToggleTimeOff: () => void;
}

/**
 * The time-off toggle and the 'logged time in the past n days' filters (document 2 §2): buttons
 * in each day's colour that toggle on and off, a select on a phone. Memo: the panel's list arriving
 * does not draw them again.
 */
export const DayFilters = memo(function DayFilters({ value, onToggle, onClear, showTimeOff, onToggleTimeOff }: Props) {
  const readable = useReadableColour();
  const phone = useScreenQuery('(max-width: 47.99em)');
  const timeOff = (
    <Button size="compact-sm" variant={showTimeOff ? 'filled' : 'default'} onClick={onToggleTimeOff} aria-pressed={showTimeOff}>
      Time off
    </Button>
  );
  if (phone) {
    return (
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {timeOff}
        <NativeSelect
          size="xs"
          aria-label="Logged time in the past"
          value={value === null ? ALL : String(value)}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (chosen === ALL) onClear();
            else onToggle(Number(chosen) as DayFilter);
          }}
          data={[{ value: ALL, label: 'Any day' }, ...DAY_FILTERS.map((d) => ({ value: String(d), label: dayLabel(d) }))]}
        />
      </Group>
    );
  }
  return (
    <Group gap={4} align="flex-end">
      {timeOff}
      {DAY_FILTERS.map((d) => (
        <Button
          key={d}
          size="compact-sm"
          color={readable(DAY_FILTER_COLOURS[d])}
          autoContrast
          variant={value === d ? 'filled' : 'outline'}
          aria-pressed={value === d}
          onClick={() => onToggle(d)}
        >
          {dayLabel(d)}
        </Button>
      ))}
    </Group>
  );
});
