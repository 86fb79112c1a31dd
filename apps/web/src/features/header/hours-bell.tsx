import { HEADER_MESSAGES as M } from '@goodhours/domain';
import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useDismissHoursBell, useHoursBell } from '../../api/header';

/** The weekly hours bell: lit when under half the commitment with 48 hours or less left. */
export function HoursBell({ userId }: { userId: string }) {
  const bell = useHoursBell(userId);
  const dismiss = useDismissHoursBell(userId);
  const [opened, setOpened] = useState(false);
  if (!bell.data?.show) return null;
  const close = () => {
    setOpened(false);
    dismiss.mutate();
  };
  return (
    <Popover opened={opened} onChange={(o) => (o ? setOpened(true) : close())} onDismiss={close} width={280} withArrow>
      <Popover.Target>
        <Indicator color="red" size={8} processing>
          <ActionIcon variant="subtle" aria-label="Weekly hours reminder" onClick={() => (opened ? close() : setOpened(true))}>
            <IconBell size={18} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{M.bell(bell.data.hoursLeft, bell.data.committedHours, bell.data.tangibleHours)}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
