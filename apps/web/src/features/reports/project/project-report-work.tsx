import { MAX_REPORT_TASKS, type ProjectReport } from '@goodhours/domain';
import { Table, Text } from '@mantine/core';
import { taskLabel } from '../people/people-report-export';
import { LoggedProgress, ReportLink, StatusBadge } from '../report-cells';
import { ReportSection, SectionTable } from '../report-section';

/** A WBS's task tree (/wbs/tasks/{wbsId}/{projectId}/{wbsName}): the page a WBS opens onto. */
const wbsTasksPath = (projectId: string, w: ProjectReport['wbs'][number]) =>
  `/wbs/tasks/${w.id}/${projectId}/${encodeURIComponent(w.wbsName)}`;

/** The project's work: each WBS with its tasks done and hours logged against estimated (all time). */
function WbsSection({ report }: { report: ProjectReport }) {
  const { wbs, project } = report;
  return (
    <ReportSection title="Work breakdown (all time)" empty={wbs.length === 0 && 'This project has no WBS yet.'}>
      <SectionTable
        label="WBS"
        columns={['WBS', 'Status', { header: 'Tasks', numeric: true }, { header: 'Completed', numeric: true }, 'Logged of estimate']}
        minWidth={640}
      >
        {wbs.map((w) => (
          <Table.Tr key={w.id}>
            <Table.Td>
              <ReportLink to={wbsTasksPath(project.id, w)}>{w.wbsName}</ReportLink>
            </Table.Td>
            <Table.Td>
              <StatusBadge active={w.isActive} />
            </Table.Td>
            <Table.Td ta="right">{w.taskCount}</Table.Td>
            <Table.Td ta="right">{w.completedCount}</Table.Td>
            <Table.Td>
              <LoggedProgress logged={w.loggedHours} estimated={w.estimatedHours} />
            </Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
    </ReportSection>
  );
}

function TasksSection({ tasks }: { tasks: ProjectReport['tasks'] }) {
  return (
    <ReportSection title="Top-level tasks (all time)" empty={tasks.length === 0 && 'This project has no task yet.'}>
      {tasks.length >= MAX_REPORT_TASKS && (
        <Text size="sm">The first {MAX_REPORT_TASKS} top-level tasks are shown; the WBS pages hold them all.</Text>
      )}
      <SectionTable label="Top-level tasks" columns={['Task', 'WBS', 'Status', 'Logged of estimate']} minWidth={640}>
        {tasks.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>
              <ReportLink to={`/wbs/tasks/${t.id}`}>{taskLabel(t)}</ReportLink>
            </Table.Td>
            <Table.Td>{t.wbsName}</Table.Td>
            <Table.Td>{t.status}</Table.Td>
            <Table.Td>
              <LoggedProgress logged={t.hoursLogged} estimated={t.estimatedHours} />
            </Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
    </ReportSection>
  );
}

/** The project's WBS and top-level tasks, estimated against logged. */
export function ProjectReportWork({ report }: { report: ProjectReport }) {
  return (
    <>
      <WbsSection report={report} />
      <TasksSection tasks={report.tasks} />
    </>
  );
}
