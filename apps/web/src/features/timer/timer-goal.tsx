import { TIMER_GOAL_STEP_MS, TIMER_MAX_GOAL_MS, TIMER_MIN_GOAL_MS, formatTimerClock } from '@goodhours/domain';
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { memo } from 'react';
import { Tooltip } from '../../components/tooltip';

/**
 * The goal and its +/- 15 minute buttons (document 4 §5: 1 minute to 5 hours), each refused at its
 * bound; the header's fieldset disables both while the timer cannot be used.
 */
export const TimerGoal = memo(function TimerGoal(props: { goal: number; onAdd: () => void; onRemove: () => void }) {
  const { goal } = props;
  const removeLabel = 'Remove 15 minutes from the goal';
  const addLabel = 'Add 15 minutes to the goal';
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={removeLabel}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={removeLabel}
          disabled={goal - TIMER_GOAL_STEP_MS < TIMER_MIN_GOAL_MS}
          onClick={props.onRemove}
        >
          <IconMinus size={14} />
        </ActionIcon>
      </Tooltip>
      <Text size="xs" c="dimmed" aria-label="Goal" style={{ whiteSpace: 'nowrap' }}>
        Goal {formatTimerClock(goal)}
      </Text>
      <Tooltip label={addLabel}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={addLabel}
          disabled={goal + TIMER_GOAL_STEP_MS > TIMER_MAX_GOAL_MS}
          onClick={props.onAdd}
        >
          <IconPlus size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});
