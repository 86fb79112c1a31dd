import type { SummaryBar } from '@goodhours/domain';

/**
 * A summary bar's answer for tests: a Volunteer committed to 10 hours with 4 logged, no missed
 * hours, tasks, badges or blue squares, this week's summary missing; `changes` sets what a test is about.
 */
export function summaryBarAnswer(changes: Partial<SummaryBar> & Pick<SummaryBar, 'userId'>): SummaryBar {
  return {
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'Volunteer',
    weeklyCommittedHours: 10,
    missedHours: 0,
    tangibleHours: 4,
    totalHours: 4,
    weeklySummaryOption: 'Required',
    summaryStatus: 'missing',
    taskCount: 0,
    badgeCount: 0,
    blueSquareCount: 0,
    ...changes,
  };
}
