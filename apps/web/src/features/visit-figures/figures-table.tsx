import { VISIT_METRICS, visitRating, type PageFigures, type VisitMetric, type VisitRating } from '@goodhours/domain';
import { Badge, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useFirstPage } from '../../components/show-more';
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

/** Pages drawn at first, and added by each 'Show more'. */
const FIGURES_PAGE = 10;
const SEVERITY: Record<VisitRating, number> = { poor: 2, 'needs-improvement': 1, good: 0 };

/** How badly the page does: its worst rating over the metrics measured (-1 when none is). */
function severity(row: PageFigures): number {
  return Math.max(-1, ...VISIT_METRICS.map((m) => (row[m] ? SEVERITY[visitRating(m, row[m].p75)] : -1)));
}

/** Worst first: the worst rating, then the slowest largest paint, then by name. */
function worstFirst(pages: readonly PageFigures[]): PageFigures[] {
  return [...pages].sort((a, b) => severity(b) - severity(a) || (b.LCP?.p75 ?? -1) - (a.LCP?.p75 ?? -1) || a.page.localeCompare(b.page));
}

/** One window's figures: a row per page, worst first, the 75th percentile of each metric; ten pages, then 'Show more'. */
export function FiguresTable({ title, pages }: { title: string; pages: readonly PageFigures[] }) {
  const sorted = useMemo(() => worstFirst(pages), [pages]);
  const { shown, more } = useFirstPage(sorted, FIGURES_PAGE);
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
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
                {shown.map((row) => (
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
      {more}
    </Stack>
  );
}
