import { describe, expect, it } from 'vitest';
import { holds, permissionSource, togglePermission, type UserAdjustments } from './user-permission-state';

const person: UserAdjustments = {
  rolePermissions: ['suggestTask', 'deleteTimeEntryOwn'],
  frontPermissions: ['getReports'],
  removedDefaultPermissions: ['deleteTimeEntryOwn'],
};

describe('a person’s permission adjustments', () => {
  it('tells where each permission comes from', () => {
    expect(permissionSource(person, 'suggestTask')).toBe('role');
    expect(permissionSource(person, 'getReports')).toBe('added');
    expect(permissionSource(person, 'deleteTimeEntryOwn')).toBe('removed');
    expect(permissionSource(person, 'postTeam')).toBe('none');
  });

  it('turning a role permission off puts it in removedDefaultPermissions', () => {
    const next = togglePermission(person, 'suggestTask', false);
    expect(next.removedDefaultPermissions).toEqual(['deleteTimeEntryOwn', 'suggestTask']);
    expect(next.frontPermissions).toEqual(['getReports']);
    expect(holds(next, 'suggestTask')).toBe(false);
  });

  it('turning a permission outside the role on puts it in frontPermissions', () => {
    const next = togglePermission(person, 'postTeam', true);
    expect(next.frontPermissions).toEqual(['getReports', 'postTeam']);
    expect(holds(next, 'postTeam')).toBe(true);
  });

  it('turning a removed role permission back on only takes it out of the removed list', () => {
    const next = togglePermission(person, 'deleteTimeEntryOwn', true);
    expect(next.removedDefaultPermissions).toEqual([]);
    expect(next.frontPermissions).toEqual(['getReports']);
    expect(permissionSource(next, 'deleteTimeEntryOwn')).toBe('role');
  });

  it('turning an added permission off takes it out of frontPermissions', () => {
    const next = togglePermission(person, 'getReports', false);
    expect(next.frontPermissions).toEqual([]);
    expect(permissionSource(next, 'getReports')).toBe('none');
  });
});
