import type { OrgSummary, ReportPeriod } from '@goodhours/domain';
import type { EntriesScope } from '../../api/reports';
import { HoursChart, ReportSection, useEntriesDrawer } from '../reports';
import { FigureCards } from './figure-cards';
import { CategoryHours, RoleHours } from './hours-breakdown';
import { allHoursRow, badgeRows, categoryRows, countryRows, orgFigures, roleRows, type FigureRows } from './org-figures';
import { Anniversaries, BadgesEarned, VolunteersByCountry } from './org-summary-lists';

const TANGIBLE: Record<FigureRows, Partial<EntriesScope>> = { all: {}, tangible: { tangible: 'true' }, intangible: { tangible: 'false' } };

interface Props {
  summary: OrgSummary;
  onPeriod: (period: ReportPeriod) => void;
  /** Whether the user may open the entries behind a number. */
  canOpenRows: boolean;
  /** Whether the user may open a person's report. */
  canOpenPeople: boolean;
}

/** The summary of one period beside the compared one: figures, hours by category, role and bar, volunteers by country, badges and anniversaries. */
export function OrgSummaryReport({ summary, onPeriod, canOpenRows, canOpenPeople }: Props) {
  const { period } = summary;
  const { open, drawer } = useEntriesDrawer(period);
  return (
    <>
      <FigureCards figures={orgFigures(summary)} onRows={canOpenRows ? (which, title) => open(title, TANGIBLE[which]) : null} />
      <ReportSection title={`The organisation’s hours by ${period.granularity}`}>
        <HoursChart
          series={summary.series}
          granularity={period.granularity}
          period={period}
          onOpen={onPeriod}
          {...(canOpenRows ? { onRows: (bar: ReportPeriod) => open('All entries', {}, bar) } : {})}
        />
      </ReportSection>
      <CategoryHours
        rows={categoryRows(summary)}
        total={allHoursRow(summary)}
        onRows={canOpenRows ? (category) => open(category ?? 'All entries', category === null ? {} : { category }) : null}
      />
      <RoleHours rows={roleRows(summary)} />
      <VolunteersByCountry rows={countryRows(summary)} />
      <BadgesEarned rows={badgeRows(summary)} />
      <Anniversaries rows={summary.anniversaries} period={period} linked={canOpenPeople} />
      {drawer}
    </>
  );
}
