import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { InfoButton } from './info-button';

/** A page's heading with the area's info button beside it. */
export function PageTitle({ children, infoName }: { children: ReactNode; infoName: string }) {
  return (
    <Group gap="xs">
      <Title order={1} size="h2">
        {children}
      </Title>
      <InfoButton infoName={infoName} />
    </Group>
  );
}

