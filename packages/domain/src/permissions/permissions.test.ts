import { describe, expect, it } from 'vitest';
import { ACCESS_RULES } from './access-rules.js';
import { canAccess } from './access.js';
import { ALL_PERMISSIONS, PERMISSION_AREAS, isPermissionKey } from './catalogue.js';
import { effectivePermissions, hasPermission } from './has-permission.js';
import { DEFAULT_ROLE_PERMISSIONS } from './presets.js';

const subject = (role: keyof typeof DEFAULT_ROLE_PERMISSIONS, front: string[] = [], removed: string[] = []) => ({
  role,
  rolePermissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
  frontPermissions: front,
  removedDefaultPermissions: removed,
});

describe('the permission catalogue', () => {
  it('gives every key a label, a description and exactly one area', () => {
    const keys = PERMISSION_AREAS.flatMap((a) => a.permissions.map((p) => p.key));
    expect(new Set(keys).size).toBe(keys.length);
    for (const area of PERMISSION_AREAS) {
      for (const p of area.permissions) {
        expect(p.label.length).toBeGreaterThan(3);
        expect(p.description.length).toBeGreaterThan(10);
      }
    }
    expect(isPermissionKey('putRole')).toBe(true);
    expect(isPermissionKey('flyToTheMoon')).toBe(false);
  });
});

describe('default presets (document 4 §2)', () => {
  it('builds each role on the one below it', () => {
    expect([...DEFAULT_ROLE_PERMISSIONS.Volunteer].sort()).toEqual([
      'accessCommunityPortal',
      'accessEducationPortal',
      'deleteTimeEntryOwn',
      'suggestTask',
      'toggleTangibleTime',
    ]);
    expect(DEFAULT_ROLE_PERMISSIONS['Assistant Manager']).toContain('putReviewStatus');
    expect(DEFAULT_ROLE_PERMISSIONS.Mentor).toEqual(
      expect.arrayContaining([...DEFAULT_ROLE_PERMISSIONS['Assistant Manager'], 'getProjectMembers']),
    );
    expect(DEFAULT_ROLE_PERMISSIONS.Manager).toEqual(
      expect.arrayContaining([...DEFAULT_ROLE_PERMISSIONS.Mentor, 'postTask', 'updateTask', 'putTeam', 'removeUserFromTask']),
    );
    expect(DEFAULT_ROLE_PERMISSIONS['Core Team']).toContain('seeUsersInDashboard');
    expect(DEFAULT_ROLE_PERMISSIONS['Core Team']).not.toContain('putReviewStatus');
  });

  it('gives Administrators everything except the eight Owner-only permissions, and Owners everything', () => {
    const missing = ALL_PERMISSIONS.filter((k) => !DEFAULT_ROLE_PERMISSIONS.Administrator.includes(k));
    expect(missing.sort()).toEqual(
      [
        'addDeleteEditOwners',
        'deleteRole',
        'editHeaderMessage',
        'highlightEligibleBios',
        'postRole',
        'putRole',
        'resendBlueSquareAndSummaryEmails',
        'sendEmails',
      ].sort(),
    );
    expect([...DEFAULT_ROLE_PERMISSIONS.Owner].sort()).toEqual([...ALL_PERMISSIONS].sort());
  });
});

describe('the portal presets (issue 43)', () => {
  const holders = (key: (typeof ALL_PERMISSIONS)[number]) =>
    Object.entries(DEFAULT_ROLE_PERMISSIONS)
      .filter(([, keys]) => keys.includes(key))
      .map(([role]) => role)
      .sort();

  it('opens the building portal to Owners, Administrators and Managers, listing to Owners and Administrators, the others to everyone', () => {
    expect(holders('accessBuildingPortal')).toEqual(['Administrator', 'Manager', 'Owner']);
    expect(holders('accessListingPortal')).toEqual(['Administrator', 'Owner']);
    expect(holders('approvePurchases')).toEqual(['Administrator', 'Owner']);
    expect(holders('editBuildingChoices')).toEqual(['Administrator', 'Owner']);
    expect(holders('manageTools')).toEqual(['Administrator', 'Manager', 'Owner']);
    const everyone = Object.keys(DEFAULT_ROLE_PERMISSIONS).sort();
    expect(holders('accessCommunityPortal')).toEqual(everyone);
    expect(holders('accessEducationPortal')).toEqual(everyone);
    expect(PERMISSION_AREAS.find((a) => a.area === 'Portals')?.permissions.map((p) => p.key)).toEqual([
      'accessBuildingPortal',
      'accessCommunityPortal',
      'accessEducationPortal',
      'accessListingPortal',
      'approvePurchases',
      'manageTools',
      'editBuildingChoices',
    ]);
  });
});

describe('hasPermission', () => {
  it('grants a role permission unless it was removed from the user, and always grants the user’s own', () => {
    expect(hasPermission(subject('Volunteer'), 'suggestTask')).toBe(true);
    expect(hasPermission(subject('Volunteer', [], ['suggestTask']), 'suggestTask')).toBe(false);
    expect(hasPermission(subject('Volunteer', ['getReports']), 'getReports')).toBe(true);
    expect(hasPermission(subject('Volunteer', ['getReports'], ['getReports']), 'getReports')).toBe(true);
    expect(hasPermission(subject('Volunteer'), 'putRole')).toBe(false);
  });

  it('lists the effective permissions once each', () => {
    expect(
      effectivePermissions(
        subject('Volunteer', ['getReports', 'suggestTask'], ['toggleTangibleTime', 'accessCommunityPortal', 'accessEducationPortal']),
      ),
    ).toEqual(['deleteTimeEntryOwn', 'getReports', 'suggestTask']);
  });
});

describe('canAccess', () => {
  it('opens an area to its listed roles or to a holder of one of its permissions', () => {
    expect(canAccess(subject('Manager'), ACCESS_RULES.projects)).toBe(true);
    expect(canAccess(subject('Volunteer'), ACCESS_RULES.projects)).toBe(false);
    expect(canAccess(subject('Volunteer', ['postProject']), ACCESS_RULES.projects)).toBe(true);
    expect(canAccess(subject('Mentor'), ACCESS_RULES.weeklySummariesReport)).toBe(true);
    expect(canAccess(subject('Administrator'), ACCESS_RULES.permissionsManagement)).toBe(true);
    expect(canAccess(subject('Volunteer'), ACCESS_RULES.permissionsManagement)).toBe(false);
    expect(canAccess(subject('Volunteer'), undefined)).toBe(true);
  });
});
