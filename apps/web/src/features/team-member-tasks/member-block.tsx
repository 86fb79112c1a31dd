import type { SessionUser, TeamMemberRow } from '@goodhours/domain';
import { Stack, Table } from '@mantine/core';
import { memo, useState } from 'react';
import { WarningTrackerRow } from '../warnings';
import { FilteredEntry, TasksToggle, TimeOffBanner } from './member-details';
import { MemberHours } from './member-hours';
import { MemberIdentity, memberName, MemberStatus } from './member-identity';
import { TaskCells, type TaskDialog } from './task-cells';

export interface MemberProps {
  member: TeamMemberRow;
  viewer: SessionUser;
  today: string;
  weekEnd: string;
  showTimeOff: boolean;
  showStatus: boolean;
  onDialog: (dialog: TaskDialog, member: TeamMemberRow) => void;
}

/**
 * One member as rows of the table (from 48em): one line (status, who, hours, how many tasks) until
 * opened to their tasks and warning tracker (decision 063); the time-off banner above it and the
 * day filter's entries under it.
 */
export const MemberBlock = memo(function MemberBlock({ member, viewer, today, weekEnd, showTimeOff, showStatus, onDialog }: MemberProps) {
  const [expanded, setExpanded] = useState(false);
  const name = memberName(member);
  const tasks = expanded ? member.tasks : [];
  const columns = showStatus ? 6 : 5;
  const dialog = (d: TaskDialog) => onDialog(d, member);
  const span = tasks.length + 1;

  return (
    <Table.Tbody aria-label={name}>
      {showTimeOff && member.timeOff.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={columns}>
            <TimeOffBanner member={member} weekEnd={weekEnd} />
          </Table.Td>
        </Table.Tr>
      )}
      <Table.Tr>
        <Table.Td rowSpan={span} valign="top">
          <MemberStatus member={member} />
        </Table.Td>
        <Table.Td rowSpan={span} valign="top">
          <Stack gap={4}>
            <MemberIdentity member={member} today={today} />
            {expanded && <WarningTrackerRow userId={member.personId} userName={name} />}
          </Stack>
        </Table.Td>
        <Table.Td rowSpan={span} valign="top">
          <MemberHours member={member} />
        </Table.Td>
        <Table.Td colSpan={columns - 3} valign="top">
          <TasksToggle member={member} expanded={expanded} onToggle={() => setExpanded((e) => !e)} />
        </Table.Td>
      </Table.Tr>
      {tasks.map((task) => (
        <Table.Tr key={task.id}>
          <TaskCells task={task} personId={member.personId} viewer={viewer} onDialog={dialog} />
          {showStatus && <Table.Td>{task.status}</Table.Td>}
        </Table.Tr>
      ))}
      {member.entries.map((e) => (
        <Table.Tr key={e.id}>
          <Table.Td colSpan={columns}>
            <FilteredEntry entry={e} today={today} />
          </Table.Td>
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
});
