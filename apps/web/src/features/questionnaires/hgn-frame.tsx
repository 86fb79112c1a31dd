import { HGN_PAGE_COUNT, HGN_PROGRESS } from '@goodhours/domain';
import { Container, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  page: number;
  title: string;
  children: ReactNode;
}

/** A page of the development-team questionnaire: its heading, where it stands, and the progress bar (document 3 §2.3). */
export function HgnFrame({ page, title, children }: Props) {
  const progress = HGN_PROGRESS[page - 1] ?? 0;
  return (
    <Container fluid px={0}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                Development-team questionnaire
              </Text>
              <Text size="sm" c="dimmed">
                Page {page} of {HGN_PAGE_COUNT}
              </Text>
            </Group>
            <Progress
              value={progress}
              size="lg"
              radius="xl"
              aria-label={`Questionnaire progress: page ${String(page)} of ${String(HGN_PAGE_COUNT)}`}
            />
            <Title order={1} size="h2">
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
