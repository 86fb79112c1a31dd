import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card the public password pages share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={440} py={60}>
      <Title order={1} ta="center" size="h2">
        {title}
      </Title>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
