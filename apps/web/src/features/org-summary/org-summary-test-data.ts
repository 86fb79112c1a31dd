import type { OrgFigures, OrgSummary } from '@goodhours/domain';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Four whole weeks, compared with the four before. */
export const PERIOD = { from: '2026-11-01', to: '2026-11-28' };
export const ANNIVERSARY_ID = id(7);

const figures = (over: Partial<OrgFigures>): OrgFigures => ({
  from: PERIOD.from,
  to: PERIOD.to,
  volunteers: { active: 42, new: 5, leaving: 2, total: 120 },
  hours: { tangibleHours: 512.5, intangibleHours: 40 },
  byCategory: [
    { category: 'Food', tangibleHours: 300, intangibleHours: 20 },
    { category: 'Technology', tangibleHours: 212.5, intangibleHours: 20 },
  ],
  byRole: [
    { role: 'Volunteer', people: 38, tangibleHours: 450, intangibleHours: 30 },
    { role: 'Manager', people: 4, tangibleHours: 62.5, intangibleHours: 10 },
  ],
  tasksCompleted: 17,
  teams: { total: 12, withHours: 9 },
  blueSquares: 3,
  badgesEarned: 6,
  badges: [
    { badgeName: 'Hours streak', count: 4 },
    { badgeName: '=Founders', count: 2 },
  ],
  byCountry: [
    { country: 'Kenya', volunteers: 20 },
    { country: 'United States', volunteers: 15 },
    { country: 'Not given', volunteers: 7 },
  ],
  ...over,
});

/** A summary of November 2026's four weeks beside October's. */
export function orgSummary(over: Partial<OrgSummary> = {}): OrgSummary {
  return {
    period: { ...PERIOD, granularity: 'week' },
    compare: 'period',
    current: figures({}),
    previous: figures({
      from: '2026-10-04',
      to: '2026-10-31',
      volunteers: { active: 30, new: 5, leaving: 4, total: 120 },
      hours: { tangibleHours: 400, intangibleHours: 50.25 },
      byCategory: [
        { category: 'Food', tangibleHours: 250, intangibleHours: 30 },
        { category: 'Outreach', tangibleHours: 150, intangibleHours: 20.25 },
      ],
      byRole: [{ role: 'Volunteer', people: 28, tangibleHours: 400, intangibleHours: 50.25 }],
      tasksCompleted: 20,
      teams: { total: 11, withHours: 8 },
      blueSquares: 1,
      badgesEarned: 4,
      badges: [{ badgeName: 'Hours streak', count: 4 }],
      byCountry: [
        { country: 'United States', volunteers: 18 },
        { country: 'Kenya', volunteers: 12 },
      ],
    }),
    series: [
      { bucket: '2026-11-01', tangibleHours: 120, intangibleHours: 10 },
      { bucket: '2026-11-08', tangibleHours: 130, intangibleHours: 10 },
      { bucket: '2026-11-15', tangibleHours: 140, intangibleHours: 10 },
      { bucket: '2026-11-22', tangibleHours: 122.5, intangibleHours: 10 },
    ],
    anniversaries: [{ id: ANNIVERSARY_ID, firstName: 'Ann', lastName: 'Lee', startDate: '2024-11-12', date: '2026-11-12', years: 2 }],
    ...over,
  };
}
