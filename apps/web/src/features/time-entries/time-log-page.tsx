import { mayPostEntryFor, MESSAGES, pacificWeek, type TimeEntry } from '@goodhours/domain';
import { Box, Button, Container, Group, Stack, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useUserBadges } from '../../api/profile-work';
import { useTimeEntries } from '../../api/time-entries';
import { isApiError } from '../../api/client';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { ProfileTasksTable } from '../users';
import { badgeTotal, BadgesTab } from '../badges';
import { DateRangePanel } from './date-range-panel';
import { usePersonProfile, useEntryActor } from './entry-actor';
import { EntriesPanel } from './entries-panel';
import { FirstSteps } from './first-steps';
import { TimeEntryDialog } from './time-entry-dialog';
import { isTimeLogTab, tabFromHash, TIME_LOG_TABS, WEEK_TABS } from './time-log-tabs';
import { rangeLabel } from './week-label';
import { PageTitle } from '../../components/page-title';
import { useMayView, useShownPerson, ViewRefused } from '../viewing';

/** The summaries tab carries the rich text editor: its code loads after the log itself. */
const WeeklySummariesTab = lazy(() => import('../weekly-summaries/weekly-summaries-tab').then((m) => ({ default: m.WeeklySummariesTab })));

/**
 * /timelog and /timelog/:userId (document 2 §2 'Time log page'): the person's tasks, their time
 * entries of the last three weeks or a searched range, weekly summaries and badges, in seven
 * hash-routed tabs. Another person's log opens when the caller may view it (decision 023);
 * otherwise the page says so, once.
 */
export function TimeLogPage() {
  // /timelog/:userId, else the person an Owner or Administrator is viewing, else the caller.
  const shown = useShownPerson();
  return <TimeLog {...(shown ? { personId: shown.id } : {})} />;
}

/**
 * The time log of `personId` (the caller when absent); on the dashboard it is embedded as its
 * 'Tasks and Timelogs' panel, without the page's outer container.
 */
export function TimeLog({ personId, embedded = false }: { personId?: string; embedded?: boolean }) {
  const actor = useEntryActor();
  const userId = personId ?? actor?.id ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  const thisWeek = pacificWeek(now, 0);
  // Whether the log may be read is decided from the session (and the caller's teammates): a
  // refused log asks for nothing of the person's (issue 42, defect 3).
  const mayView = useMayView('timeLog', userId);
  // The current week's entries (the tab shown first); the server still refuses a log it will not show.
  const probe = useTimeEntries(userId, thisWeek.start, thisWeek.end, userId !== '' && mayView === true);
  // The rest of the log is asked for once the first answer shows it may be read.
  const { profile, owner } = usePersonProfile(userId, actor, probe.isSuccess);
  const badges = useUserBadges(userId, probe.isSuccess);
  const [adding, addDialog] = useDisclosure(false);
  const [editing, setEditing] = useState<TimeEntry | null>(null);

  if (!actor) return null;
  if (mayView === false) return <ViewRefused message={MESSAGES.noPermissionToViewTimeLog} />;
  if (probe.isPending) return <PageSkeleton rows={8} />;
  if (probe.isError) {
    if (isApiError(probe.error) && probe.error.status === 403) return <ViewRefused message={MESSAGES.noPermissionToViewTimeLog} />;
    return <ErrorView error={probe.error} onRetry={() => void probe.refetch()} />;
  }

  const own = actor.id === userId;
  const person = profile.data;
  const tab = tabFromHash(location.hash);
  const panelProps = {
    userId,
    committedHours: person?.weeklyCommittedHours,
    actor,
    owner,
    onEdit: setEditing,
  };
  const badgeCount = badges.data ? badgeTotal(badges.data) : null;

  const Outer = embedded ? Box : Container;
  return (
    <Outer {...(embedded ? {} : { size: 'xl' })}>
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <PageTitle infoName="timeLog" {...(embedded ? { order: 2 } : {})}>
              Tasks and Timelogs
            </PageTitle>
            {!own && person && (
              <Text fw={500}>
                {person.firstName} {person.lastName}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              Viewing time entries logged in the last 3 weeks
            </Text>
          </div>
          {mayPostEntryFor(actor, userId, owner) && (
            <Button leftSection={<IconPlus size={16} />} onClick={addDialog.open}>
              Add Time Entry
            </Button>
          )}
        </Group>

        {own && person && <FirstSteps person={person} />}

        <Tabs
          value={tab}
          onChange={(value) => {
            if (isTimeLogTab(value)) void navigate({ hash: value }, { replace: true });
          }}
          keepMounted={false}
        >
          <Tabs.List>
            {TIME_LOG_TABS.map((t) => (
              <Tabs.Tab key={t.key} value={t.key}>
                {t.key === 'badgesearned' && badgeCount !== null ? `${t.label} (${String(badgeCount)})` : t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>

          <Tabs.Panel value="tasks" pt="md">
            <ProfileTasksTable userId={userId} />
          </Tabs.Panel>
          {Object.entries(WEEK_TABS).map(([key, weeksAgo]) => {
            const week = pacificWeek(now, weeksAgo);
            return (
              <Tabs.Panel key={key} value={key} pt="md">
                <Stack gap="sm">
                  <Text fw={500}>{rangeLabel(week)}</Text>
                  <EntriesPanel {...panelProps} from={week.start} to={week.end} />
                </Stack>
              </Tabs.Panel>
            );
          })}
          <Tabs.Panel value="dateRange" pt="md">
            <DateRangePanel {...panelProps} />
          </Tabs.Panel>
          <Tabs.Panel value="weeklySummaries" pt="md">
            <Suspense fallback={null}>
              <WeeklySummariesTab userId={userId} />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="badgesearned" pt="md">
            <BadgesTab userId={userId} own={own} />
          </Tabs.Panel>
        </Tabs>
      </Stack>

      <TimeEntryDialog opened={adding} onClose={addDialog.close} userId={userId} />
      <TimeEntryDialog
        opened={editing !== null}
        onClose={() => {
          setEditing(null);
        }}
        userId={userId}
        {...(editing ? { entry: editing } : {})}
      />
    </Outer>
  );
}
