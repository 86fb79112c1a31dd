import { HGN_HOURS_OF_DAY, HGN_NOT_AVAILABLE, HGN_WEEKDAYS, hourLabel, type HgnDaySlots, type HgnWeekday } from '@goodhours/domain';
import { Stack, Table, Text } from '@mantine/core';
import classes from './hgn-questionnaire.module.css';

interface Props {
  value: Record<HgnWeekday, HgnDaySlots>;
  onChange: (value: Record<HgnWeekday, HgnDaySlots>) => void;
  /** The question's wording: the table's name and description. */
  label: string;
  description: string;
  /** The message of each weekday still without an answer. */
  errors: Partial<Record<HgnWeekday, string>>;
  idPrefix: string;
}

/**
 * The availability grid (document 3 §3): a box per weekday and hour (Pacific time), and an N/A box
 * per day that clears and locks that day's hours. The boxes are the browser's own, 24 px (120 of
 * them stay light on a phone), each named for its day and hour, so a screen reader and the keyboard
 * (Tab, Space) use the grid as well as a pointer. On a narrow phone the table scrolls inside its card.
 */
export function HgnAvailabilityGrid({ value, onChange, label, description, errors, idPrefix }: Props) {
  const setDay = (day: HgnWeekday, slots: HgnDaySlots) => onChange({ ...value, [day]: slots });
  const toggleHour = (day: HgnWeekday, hour: number, on: boolean) => {
    const slots = value[day] === HGN_NOT_AVAILABLE ? [] : value[day];
    setDay(day, on ? [...slots.filter((h) => h !== hour), hour].sort((a, b) => a - b) : slots.filter((h) => h !== hour));
  };
  const problems = HGN_WEEKDAYS.flatMap((day) => (errors[day] ? [errors[day]] : []));

  return (
    <Stack gap="xs">
      <div>
        <Text id={`${idPrefix}-label`} fw={500} size="sm">
          {label}{' '}
          <Text span c="var(--mantine-color-error)" aria-hidden>
            *
          </Text>
        </Text>
        <Text id={`${idPrefix}-description`} size="xs" c="dimmed">
          {description}
        </Text>
      </div>
      <Table.ScrollContainer minWidth={330} type="native">
        <Table
          className={classes.grid}
          aria-labelledby={`${idPrefix}-label`}
          aria-describedby={`${idPrefix}-description${problems.length ? ` ${idPrefix}-errors` : ''}`}
          withTableBorder
          verticalSpacing={4}
          horizontalSpacing={6}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Hour</Table.Th>
              {HGN_WEEKDAYS.map((day) => (
                <Table.Th key={day} scope="col" c={errors[day] ? 'var(--mantine-color-error)' : undefined}>
                  <abbr title={day}>{day.slice(0, 3)}</abbr>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">N/A</Table.Th>
              {HGN_WEEKDAYS.map((day) => (
                <Table.Td key={day}>
                  <input
                    type="checkbox"
                    className={classes.slot}
                    aria-label={`${day}: not available (N/A)`}
                    checked={value[day] === HGN_NOT_AVAILABLE}
                    onChange={(e) => setDay(day, e.currentTarget.checked ? HGN_NOT_AVAILABLE : [])}
                  />
                </Table.Td>
              ))}
            </Table.Tr>
            {HGN_HOURS_OF_DAY.map((hour) => (
              <Table.Tr key={hour}>
                <Table.Th scope="row">{hourLabel(hour)}</Table.Th>
                {HGN_WEEKDAYS.map((day) => {
                  const slots = value[day];
                  return (
                    <Table.Td key={day}>
                      <input
                        type="checkbox"
                        className={classes.slot}
                        aria-label={`${day} ${hourLabel(hour)} to ${hourLabel(hour + 1)}`}
                        checked={slots !== HGN_NOT_AVAILABLE && slots.includes(hour)}
                        disabled={slots === HGN_NOT_AVAILABLE}
                        onChange={(e) => toggleHour(day, hour, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {problems.length > 0 && (
        <Stack id={`${idPrefix}-errors`} gap={2}>
          {problems.map((message) => (
            <Text key={message} size="sm" c="var(--mantine-color-error)">
              {message}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
