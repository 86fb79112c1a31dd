import { formatDayRanges, HGN_WEEKDAYS, hgnSkillLabel, type HgnSkillId } from '@goodhours/domain';
import { Paper, Stack, Table, Text } from '@mantine/core';
import type { HgnResponses } from '../../api/hgn';

/** The ratings shown when the search names none. */
export const HGN_DEFAULT_COLUMNS: HgnSkillId[] = ['overall', 'Overall', 'mern_skills'];

interface Props {
  rows: HgnResponses['responses'];
  skills: HgnSkillId[];
}

/** The submitted questionnaires: who, the ratings searched for, and each weekday's free hours; scrolls inside its card on a phone. */
export function HgnResponsesTable({ rows, skills }: Props) {
  const columns = skills.length ? skills : HGN_DEFAULT_COLUMNS;
  return (
    <Paper withBorder>
      {/* Scrolls sideways inside its card; focusable so the keyboard can scroll it (nothing in it takes the focus). */}
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Answers, scrolling sideways on a narrow screen">
        <Table aria-label="Submitted questionnaires" striped verticalSpacing="xs" miw={980}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>GitHub</Table.Th>
              <Table.Th>Slack</Table.Th>
              {columns.map((id) => (
                <Table.Th key={id}>{hgnSkillLabel(id)}</Table.Th>
              ))}
              {HGN_WEEKDAYS.map((day) => (
                <Table.Th key={day}>{day}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.userId}>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {row.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {row.email}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.github}</Table.Td>
                <Table.Td>{row.slack}</Table.Td>
                {columns.map((id) => (
                  <Table.Td key={id}>{row.skills[id]}</Table.Td>
                ))}
                {HGN_WEEKDAYS.map((day) => (
                  <Table.Td key={day} style={{ whiteSpace: 'pre-line' }}>
                    {formatDayRanges(row.availability[day]).replaceAll(', ', '\n')}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Paper>
  );
}
