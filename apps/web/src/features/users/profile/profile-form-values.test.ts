import { USER_MESSAGES, type ProfileField, type UserProfile } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { profileFixture } from '../../../test/profiles';
import { changedFields, toFormValues, validateChanges } from './profile-form-values';

const profile: UserProfile = profileFixture({
  teamCode: '',
  adminLinks: [{ Name: 'Media Folder', Link: 'https://www.dropbox.com/scl/fo/old' }],
  mediaUrl: 'https://www.dropbox.com/scl/fo/old',
  teams: [],
});
const all = new Set<ProfileField>([
  'firstName',
  'jobTitle',
  'teamCode',
  'role',
  'personalLinks',
  'adminLinks',
  'mediaUrl',
  'endDate',
  'weeklyCommittedHours',
]);

describe('profile form values', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedFields(profile, toFormValues(profile), all)).toEqual({});
  });

  it('sends only changed fields the caller may change, trimmed', () => {
    const values = { ...toFormValues(profile), jobTitle: ' Architect ', role: 'Manager', lastName: 'Bianchi' };
    expect(changedFields(profile, values, new Set<ProfileField>(['jobTitle', 'lastName']))).toEqual({
      jobTitle: 'Architect',
      lastName: 'Bianchi',
    });
  });

  it('sends the whole link list when a link changed, and a new Media Folder link as the mediaUrl', () => {
    const values = {
      ...toFormValues(profile),
      personalLinks: [...profile.personalLinks, { Name: ' Portfolio', Link: 'https://sofia.example.org ' }],
      adminLinks: [{ Name: 'Media Folder', Link: 'https://www.dropbox.com/scl/fo/new' }],
    };
    expect(changedFields(profile, values, all)).toEqual({
      personalLinks: [...profile.personalLinks, { Name: 'Portfolio', Link: 'https://sofia.example.org' }],
      adminLinks: [{ Name: 'Media Folder', Link: 'https://www.dropbox.com/scl/fo/new' }],
      mediaUrl: 'https://www.dropbox.com/scl/fo/new',
    });
  });

  it('clears the end date with null and checks numbers', () => {
    const withEnd = { ...profile, endDate: '2025-06-01' };
    expect(changedFields(withEnd, { ...toFormValues(withEnd), endDate: '' }, all)).toEqual({ endDate: null });
    const errors = validateChanges(changedFields(profile, { ...toFormValues(profile), weeklyCommittedHours: '' }, all));
    expect(errors).toEqual({ weeklyCommittedHours: USER_MESSAGES.hoursRange });
  });

  it('accepts team codes of 5 to 7 characters only, with the profile message', () => {
    const code = (teamCode: string) => validateChanges(changedFields(profile, { ...toFormValues(profile), teamCode }, all));
    expect(code('B-EBV')).toEqual({});
    expect(code('ABCDEFG')).toEqual({});
    expect(code('A-BC')).toEqual({ teamCode: USER_MESSAGES.invalidTeamCode });
    expect(code('ABCDEFGH')).toEqual({ teamCode: USER_MESSAGES.invalidTeamCode });
  });

  it('sends both privacy settings when one changed, and only to those who may change them', () => {
    const values = { ...toFormValues(profile), privacySettings: { email: false, phoneNumber: true } };
    const withPrivacy = new Set<ProfileField>([...all, 'privacySettings']);
    expect(changedFields(profile, values, withPrivacy)).toEqual({ privacySettings: { email: false, phoneNumber: true } });
    expect(changedFields(profile, values, all)).toEqual({});
    expect(changedFields(profile, toFormValues(profile), withPrivacy)).toEqual({});
  });

  it('refuses invalid links with the links message', () => {
    const values = { ...toFormValues(profile), personalLinks: [{ Name: 'Broken', Link: 'not a url' }] };
    expect(validateChanges(changedFields(profile, values, all))).toEqual({ personalLinks: USER_MESSAGES.invalidLinks });
  });
});
