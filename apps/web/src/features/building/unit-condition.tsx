import { isBadCondition, type UnitCondition } from '@goodhours/domain';
import { Badge, Group, Text } from '@mantine/core';

/**
 * A unit's condition, with a 'Bad' badge for the conditions document 3 §4 flags (Lost, Needs
 * Replacing, Worn, Needs Repair) and 'Retired' once it is out of use: said in words, not only in colour.
 */
export function UnitConditionText({ condition, retired = false }: { condition: UnitCondition; retired?: boolean }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" span>
        {condition}
      </Text>
      {isBadCondition(condition) && (
        <Badge color="red" variant="light" size="sm">
          Bad
        </Badge>
      )}
      {retired && (
        <Badge color="gray" variant="light" size="sm">
          Retired
        </Badge>
      )}
    </Group>
  );
}
