import { Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The product's name and what it is, at the top of every page before signing in. */
export const PRODUCT = { name: 'Goodhours', tagline: 'Time, teams and tasks for volunteer organisations' } as const;

/**
 * The centred card the public password pages share. Only /login, which has no header, names the
 * product above it (`brand`); the other public pages have it in their header.
 */
export function AuthCard({ title, children, brand = false }: { title: string; children: ReactNode; brand?: boolean }) {
  return (
    <Container size={440} py={brand ? 48 : 'lg'}>
      {brand && (
        <>
          <Text ta="center" fw={800} fz={28} c="teal">
            {PRODUCT.name}
          </Text>
          <Text ta="center" size="sm" c="dimmed" mb="xl">
            {PRODUCT.tagline}
          </Text>
        </>
      )}
      <Title order={1} ta="center" size="h2">
        {title}
      </Title>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
