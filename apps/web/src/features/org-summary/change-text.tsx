import { Group, Text, type MantineSize } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import { change, changeLabel, type FigureKind } from './change';
import classes from './org-summary.module.css';

interface Props {
  current: number;
  previous: number;
  kind: FigureKind;
  /** Whether more is better (fewer blue squares is): what colours the change. */
  higherIsBetter?: boolean;
  size?: MantineSize;
}

const ICONS = { up: IconArrowUpRight, down: IconArrowDownRight, same: IconEqual };

/** A figure's change from the compared period: sign, share and word ('+12 (+40%) up'), an arrow, and a colour for better or worse. */
export function ChangeText({ current, previous, kind, higherIsBetter = true, size = 'sm' }: Props) {
  const c = change(current, previous, kind);
  const better = c.direction === 'same' ? 'same' : (c.direction === 'up') === higherIsBetter ? 'good' : 'bad';
  const Icon = ICONS[c.direction];
  return (
    <Text component="span" size={size} fw={500} className={classes[better]}>
      <Group component="span" gap={4} wrap="nowrap" display="inline-flex">
        <Icon size={14} aria-hidden />
        {changeLabel(c, kind)}
      </Group>
    </Text>
  );
}
