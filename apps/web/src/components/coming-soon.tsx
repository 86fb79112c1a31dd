import { Container, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { WEB_MESSAGES } from '../messages';

/** The one page for routes whose area later work builds: says so, names the area, shows nothing else. */
export function ComingSoon({ area }: { area: string }) {
  return (
    <Container size="sm" py="xl">
      <ThemeIcon size="xl" variant="light" radius="xl" mb="md" aria-hidden>
        <IconTools />
      </ThemeIcon>
      <Title order={2}>{WEB_MESSAGES.comingSoonTitle(area)}</Title>
      <Text mt="sm" c="dimmed">
        {WEB_MESSAGES.comingSoonBody(area)}
      </Text>
    </Container>
  );
}
