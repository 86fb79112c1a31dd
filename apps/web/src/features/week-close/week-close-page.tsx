import { formatDay, formatMoment, WEEK_CLOSE_MESSAGES, type WeekCloseOutcome } from '@goodhours/domain';
import { Anchor, Button, Card, Container, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { notifications } from '@mantine/notifications';
import { useResendWeekEmails, useWeekCloseDetail, useWeekCloseHistory, useWeekClosePreview } from '../../api/week-close';
import { useCan } from '../../auth/use-session';
import { toastRefusal } from '../../components/confirm-delete';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { ShowMore, useShownLimit } from '../../components/show-more';
import { OutcomeTable } from './outcome-table';
import { WaiveDialog } from './waive-dialog';
import { closeCounts, closeDuration, isNotable, weekLabel } from './week-close-format';

/** Rows drawn at first, and added by each 'Show more': a large organisation has thousands. */
const PAGE_ROWS = 200;

/** Notable people only, or everyone; a name search; and the first rows of what matches. */
function useShown(outcomes: readonly WeekCloseOutcome[], pinnedId: string | null = null) {
  const [everyone, setEveryone] = useState(false);
  const [search, setSearch] = useState('');
  const [limit, showMore] = useShownLimit(PAGE_ROWS);
  const needle = search.trim().toLowerCase();
  const matching = outcomes.filter(
    (o) => (everyone || isNotable(o)) && (!needle || `${o.firstName} ${o.lastName}`.toLowerCase().includes(needle)),
  );
  const first = matching.slice(0, limit);
  // The person a link pointed at is shown even beyond the first rows.
  const pinned = pinnedId && !first.some((o) => o.userId === pinnedId) ? outcomes.find((o) => o.userId === pinnedId) : undefined;
  const shown = pinned ? [pinned, ...first] : first;
  const more = <ShowMore notShown={matching.length - limit} onShow={showMore} />;
  const controls = (
    <Stack gap="xs">
      <TextInput label="Find a person" value={search} onChange={(e) => setSearch(e.currentTarget.value)} maw={320} />
      <Switch
        label={`Show everyone (${String(outcomes.length)} people), not only those with a blue square, an exemption or a badge`}
        checked={everyone}
        onChange={(e) => setEveryone(e.currentTarget.checked)}
      />
    </Stack>
  );
  return { shown, controls, more };
}

function Preview() {
  const preview = useWeekClosePreview();
  const { shown, controls, more } = useShown(preview.data?.outcomes ?? []);
  if (preview.isPending) return <PageSkeleton rows={4} />;
  if (preview.isError) return <ErrorView error={preview.error} onRetry={() => void preview.refetch()} />;
  const p = preview.data;
  return (
    <Card withBorder component="section" aria-labelledby="close-preview">
      <Stack>
        <Title order={2} size="h4" id="close-preview">
          The coming close: {weekLabel(p)}
        </Title>
        <Text>
          If the week ended now, at close: {closeCounts(p)}. The figures change as people log time and write summaries until Sunday 00:00
          Pacific.
        </Text>
        {controls}
        <OutcomeTable outcomes={shown} caption="What the coming close would decide, person by person" />
        {more}
      </Stack>
    </Card>
  );
}

function History() {
  const history = useWeekCloseHistory();
  if (history.isPending) return <PageSkeleton rows={4} />;
  if (history.isError) return <ErrorView error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <Card withBorder component="section" aria-labelledby="close-history">
      <Stack>
        <Title order={2} size="h4" id="close-history">
          Past closes
        </Title>
        {history.data.length === 0 ? (
          <Text>No week has been closed yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Week</Table.Th>
                  <Table.Th scope="col">Started</Table.Th>
                  <Table.Th scope="col">Took</Table.Th>
                  <Table.Th scope="col">People</Table.Th>
                  <Table.Th scope="col">Gave</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.data.map((c) => (
                  <Table.Tr key={c.weekStart}>
                    <Table.Td>
                      <Anchor component={Link} to={`/weekclose/${c.weekStart}`}>
                        {weekLabel(c)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{formatMoment(c.startedAt)}</Table.Td>
                    <Table.Td>{closeDuration(c)}</Table.Td>
                    <Table.Td>{c.people}</Table.Td>
                    <Table.Td>{closeCounts(c)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** Sends the week's blue-square emails again; no blue square is given again. */
function ResendButton({ weekStart }: { weekStart: string }) {
  const resend = useResendWeekEmails(weekStart);
  return (
    <Group>
      <Button
        variant="default"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: ({ blueSquareEmails, digests }) =>
              notifications.show({ color: 'green', message: WEEK_CLOSE_MESSAGES.resent(blueSquareEmails, digests) }),
            onError: toastRefusal,
          })
        }
      >
        Send this week’s emails again
      </Button>
    </Group>
  );
}

function ClosedWeek({ weekStart }: { weekStart: string }) {
  const { can } = useCan();
  const detail = useWeekCloseDetail(weekStart);
  const [waiving, setWaiving] = useState<WeekCloseOutcome | null>(null);
  const { hash } = useLocation();
  const { shown, controls, more } = useShown(
    detail.data?.outcomes ?? [],
    hash.startsWith('#person-') ? hash.slice('#person-'.length) : null,
  );
  const loaded = !!detail.data;
  // A link from a blue square (#person-{id}) lands on that person's decision once it is drawn.
  useEffect(() => {
    if (!loaded || !hash.startsWith('#person-')) return;
    const row = document.getElementById(hash.slice(1));
    row?.scrollIntoView({ block: 'center' });
    row?.setAttribute('aria-current', 'true');
  }, [loaded, hash]);
  if (detail.isPending) return <PageSkeleton rows={6} />;
  if (detail.isError) return <ErrorView error={detail.error} onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  return (
    <Stack>
      <Anchor component={Link} to="/weekclose" size="sm">
        All closes
      </Anchor>
      <Title order={2} size="h4">
        The week of {weekLabel(d)}
      </Title>
      <Text>
        Closed {formatMoment(d.startedAt)} ({closeDuration(d)}) for {d.people} people: {closeCounts(d)}.
      </Text>
      {can('resendBlueSquareAndSummaryEmails') && <ResendButton weekStart={weekStart} />}
      {controls}
      <OutcomeTable
        outcomes={shown}
        caption={`What the close of ${formatDay(d.weekStart)} decided, person by person`}
        onWaive={setWaiving}
      />
      {more}
      <WaiveDialog weekStart={weekStart} outcome={waiving} onClose={() => setWaiving(null)} />
    </Stack>
  );
}

/**
 * /weekclose and /weekclose/{weekStart} (issue 17, the close page): what the coming close would do
 * now, the closes that ran and, for one week, every decision with its reason, where a blue square
 * can be waived.
 */
export function WeekClosePage() {
  const { weekStart } = useParams();
  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <PageTitle infoName="weekClose">Weekly Close</PageTitle>
        {weekStart ? (
          <ClosedWeek weekStart={weekStart} />
        ) : (
          <>
            <Preview />
            <History />
          </>
        )}
      </Stack>
    </Container>
  );
}
