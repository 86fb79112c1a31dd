import { Button, Card, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { formatValue } from './change';
import { ChangeText } from './change-text';
import type { Figure, FigureRows } from './org-figures';
import classes from './org-summary.module.css';

function FigureCard({ figure: f, onRows }: { figure: Figure; onRows: ((rows: FigureRows, title: string) => void) | null }) {
  const id = useId();
  const of = (n: number) => (f.of ? ` of ${formatValue(n, 'count')}` : '');
  return (
    <Card withBorder component="section" aria-labelledby={id} padding="md">
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" id={id}>
            {f.label}
          </Title>
          {f.rows && onRows && (
            <Button variant="subtle" size="compact-sm" onClick={() => onRows(f.rows ?? 'all', f.label)}>
              Entries <VisuallyHidden>of {f.label.toLowerCase()}</VisuallyHidden>
            </Button>
          )}
        </Group>
        <Text className={classes.value}>
          {formatValue(f.current, f.kind)}
          {f.of && (
            <Text component="span" size="sm" fw={400}>
              {of(f.of.current)}
            </Text>
          )}
        </Text>
        <ChangeText current={f.current} previous={f.previous} kind={f.kind} higherIsBetter={f.higherIsBetter} />
        <Text size="sm">
          Compared period: {formatValue(f.previous, f.kind)}
          {f.of && of(f.of.previous)}
        </Text>
        <Text size="xs" c="dimmed">
          {f.hint}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The summary's figures, each in this period, in the compared one and the change between them;
 * the hours open their entries.
 */
export function FigureCards({ figures, onRows }: { figures: Figure[]; onRows: ((rows: FigureRows, title: string) => void) | null }) {
  return (
    <section aria-labelledby="org-figures">
      <VisuallyHidden>
        <h2 id="org-figures">Figures</h2>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm">
        {figures.map((f) => (
          <FigureCard key={f.label} figure={f} onRows={onRows} />
        ))}
      </SimpleGrid>
    </section>
  );
}
