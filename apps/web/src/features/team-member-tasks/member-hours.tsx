import { formatHours, memberHoursColour, remainingHours, requiredHours, type TeamMemberRow } from '@goodhours/domain';
import { Text } from '@mantine/core';

/** The weekly hours triple (document 2 §2): required, completed this week in colour, remaining in red. */
export function MemberHours({
  member,
}: {
  member: Pick<TeamMemberRow, 'role' | 'weeklyCommittedHours' | 'missedHours' | 'tangibleHours'>;
}) {
  const required = requiredHours(member);
  return (
    <Text size="sm" title="Required (committed, plus missed hours for the Core Team), completed and remaining hours this week">
      {required} /{' '}
      <Text component="span" c={memberHoursColour(member.tangibleHours, required)} fw={600}>
        {formatHours(member.tangibleHours)}
      </Text>{' '}
      /{' '}
      <Text component="span" c="red">
        {formatHours(remainingHours(member, member.tangibleHours))}
      </Text>
    </Text>
  );
}
