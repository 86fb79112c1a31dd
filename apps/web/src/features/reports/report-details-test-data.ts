import type { ProjectReport, TeamReport } from '@goodhours/domain';
import { PERIOD } from './list/reports-test-data';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const GARDEN = id(11);
export const KITCHEN = id(21);

const person = (n: number, firstName: string, lastName: string, role = 'Volunteer') => ({
  id: id(n),
  firstName,
  lastName,
  role,
  isActive: true,
});

/**
 * The Community Garden's report for PERIOD: Ben, not a member, logged the most but under 10 tangible
 * hours; Ann is counted; Chloé is a member who logged nothing.
 */
export const gardenReport = (over: Partial<ProjectReport> = {}): ProjectReport => ({
  period: { ...PERIOD, granularity: 'month' },
  project: {
    id: GARDEN,
    projectName: 'Community Garden',
    category: 'Food',
    isActive: true,
    memberCount: 2,
    totalTangibleHours: 420.5,
    totalIntangibleHours: 18,
  },
  totals: { tangibleHours: 22.5, intangibleHours: 10, activePeople: 1 },
  series: [
    { bucket: '2026-09-01', tangibleHours: 4, intangibleHours: 0 },
    { bucket: '2026-10-01', tangibleHours: 8.5, intangibleHours: 2 },
    { bucket: '2026-11-01', tangibleHours: 10, intangibleHours: 1 },
  ],
  people: [
    { ...person(2, 'Ben', 'Hartley', 'Manager'), tangibleHours: 8, intangibleHours: 9, counted: false, isMember: false },
    { ...person(1, 'Ann', 'Lee'), tangibleHours: 14.5, intangibleHours: 1, counted: true, isMember: true },
    { ...person(3, 'Chloé', 'Martin'), tangibleHours: 0, intangibleHours: 0, counted: false, isMember: true },
  ],
  wbs: [
    {
      id: id(61),
      wbsName: 'Raised Beds',
      isActive: true,
      taskCount: 4,
      completedCount: 1,
      estimatedHours: 40,
      loggedHours: 22,
    },
  ],
  tasks: [
    { id: id(31), num: '1', taskName: 'Build the beds', wbsName: 'Raised Beds', status: 'Active', estimatedHours: 30, hoursLogged: 33 },
  ],
  ...over,
});

/** The Kitchen team's report for PERIOD (12 weeks): Ann well over her commitment, Ben under his with a blue square. */
export const kitchenReport = (over: Partial<TeamReport> = {}): TeamReport => ({
  period: { ...PERIOD, granularity: 'month' },
  team: { id: KITCHEN, teamName: 'Kitchen', teamCode: 'K1', isActive: true, memberCount: 2 },
  totals: { tangibleHours: 130, intangibleHours: 4, committedHours: 180, summaries: 15, blueSquares: 1 },
  series: [
    { bucket: '2026-09-01', tangibleHours: 40, intangibleHours: 1 },
    { bucket: '2026-10-01', tangibleHours: 50, intangibleHours: 2 },
    { bucket: '2026-11-01', tangibleHours: 40, intangibleHours: 1 },
  ],
  members: [
    {
      ...person(1, 'Ann', 'Lee'),
      tangibleHours: 100,
      intangibleHours: 1,
      counted: true,
      weeklyCommittedHours: 5,
      committedHours: 60,
      summaries: 12,
      blueSquares: [],
    },
    {
      ...person(2, 'Ben', 'Hartley', 'Manager'),
      tangibleHours: 30,
      intangibleHours: 3,
      counted: true,
      weeklyCommittedHours: 10,
      committedHours: 120,
      summaries: 3,
      blueSquares: [{ date: '2026-10-17', description: 'Weekly summary not submitted' }],
    },
  ],
  ...over,
});
