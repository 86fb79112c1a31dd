import type { PeopleReport, ReportPersonRow, ReportProjectRow, ReportTeamRow } from '@goodhours/domain';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A volunteer of the people list, active, with nothing logged unless changed. */
export const personRow = (over: Partial<ReportPersonRow> = {}): ReportPersonRow => ({
  id: id(1),
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann.lee@example.org',
  role: 'Volunteer',
  isActive: true,
  teamNames: ['Kitchen'],
  teamCode: 'K1',
  weeklyCommittedHours: 10,
  startDate: '2026-01-04',
  endDate: null,
  tangibleHours: 0,
  intangibleHours: 0,
  counted: false,
  ...over,
});

export const PEOPLE: ReportPersonRow[] = [
  personRow({ tangibleHours: 12.5, intangibleHours: 1, counted: true }),
  personRow({
    id: id(2),
    firstName: 'Ben',
    lastName: 'Hartley',
    email: 'ben@example.org',
    role: 'Manager',
    teamNames: ['Garden', 'Kitchen'],
    tangibleHours: 4,
    intangibleHours: 2.25,
  }),
  personRow({
    id: id(3),
    firstName: 'Chloé',
    lastName: 'Martin',
    email: 'chloe@example.org',
    isActive: false,
    teamNames: [],
    tangibleHours: 30,
  }),
];

export const projectRow = (over: Partial<ReportProjectRow> = {}): ReportProjectRow => ({
  id: id(11),
  projectName: 'Community Garden',
  category: 'Food',
  isActive: true,
  memberCount: 5,
  tangibleHours: 20,
  intangibleHours: 3,
  activePeople: 1,
  counted: true,
  ...over,
});

export const PROJECTS: ReportProjectRow[] = [
  projectRow(),
  projectRow({
    id: id(12),
    projectName: 'Website',
    category: 'Technology',
    tangibleHours: 0,
    intangibleHours: 0.5,
    counted: false,
    activePeople: 0,
  }),
  projectRow({
    id: id(13),
    projectName: 'Archive',
    category: 'Technology',
    isActive: false,
    tangibleHours: 0,
    intangibleHours: 0,
    counted: false,
  }),
];

export const TEAMS: ReportTeamRow[] = [
  {
    id: id(21),
    teamName: 'Kitchen',
    teamCode: 'K1',
    isActive: true,
    memberCount: 2,
    committedHours: 20,
    tangibleHours: 16.5,
    intangibleHours: 3.25,
    activeMembers: 1,
  },
];

export const PERIOD = { from: '2026-09-06', to: '2026-11-28' };
export const ANN = id(1);

/** Ann's report for PERIOD (by week), with one of each record. */
export const annReport = (over: Partial<PeopleReport> = {}): PeopleReport => ({
  period: { ...PERIOD, granularity: 'month' },
  person: {
    id: ANN,
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann.lee@example.org',
    role: 'Volunteer',
    jobTitle: 'Cook',
    isActive: true,
    teamNames: ['Kitchen'],
    teamCode: 'K1',
    weeklyCommittedHours: 10,
    startDate: '2026-01-04',
    endDate: null,
    bioPosted: 'requested',
    totalTangibleHours: 340.5,
    totalIntangibleHours: 12,
  },
  totals: { tangibleHours: 12.5, intangibleHours: 1, counted: true },
  series: [
    { bucket: '2026-09-01', tangibleHours: 2, intangibleHours: 0 },
    { bucket: '2026-10-01', tangibleHours: 4.5, intangibleHours: 1 },
    { bucket: '2026-11-01', tangibleHours: 6, intangibleHours: 0 },
  ],
  byProject: [
    { projectId: id(11), projectName: 'Community Garden', category: 'Food', tangibleHours: 10, intangibleHours: 1 },
    { projectId: null, projectName: 'No project', category: 'Unspecified', tangibleHours: 2.5, intangibleHours: 0 },
  ],
  byCategory: [
    { category: 'Food', tangibleHours: 10, intangibleHours: 1 },
    { category: 'Unspecified', tangibleHours: 2.5, intangibleHours: 0 },
  ],
  tasks: [
    {
      id: id(31),
      num: '1.2',
      taskName: 'Plant the beds',
      projectId: id(11),
      projectName: 'Community Garden',
      status: 'Active',
      estimatedHours: 10,
      hoursLogged: 4,
      completed: false,
    },
  ],
  badges: [{ badgeId: id(41), badgeName: 'Kind Word', count: 2, lastEarned: '2026-11-01' }],
  blueSquares: [{ id: id(51), date: '2026-10-17', description: '=Weekly summary not submitted, "late"' }],
  timeOff: [],
  summaries: [{ weekStart: '2026-11-15', uploadDate: '2026-11-21T18:30:00Z', words: 142 }],
  ...over,
});
