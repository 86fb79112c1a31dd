import { meetsCommitment, type TeamMemberRow } from '@goodhours/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconClock, IconFileText, IconReport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useViewRights } from '../viewing';

/** A link a finger can hit: 24 px high at least (WCAG 2.2, 2.5.8), its text centred in it. */
const TAP_TARGET = { mih: 24, display: 'inline-flex', style: { alignItems: 'center' } } as const;
const LEADER_COLOURS: Record<string, string> = { Manager: 'blue', 'Assistant Manager': 'cyan', Mentor: 'violet' };
const initials = (first: string, last: string) => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase();

export const memberName = (member: TeamMemberRow) => `${member.firstName} ${member.lastName}`;

/** Whether the member is on time off today (their name shows grey). */
const onTimeOffOn = (member: TeamMemberRow, today: string) => member.timeOff.some((o) => o.startingDate <= today && o.endingDate >= today);

/** The committed-hours check, and a link to the member's time log where the reader may go. */
export function MemberStatus({ member }: { member: TeamMemberRow }) {
  const rights = useViewRights();
  return (
    <Group gap={4} wrap="nowrap">
      {meetsCommitment(member, member.tangibleHours) ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-6)" aria-label="Committed hours reached" />
      ) : (
        <IconCircleX size={18} color="var(--mantine-color-red-6)" aria-label="Committed hours not reached" />
      )}
      {rights.timeLog(member.personId) && (
        <Anchor component={Link} to={`/timelog/${member.personId}`} aria-label={`Time log of ${memberName(member)}`}>
          <IconClock size={16} />
        </Anchor>
      )}
    </Group>
  );
}

/** Weekly summaries written; a link to the time log's summaries tab where the reader may go. */
function ReportCount({ member, linked }: { member: TeamMemberRow; linked: boolean }) {
  const count = (
    <Group gap={2} wrap="nowrap">
      <IconReport size={16} />
      {/* As text: Group leaves out falsy children, and 0 is a count to show. */}
      {String(member.reportCount)}
    </Group>
  );
  const label = `Weekly summaries of ${memberName(member)}: ${String(member.reportCount)}`;
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

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** The member's warnings in words, when there are any and the reader may see them. */
export function WarningsSummary({ member }: { member: TeamMemberRow }) {
  const w = member.warnings;
  if (!w || w.yellow + w.red === 0) return null;
  const parts = [w.yellow > 0 && plural(w.yellow, 'warning', 'warnings'), w.red > 0 && plural(w.red, 'blue square', 'blue squares')];
  return (
    <Group gap={2} wrap="nowrap" c={w.red > 0 ? 'red' : 'orange'}>
      <IconAlertTriangle size={14} aria-hidden />
      <Text size="xs" c="inherit">
        {parts.filter(Boolean).join(', ')}
      </Text>
    </Group>
  );
}

/**
 * Who the member is (document 2 §2): name (grey on time off) linking to the profile, role unless
 * Volunteer, the Google Doc link, the weekly summaries count, their leaders' initials and their
 * warnings in words. Links only where the reader may go (decision 023).
 */
export function MemberIdentity({ member, today }: { member: TeamMemberRow; today: string }) {
  const rights = useViewRights();
  const name = memberName(member);
  const dimmed = onTimeOffOn(member, today) ? 'dimmed' : undefined;
  return (
    <Stack gap={4}>
      <Group gap={4}>
        {rights.profile(member.personId) ? (
          <Anchor component={Link} to={`/userprofile/${member.personId}`} c={dimmed} fw={600} size="sm" {...TAP_TARGET}>
            {name}
          </Anchor>
        ) : (
          <Text component="span" c={dimmed} fw={600} size="sm">
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
        {member.reportCount !== null && <ReportCount member={member} linked={rights.timeLog(member.personId)} />}
      </Group>
      {(member.leaders.length > 0 || member.warnings) && (
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
          <WarningsSummary member={member} />
        </Group>
      )}
    </Stack>
  );
}
