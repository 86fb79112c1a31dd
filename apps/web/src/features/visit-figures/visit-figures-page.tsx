import { VISIT_FIGURES_MESSAGES as M, VISIT_METRICS, VISIT_THRESHOLDS, type VisitDevice } from '@goodhours/domain';
import { Container, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useVisitFigures } from '../../api/visit-figures';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { FiguresTable } from './figures-table';
import { formatFigure, METRIC_NAMES, sampleRateLabel } from './figure-format';

const ALL = 'all';
const DEVICES = [
  { value: ALL, label: 'All devices' },
  { value: 'phone', label: 'Phones' },
  { value: 'desktop', label: 'Desktops' },
];

/** What each figure means and where its good and poor begin (the thresholds the ratings use). */
function Explanation({ sampleRate }: { sampleRate: number | undefined }) {
  return (
    <Stack gap="xs">
      <Text>
        Each figure is the 75th percentile of what real visits measured on that page: three visits in four were at least this good. Pages
        are listed worst first.
        {sampleRate ? ` ${sampleRateLabel(sampleRate)} measured, with nothing that names the person.` : ''}
      </Text>
      <List size="sm" spacing={4}>
        {VISIT_METRICS.map((metric) => {
          const [good, poor] = VISIT_THRESHOLDS[metric];
          return (
            <List.Item key={metric}>
              <strong>{metric}</strong>, {METRIC_NAMES[metric].name.toLowerCase()}: {METRIC_NAMES[metric].meaning}. Good up to{' '}
              {formatFigure(metric, good)}, needs improvement up to {formatFigure(metric, poor)}, poor above.
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}

/**
 * /visitfigures (Owners, decision 060): how fast the app is for the people using it, page by
 * page, over the last 7 and the last 28 days, from a sample of real visits; for every device or
 * phones and desktops apart.
 */
export function VisitFiguresPage() {
  const [device, setDevice] = useState<string>(ALL);
  const figures = useVisitFigures(device === ALL ? null : (device as VisitDevice));
  const data = figures.data;
  const nothingYet = data?.windows.every((w) => w.pages.length === 0);

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <PageTitle infoName="visitFigures">{M.title}</PageTitle>
        <Explanation sampleRate={data?.sampleRate} />
        <SegmentedControl aria-label="Device" value={device} onChange={setDevice} data={DEVICES} style={{ alignSelf: 'flex-start' }} />
        {figures.isPending && <PageSkeleton rows={6} />}
        {figures.isError && <ErrorView error={figures.error} onRetry={() => void figures.refetch()} />}
        {data && nothingYet && (
          <Stack gap={4} role="status">
            <Text fw={500}>{M.noFigures}</Text>
            {data.sampleRate === 0 && <Text c="dimmed">{M.measuringOff}</Text>}
          </Stack>
        )}
        {data &&
          !nothingYet &&
          data.windows.map((w) => <FiguresTable key={w.days} title={`Last ${String(w.days)} days`} pages={w.pages} />)}
      </Stack>
    </Container>
  );
}
