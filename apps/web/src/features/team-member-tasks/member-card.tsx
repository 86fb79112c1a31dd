import { Group, Paper, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { WarningTrackerRow } from '../warnings';
import type { MemberProps } from './member-block';
import { FilteredEntry, TasksToggle, TimeOffBanner } from './member-details';
import { MemberHours } from './member-hours';
import { MemberIdentity, memberName, MemberStatus } from './member-identity';
import { TaskProgress, TaskSummary, type TaskDialog } from './task-cells';

/**
 * One member as a card, on a phone (below 48em): the same line as the table's, stacked so that
 * nothing leaves the screen, opened to their tasks and warning tracker (decision 063).
 */
export const MemberCard = memo(function MemberCard({ member, viewer, today, weekEnd, showTimeOff, showStatus, onDialog }: MemberProps) {
  const [expanded, setExpanded] = useState(false);
  const name = memberName(member);
  const dialog = (d: TaskDialog) => onDialog(d, member);
  return (
    <Paper withBorder p="xs" component="article" aria-label={name}>
      <Stack gap={6}>
        {showTimeOff && member.timeOff.length > 0 && <TimeOffBanner member={member} weekEnd={weekEnd} />}
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <MemberStatus member={member} />
          <MemberIdentity member={member} today={today} />
        </Group>
        <MemberHours member={member} />
        <Group>
          <TasksToggle member={member} expanded={expanded} onToggle={() => setExpanded((e) => !e)} />
        </Group>
        {expanded && (
          <>
            <WarningTrackerRow userId={member.personId} userName={name} />
            {member.tasks.map((task) => (
              <Stack key={task.id} gap={4} pt={6} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
                <TaskSummary task={task} personId={member.personId} viewer={viewer} onDialog={dialog} />
                <TaskProgress task={task} personId={member.personId} viewer={viewer} />
                {showStatus && (
                  <Text size="xs" c="dimmed">
                    Status: {task.status}
                  </Text>
                )}
              </Stack>
            ))}
          </>
        )}
        {member.entries.map((e) => (
          <FilteredEntry key={e.id} entry={e} today={today} />
        ))}
      </Stack>
    </Paper>
  );
});
