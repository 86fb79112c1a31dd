import type { UserProfile } from '@goodhours/domain';

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
    isProtected: false,
    teams: [{ id: '55555555-5555-4555-8555-555555555555', teamName: 'Earthbag Builders' }],
    ...extra,
  };
}
