import { describe, expect, it } from 'vitest';
import {
  mayViewProfile,
  mayViewTimeLog,
  profileView,
  profileViewScope,
  shownPrivateFields,
  timeLogViewScope,
  type Viewer,
} from './view-rights.js';

const viewer = (role: string, permissions: string[] = [], id = 'me'): Viewer => ({
  id,
  role,
  rolePermissions: permissions,
  frontPermissions: [],
  removedDefaultPermissions: [],
});
const teammate = { id: 'mate', isTeammate: true };
const stranger = { id: 'stranger', isTeammate: false };
const self = { id: 'me', isTeammate: false };

describe('who may view a profile', () => {
  it('shows a person their own profile in full', () => {
    expect(profileView(viewer('Volunteer'), self)).toBe('full');
  });

  it('shows a volunteer a teammate’s public fields and nobody else’s', () => {
    const volunteer = viewer('Volunteer', ['suggestTask']);
    expect(profileView(volunteer, teammate)).toBe('public');
    expect(profileView(volunteer, stranger)).toBe('none');
    expect(mayViewProfile(volunteer, stranger)).toBe(false);
    expect(profileViewScope(volunteer)).toBe('teammates');
  });

  it('shows a manager her team members’ public fields, not the whole organisation', () => {
    const manager = viewer('Manager', ['putTeam']);
    expect(profileView(manager, teammate)).toBe('public');
    expect(mayViewProfile(manager, stranger)).toBe(false);
  });

  it('shows everything to Owners, Administrators and holders of getUserProfiles', () => {
    expect(profileView(viewer('Owner'), stranger)).toBe('full');
    expect(profileView(viewer('Administrator'), stranger)).toBe('full');
    expect(profileView(viewer('Core Team', ['getUserProfiles']), stranger)).toBe('full');
    expect(profileViewScope(viewer('Volunteer', ['getUserProfiles']))).toBe('everyone');
  });

  it('shows a holder of seeUsersInDashboard anyone’s public fields', () => {
    const watcher = viewer('Volunteer', ['seeUsersInDashboard']);
    expect(profileView(watcher, stranger)).toBe('public');
    expect(profileViewScope(watcher)).toBe('everyone');
  });

  it('follows a permission taken away from the role', () => {
    const core = { ...viewer('Core Team', ['getUserProfiles']), removedDefaultPermissions: ['getUserProfiles'] };
    expect(profileView(core, stranger)).toBe('none');
  });
});

describe('who may view a time log', () => {
  it('lets everyone read their own', () => {
    expect(mayViewTimeLog(viewer('Volunteer'), self)).toBe(true);
  });

  it('keeps a volunteer out of a teammate’s log', () => {
    expect(mayViewTimeLog(viewer('Volunteer'), teammate)).toBe(false);
    expect(timeLogViewScope(viewer('Volunteer'))).toBe('self');
  });

  it('lets a team’s leaders read their team members’ logs, and only theirs', () => {
    for (const role of ['Manager', 'Mentor', 'Assistant Manager']) {
      expect(mayViewTimeLog(viewer(role), teammate)).toBe(true);
      expect(mayViewTimeLog(viewer(role), stranger)).toBe(false);
      expect(timeLogViewScope(viewer(role))).toBe('teammates');
    }
  });

  it('lets Owners, Administrators and the readers’ permissions read anyone’s', () => {
    expect(mayViewTimeLog(viewer('Owner'), stranger)).toBe(true);
    expect(mayViewTimeLog(viewer('Administrator'), stranger)).toBe(true);
    for (const permission of ['getUserProfiles', 'seeUsersInDashboard', 'getReports']) {
      expect(mayViewTimeLog(viewer('Volunteer', [permission]), stranger)).toBe(true);
    }
  });
});

describe('what a public view shows of the private fields', () => {
  it('holds the e-mail and phone number only where the person’s privacySettings show them', () => {
    expect(shownPrivateFields({ email: true, phoneNumber: true })).toEqual(['email', 'phoneNumber']);
    expect(shownPrivateFields({ email: true, phoneNumber: false })).toEqual(['email']);
    expect(shownPrivateFields({ email: false, phoneNumber: true })).toEqual(['phoneNumber']);
    expect(shownPrivateFields({ email: false, phoneNumber: false })).toEqual([]);
  });
});
