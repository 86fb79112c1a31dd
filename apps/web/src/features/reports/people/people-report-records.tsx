import { formatDay, type PeopleReport } from '@goodhours/domain';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from 'react-router';
import { submittedDay, taskLabel } from './people-report-export';
import { LoggedProgress } from '../report-cells';
import { ReportSection, SectionTable } from '../report-section';

type Task = PeopleReport['tasks'][number];

function Tasks({ tasks }: { tasks: Task[] }) {
  return (
    <ReportSection title="Tasks" empty={tasks.length === 0 && 'No task is assigned to this person.'}>
      <SectionTable label="Tasks" columns={['Task', 'Project', 'Status', 'Logged of estimate', 'Completed']} minWidth={720}>
        {tasks.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>
              <Anchor component={Link} to={`/wbs/tasks/${t.id}`} size="sm">
                {taskLabel(t)}
              </Anchor>
            </Table.Td>
            <Table.Td>{t.projectName}</Table.Td>
            <Table.Td>{t.status}</Table.Td>
            <Table.Td>
              <LoggedProgress logged={t.hoursLogged} estimated={t.estimatedHours} />
            </Table.Td>
            <Table.Td>
              <Badge variant="light" color={t.completed ? 'teal' : 'gray'}>
                {t.completed ? 'Completed' : 'Open'}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </SectionTable>
    </ReportSection>
  );
}

/** What the person was given and asked for: tasks, badges, blue squares, time off, and the summaries of the period. */
export function PeopleReportRecords({ report }: { report: PeopleReport }) {
  const { badges, blueSquares, timeOff, summaries } = report;
  return (
    <>
      <Tasks tasks={report.tasks} />
      <ReportSection title="Badges" empty={badges.length === 0 && 'No badge earned yet.'}>
        <SectionTable label="Badges" columns={['Badge', { header: 'Count', numeric: true }, 'Last earned']} minWidth={360}>
          {badges.map((b) => (
            <Table.Tr key={b.badgeId}>
              <Table.Td>{b.badgeName}</Table.Td>
              <Table.Td ta="right">{b.count}</Table.Td>
              <Table.Td>{b.lastEarned ? formatDay(b.lastEarned) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </ReportSection>
      <ReportSection title="Blue squares" empty={blueSquares.length === 0 && 'No blue square.'}>
        <SectionTable label="Blue squares" columns={['Date', 'Description']} minWidth={360}>
          {blueSquares.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(b.date)}</Table.Td>
              <Table.Td>{b.description}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </ReportSection>
      <ReportSection title="Time off" empty={timeOff.length === 0 && 'No time off requested.'}>
        <SectionTable label="Time off" columns={['From', 'To', 'Reason']} minWidth={360}>
          {timeOff.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(t.startingDate)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(t.endingDate)}</Table.Td>
              <Table.Td>{t.reason}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </ReportSection>
      <ReportSection title="Summaries in the period" empty={summaries.length === 0 && 'No weekly summary was written in this period.'}>
        <SectionTable label="Summaries in the period" columns={['Week of', { header: 'Words', numeric: true }, 'Submitted']} minWidth={360}>
          {summaries.map((s) => (
            <Table.Tr key={s.weekStart}>
              <Table.Td>{formatDay(s.weekStart)}</Table.Td>
              <Table.Td ta="right">{s.words}</Table.Td>
              <Table.Td>{submittedDay(s.uploadDate)}</Table.Td>
            </Table.Tr>
          ))}
        </SectionTable>
      </ReportSection>
    </>
  );
}
