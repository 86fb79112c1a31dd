import { areaInfoName, MESSAGES } from '@goodhours/domain';
import { Container, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { InfoButton } from './info-button';

/** The one page for routes whose area later work builds: says so, names the area, shows nothing else. */
export function ComingSoon({ area }: { area: string }) {
  return (
    <Container fluid px={0} py="xl">
      <ThemeIcon size="xl" variant="light" radius="xl" mb="md" aria-hidden>
        <IconTools />
      </ThemeIcon>
      <Group gap="xs">
        <Title order={1}>{MESSAGES.comingSoonTitle(area)}</Title>
        <InfoButton infoName={areaInfoName(area)} />
      </Group>
      <Text mt="sm" c="dimmed">
        {MESSAGES.comingSoonBody(area)}
      </Text>
    </Container>
  );
}
