import type { PeopleReport, ReportPeriod } from '@goodhours/domain';
import { useParams } from 'react-router';
import { usePeopleReport } from '../../../api/reports';
import { useEntriesDrawer } from '../entries/use-entries-drawer';
import { HoursChart } from '../hours-chart';
import { peopleReportExport, peopleReportPdf } from './people-report-export';
import { PeopleReportHours } from './people-report-hours';
import { PeopleReportRecords } from './people-report-records';
import { PeriodTotals, PersonSummary } from './person-summary';
import { personName } from '../list/report-list-specs';
import { ReportPageFrame } from '../report-page-frame';
import { ReportSection } from '../report-section';
import { useReportPeriod } from '../use-report-period';

function Report({ report, onPeriod }: { report: PeopleReport; onPeriod: (period: ReportPeriod) => void }) {
  const { period } = report;
  const name = personName(report.person);
  const { open, drawer } = useEntriesDrawer(period, { userId: report.person.id });
  return (
    <>
      <PersonSummary person={report.person} />
      <PeriodTotals report={report} onRows={() => open(name, {})} />
      <ReportSection title={`Hours by ${period.granularity}`}>
        <HoursChart
          series={report.series}
          granularity={period.granularity}
          period={period}
          onOpen={onPeriod}
          onRows={(bar) => open(name, {}, bar)}
        />
      </ReportSection>
      <PeopleReportHours report={report} period={period} onRows={(title, scope) => open(`${name} on ${title}`, scope)} />
      <PeopleReportRecords report={report} />
      {drawer}
    </>
  );
}

/**
 * /peoplereport/{userId} (document 4 §10): one person's summary and, for a period, their hours
 * (a chart whose bars open onto their weeks, by project and by category), tasks, badges, blue
 * squares, time off and summaries; exported as CSV, Excel or a text PDF.
 */
export function PeopleReportPage() {
  const { userId = '' } = useParams();
  const period = useReportPeriod('last12Weeks');
  const query = usePeopleReport(userId, period.period);
  return (
    <ReportPageFrame
      title={(report) => (report ? `People report: ${personName(report.person)}` : 'People report')}
      infoName="peopleReport"
      period={period}
      query={query}
      exports={(report) => ({ build: () => peopleReportExport(report), pdf: () => peopleReportPdf(report) })}
      list={{ tab: 'people', label: 'Choose a person in Reports' }}
    >
      {(report) => <Report report={report} onPeriod={period.setPeriod} />}
    </ReportPageFrame>
  );
}
