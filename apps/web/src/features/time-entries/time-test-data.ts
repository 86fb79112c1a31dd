import type { BadgeCollectionItem, SessionUser, TimeEntry, UserProfile, UserTask } from '@goodhours/domain';
import { vi } from 'vitest';
import type { UserProject } from '../../api/profile';
import type { Reply } from '../../test/mock-api';

/** Wednesday 18 November 2026, noon in Pacific time: this week is 15-21 Nov. */
export const NOW = new Date('2026-11-18T20:00:00Z');
export const TODAY = '2026-11-18';
export const WEEKS = {
  current: { start: '2026-11-15', end: '2026-11-21' },
  last: { start: '2026-11-08', end: '2026-11-14' },
  beforeLast: { start: '2026-11-01', end: '2026-11-07' },
};

/** Fakes only the clock (timers stay real, so user events and queries run as usual). */
export function atNow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
}

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_PROJECT_ID = '22222222-2222-4222-8222-222222222222';
export const WBS_ID = '33333333-3333-4333-8333-333333333333';
export const TASK_ID = '44444444-4444-4444-8444-444444444444';

export const GOOD_NOTES =
  '<p>Laid the second course of earthbags on the north wall and tamped every bag, see https://docs.google.com/document/d/abc123/edit for photos.</p>';

export function entry(extra: Partial<TimeEntry> = {}): TimeEntry {
  return {
    id: crypto.randomUUID(),
    personId: '00000000-0000-4000-8000-000000000007',
    dateOfWork: TODAY,
    createdAt: '2026-11-18T18:00:00.000Z',
    entryType: 'default',
    projectId: PROJECT_ID,
    projectName: 'Earthbag Village',
    wbsId: WBS_ID,
    wbsName: 'Walls',
    taskId: TASK_ID,
    taskNum: '1.2',
    taskName: 'Fill the bags',
    hours: 2,
    minutes: 30,
    totalSeconds: 9000,
    notes: GOOD_NOTES,
    isTangible: true,
    ...extra,
  };
}

export function profileOf(user: SessionUser, extra: Partial<UserProfile> = {}): UserProfile {
  return {
    id: user.userid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isActive: true,
    isVisible: true,
    isRehireable: true,
    teamCode: '',
    weeklyCommittedHours: 10,
    startDate: null,
    endDate: null,
    reactivationDate: null,
    createdDate: '2026-01-01T00:00:00.000Z',
    jobTitle: '',
    phoneNumber: '',
    timeZone: 'America/Los_Angeles',
    profilePic: null,
    personalLinks: [],
    mediaUrl: '',
    bioPosted: 'default',
    weeklySummaryOption: 'Required',
    privacySettings: { email: true, phoneNumber: true },
    isProtected: false,
    teams: [],
    ...extra,
  };
}

export const PROJECTS: UserProject[] = [
  { projectId: PROJECT_ID, projectName: 'Earthbag Village', category: 'Housing', isActive: true },
  { projectId: OTHER_PROJECT_ID, projectName: 'Food Forest', category: 'Food', isActive: true },
];

export const TASKS: UserTask[] = [
  {
    taskId: TASK_ID,
    num: '1.2',
    taskName: 'Fill the bags',
    status: 'Active',
    priority: 'Primary',
    hoursLogged: 4,
    estimatedHours: 10,
    dueDatetime: null,
    projectId: PROJECT_ID,
    projectName: 'Earthbag Village',
    wbsId: WBS_ID,
    wbsName: 'Walls',
    completedTask: false,
  },
];

export function badge(name: string, earnedDates: string[], count = earnedDates.length): BadgeCollectionItem {
  return {
    badge: { id: crypto.randomUUID(), badgeName: name, type: 'Custom', description: '', imageUrl: '', ranking: 1 },
    count,
    lastModified: `${earnedDates.at(-1) ?? '2026-01-01'}T12:00:00.000Z`,
    earnedDates,
    hasBadgeDeletionImpact: false,
    hours: null,
    isNew: false,
  };
}

/** The look-ups every time log view makes for a person. */
export function personRoutes(user: SessionUser, extra: Partial<UserProfile> = {}): Record<string, Reply> {
  const id = user.userid;
  return {
    [`GET /api/userprofile/${id}`]: { body: profileOf(user, extra) },
    [`GET /api/userprofile/projects/${id}`]: { body: PROJECTS },
    [`GET /api/userprofile/tasks/${id}`]: { body: TASKS },
    [`GET /api/userprofile/badges/${id}`]: { body: [] },
  };
}

export const entriesPath = (userId: string, week: { start: string; end: string }) =>
  `GET /api/TimeEntry/user/${userId}/${week.start}/${week.end}`;
