import { VISIT_METRICS, visitRating, type PageFigures, type VisitMetric } from '@goodhours/domain';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatFigure, RATING_COLOURS, RATING_LABELS, visitsLabel } from './figure-format';

type Figure = PageFigures[VisitMetric];

/** One metric's p75 with its rating in words (the colour only repeats it) and how many visits measured it. */
function FigureCell({ metric, figure }: { metric: VisitMetric; figure: Figure }) {
  if (!figure) {
    return (
      <Text size="sm" c="dimmed">
        Not measured
      </Text>
    );
  }
  const rating = visitRating(metric, figure.p75);
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" fw={600}>
        {formatFigure(metric, figure.p75)}
      </Text>
      <Badge color={RATING_COLOURS[rating]} variant="light" size="sm">
        {RATING_LABELS[rating]}
      </Badge>
      <Text size="xs" c="dimmed">
        {visitsLabel(figure.samples)}
      </Text>
    </Stack>
  );
}

/** One window's figures: a row per page, the 75th percentile of each metric. */
export function FiguresTable({ title, pages }: { title: string; pages: readonly PageFigures[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {pages.length === 0 ? (
        <Text c="dimmed">No visit was measured in this window.</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={title} striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Page</Table.Th>
                  {VISIT_METRICS.map((metric) => (
                    <Table.Th key={metric} scope="col">
                      {metric} (p75)
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pages.map((row) => (
                  <Table.Tr key={row.page}>
                    <Table.Th scope="row" fw={500}>
                      <Text component="span" size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                        {row.page}
                      </Text>
                    </Table.Th>
                    {VISIT_METRICS.map((metric) => (
                      <Table.Td key={metric}>
                        <FigureCell metric={metric} figure={row[metric]} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
