import { Group, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoButton } from './info-button';

/** A page's heading with the area's info button beside it; `order` 2 when it heads a panel. */
export function PageTitle({ children, infoName, order = 1 }: { children: ReactNode; infoName: string; order?: TitleOrder }) {
  return (
    <Group gap="xs">
      <Title order={order} size={order === 1 ? 'h2' : 'h3'}>
        {children}
      </Title>
      <InfoButton infoName={infoName} />
    </Group>
  );
}
