import type { PublicProfile, SessionUser, UserProfile } from '@goodhours/domain';
import { mockApi, type ApiCall, type Reply } from './mock-api';

/** A complete profile for tests (Sofia Rossi, a volunteer); override what the test is about. */
export function profileFixture(extra: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '99999999-9999-4999-8999-999999999999',
    firstName: 'Sofia',
    lastName: 'Rossi',
    email: 'volunteer@demo.goodhours.org',
    role: 'Volunteer',
    isActive: true,
    isVisible: true,
    isRehireable: true,
    teamCode: 'B-EBV',
    weeklyCommittedHours: 10,
    startDate: '2024-01-07',
    endDate: null,
    reactivationDate: null,
    createdDate: '2024-01-07T00:00:00.000Z',
    jobTitle: 'Architecture Student',
    phoneNumber: '',
    timeZone: 'Europe/Rome',
    profilePic: null,
    personalLinks: [{ Name: 'GitHub', Link: 'https://github.com/sofia' }],
    adminLinks: [],
    mediaUrl: '',
    bioPosted: 'default',
    weeklySummaryOption: 'Required',
    privacySettings: { email: true, phoneNumber: true },
    isProtected: false,
    teams: [{ id: '55555555-5555-4555-8555-555555555555', teamName: 'Earthbag Builders' }],
    ...extra,
  };
}

/** What a teammate sees of Amara Okafor's profile (decision 023); override what the test is about. */
export function publicProfileFixture(extra: Partial<PublicProfile> = {}): PublicProfile {
  return {
    view: 'public',
    id: '88888888-8888-4888-8888-888888888888',
    firstName: 'Amara',
    lastName: 'Okafor',
    role: 'Volunteer',
    isActive: true,
    teamCode: 'B-EBV',
    jobTitle: 'Civil Engineer',
    timeZone: 'America/Los_Angeles',
    weeklyCommittedHours: 10,
    startDate: '2026-01-05',
    profilePic: null,
    personalLinks: [],
    teams: [],
    ...extra,
  };
}

/** The profile page's calls, with the sections below the profile answering empty. */
export function profileApi(user: SessionUser, profile: UserProfile, extra: Record<string, Reply | ((call: ApiCall) => Reply)> = {}) {
  const id = profile.id;
  return mockApi(
    {
      [`GET /api/userprofile/${id}`]: { body: profile },
      [`GET /api/userprofile/projects/${id}`]: {
        body: [{ projectId: 'p1', projectName: 'Earthbag Village', category: 'Housing', isActive: true }],
      },
      [`GET /api/getTimeOffRequests?userId=${id}`]: { body: {} },
      [`GET /api/userprofile/${id}/infringements`]: { body: [] },
      [`GET /api/userprofile/tasks/${id}`]: { body: [] },
      [`GET /api/userprofile/badges/${id}`]: { body: [] },
      'GET /api/informations/name/userProfile': { body: null },
      ...extra,
    },
    { user },
  );
}
