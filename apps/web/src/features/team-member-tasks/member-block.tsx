import {
  DAY_FILTER_COLOURS,
  type DayFilter,
  daysBetween,
  formatDay,
  formatHours,
  meetsCommitment,
  type SessionUser,
  TASKS_SHOWN_COLLAPSED,
  type TeamMemberRow,
} from '@goodhours/domain';
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconFileText, IconReport } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { useViewRights } from '../viewing';
import { WarningTrackerRow } from '../warnings';

/** A link a finger can hit: 24 px high at least (WCAG 2.2, 2.5.8), its text centred in it. */
const TAP_TARGET = { mih: 24, display: 'inline-flex', style: { alignItems: 'center' } } as const;
import { MemberHours } from './member-hours';
import { TaskCells, type TaskDialog } from './task-cells';

const LEADER_COLOURS: Record<string, string> = { Manager: 'blue', 'Assistant Manager': 'cyan', Mentor: 'violet' };
const initials = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();
const ageColour = (age: number) => DAY_FILTER_COLOURS[([1, 2, 3, 4, 7] as DayFilter[]).find((d) => age < d) ?? 7];

function TimeOffBanner({ member, weekEnd }: { member: TeamMemberRow; weekEnd: string }) {
  const [details, setDetails] = useState(false);
  const [hidden, setHidden] = useState(false);
  const off = member.timeOff[0];
  if (!off || hidden) return null;
  const when = off.startingDate <= weekEnd ? 'this Week' : 'Next Week';
  return (
    <Alert color="gray" p={6} withCloseButton onClose={() => setHidden(true)} closeButtonLabel="Collapse">
      <Group gap="xs">
        <Text size="sm">
          {member.firstName} {member.lastName} Is Not Available {when}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setDetails((d) => !d)}>
          Details ?
        </Button>
      </Group>
      {details && (
        <Text size="xs">
          From {off.startingDate} to {off.endingDate}: {off.reason}
        </Text>
      )}
    </Alert>
  );
}

/** Weekly summaries written; a link to the time log's summaries tab where the reader may go. */
function ReportCount({ member, name, linked }: { member: TeamMemberRow; name: string; linked: boolean }) {
  const count = (
    <Group gap={2} wrap="nowrap">
      <IconReport size={16} />
      {/* As text: Group leaves out falsy children, and 0 is a count to show. */}
      {String(member.reportCount)}
    </Group>
  );
  const label = `Weekly summaries of ${name}: ${String(member.reportCount)}`;
  return linked ? (
    <Anchor
      component={Link}
      to={`/timelog/${member.personId}#weeklySummaries`}
      size="xs"
      aria-label={label}
      title="Weekly summaries written"
    >
      {count}
    </Anchor>
  ) : (
    <Text component="div" size="xs" c="dimmed" title={label}>
      {count}
    </Text>
  );
}

interface Props {
  member: TeamMemberRow;
  viewer: SessionUser;
  today: string;
  weekEnd: string;
  showTimeOff: boolean;
  showStatus: boolean;
  onDialog: (dialog: TaskDialog, member: TeamMemberRow) => void;
}

/** One member: their row, their open tasks (6 until expanded), time off and filtered entries. */
export const MemberBlock = memo(function MemberBlock({ member, viewer, today, weekEnd, showTimeOff, showStatus, onDialog }: Props) {
  const [expanded, setExpanded] = useState(false);
  const name = `${member.firstName} ${member.lastName}`;
  const met = meetsCommitment(member, member.tangibleHours);
  const onTimeOff = member.timeOff.some((o) => o.startingDate <= today && o.endingDate >= today);
  const tasks = expanded ? member.tasks : member.tasks.slice(0, TASKS_SHOWN_COLLAPSED);
  const span = Math.max(tasks.length, 1);
  const columns = showStatus ? 6 : 5;
  const dialog = (d: TaskDialog) => onDialog(d, member);
  // Links only where the reader may go (decision 023); otherwise the same text, not a link.
  const rights = useViewRights();
  const seesLog = rights.timeLog(member.personId);

  const memberCells = (
    <>
      <Table.Td rowSpan={span} valign="top">
        <Group gap={4} wrap="nowrap">
          {met ? (
            <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-label="Committed hours reached" />
          ) : (
            <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-label="Committed hours not reached" />
          )}
          {seesLog && (
            <Anchor component={Link} to={`/timelog/${member.personId}`} aria-label={`Time log of ${name}`}>
              <IconClock size={16} />
            </Anchor>
          )}
        </Group>
      </Table.Td>
      <Table.Td rowSpan={span} valign="top">
        <Stack gap={4}>
          <Group gap={4}>
            {rights.profile(member.personId) ? (
              <Anchor
                component={Link}
                to={`/userprofile/${member.personId}`}
                c={onTimeOff ? 'dimmed' : undefined}
                fw={600}
                size="sm"
                {...TAP_TARGET}
              >
                {name}
              </Anchor>
            ) : (
              <Text component="span" c={onTimeOff ? 'dimmed' : undefined} fw={600} size="sm">
                {name}
              </Text>
            )}
            {member.role !== 'Volunteer' && (
              <Text size="xs" c="dimmed">
                {member.role}
              </Text>
            )}
            {member.googleDocLink && (
              <Anchor
                href={member.googleDocLink}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Google Doc of ${name}`}
                title="Google Doc"
              >
                <IconFileText size={16} />
              </Anchor>
            )}
            {member.reportCount !== null && <ReportCount member={member} name={name} linked={seesLog} />}
          </Group>
          <Group gap={4}>
            {member.leaders.map((l) => {
              const badge = {
                size: 'xs',
                h: TAP_TARGET.mih,
                color: LEADER_COLOURS[l.role] ?? 'gray',
                title: `${l.role}: ${l.firstName} ${l.lastName}`,
              } as const;
              const text = initials(l.firstName, l.lastName);
              return rights.profile(l.id) ? (
                <Badge key={l.id} component={Link} to={`/userprofile/${l.id}`} {...badge} style={{ cursor: 'pointer' }}>
                  {text}
                </Badge>
              ) : (
                <Badge key={l.id} {...badge}>
                  {text}
                </Badge>
              );
            })}
          </Group>
          <WarningTrackerRow userId={member.personId} userName={name} />
        </Stack>
      </Table.Td>
      <Table.Td rowSpan={span} valign="top">
        <MemberHours member={member} />
      </Table.Td>
    </>
  );

  return (
    <Table.Tbody aria-label={name}>
      {showTimeOff && member.timeOff.length > 0 && (
        <Table.Tr>
          <Table.Td colSpan={columns}>
            <TimeOffBanner member={member} weekEnd={weekEnd} />
          </Table.Td>
        </Table.Tr>
      )}
      {tasks.length === 0 ? (
        <Table.Tr>
          {memberCells}
          <Table.Td colSpan={2}>
            <Text size="sm" c="dimmed">
              No open tasks
            </Text>
          </Table.Td>
          {showStatus && <Table.Td />}
        </Table.Tr>
      ) : (
        tasks.map((task, i) => (
          <Table.Tr key={task.id}>
            {i === 0 && memberCells}
            <TaskCells task={task} personId={member.personId} viewer={viewer} onDialog={dialog} />
            {showStatus && <Table.Td>{task.status}</Table.Td>}
          </Table.Tr>
        ))
      )}
      {member.tasks.length > TASKS_SHOWN_COLLAPSED && (
        <Table.Tr>
          <Table.Td colSpan={columns}>
            <Button size="compact-xs" variant="subtle" onClick={() => setExpanded((e) => !e)}>
              {expanded ? 'Truncate Tasks' : `Show All (${String(member.tasks.length)}) Tasks`}
            </Button>
          </Table.Td>
        </Table.Tr>
      )}
      {member.entries.map((e) => {
        const age = daysBetween(e.dateOfWork, today);
        return (
          <Table.Tr key={e.id}>
            <Table.Td colSpan={columns} style={{ borderLeft: `4px solid ${ageColour(age)}` }}>
              <Text size="xs">
                {formatDay(e.dateOfWork)} · {formatHours(e.hours)} h {e.isTangible ? 'tangible' : 'intangible'}
                {e.taskName ? ` · ${e.taskName}` : ''} · {e.notes.replace(/<[^>]*>/g, ' ').slice(0, 160)}
              </Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </Table.Tbody>
  );
});
