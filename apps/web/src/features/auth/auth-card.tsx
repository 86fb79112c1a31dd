import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The product's name and what it is, at the top of every page before signing in. */
export const PRODUCT = { name: 'Goodhours', tagline: 'Time, teams and tasks for volunteer organisations' } as const;

/** The centred card the public password pages share, under the product's name. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={440} py={48}>
      <Text ta="center" fw={800} fz={28} c="teal">
        {PRODUCT.name}
      </Text>
      <Text ta="center" size="sm" c="dimmed" mb="xl">
        {PRODUCT.tagline}
      </Text>
      <Title order={1} ta="center" size="h2">
        {title}
      </Title>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
