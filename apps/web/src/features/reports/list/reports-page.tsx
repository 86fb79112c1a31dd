import { Card, Container, Stack, Tabs } from '@mantine/core';
import { IconFolder, IconUser, IconUsers } from '@tabler/icons-react';
import { PageTitle } from '../../../components/page-title';
import { PeopleTab } from './people-tab';
import { PeriodControl } from '../period-control';
import { ProjectsTab } from './projects-tab';
import { REPORT_TABS, type ReportTab } from './report-list-state';
import { TeamsTab } from './teams-tab';
import { useListState } from './use-list-state';
import { useReportPeriod } from '../use-report-period';

/**
 * /reports (document 1 §2, document 4 §10): people, projects and teams with their hours in a
 * period, each searchable, filterable and sortable, every name opening its own report. The tab,
 * period, search, filters and sort are all in the address.
 */
export function ReportsPage() {
  const { period, problem, today, setPeriod } = useReportPeriod('last4Weeks');
  const { state, update } = useListState();
  const tabProps = { period, state, update };
  return (
    <Container fluid px={0}>
      <Stack gap="lg">
        <PageTitle infoName="reports">Reports</PageTitle>
        <Card withBorder>
          <PeriodControl period={period} today={today} onChange={setPeriod} problem={problem} />
        </Card>
        <Tabs
          value={state.tab}
          onChange={(tab) => {
            if (tab && tab !== state.tab && REPORT_TABS.includes(tab as ReportTab)) update({ tab: tab as ReportTab });
          }}
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="people" leftSection={<IconUser size={16} aria-hidden />}>
              People
            </Tabs.Tab>
            <Tabs.Tab value="projects" leftSection={<IconFolder size={16} aria-hidden />}>
              Projects
            </Tabs.Tab>
            <Tabs.Tab value="teams" leftSection={<IconUsers size={16} aria-hidden />}>
              Teams
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="people" pt="md">
            <PeopleTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="projects" pt="md">
            <ProjectsTab {...tabProps} />
          </Tabs.Panel>
          <Tabs.Panel value="teams" pt="md">
            <TeamsTab {...tabProps} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
