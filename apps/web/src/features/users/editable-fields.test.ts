import type { BuiltInRole } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { sessionUserFor } from '../../test/users';
import { assignableRoles, editableProfileFields, PROFILE_FIELDS, type ProfileTarget } from './editable-fields';

const BASIC = ['firstName', 'lastName', 'jobTitle', 'phoneNumber', 'timeZone', 'personalLinks'];
/** On one's own profile, the basic fields and whether teammates see one's e-mail and phone. */
const OWN = [...BASIC, 'privacySettings'];
const target = (role: string, extra: Partial<ProfileTarget> = {}): ProfileTarget => ({
  id: '99999999-9999-4999-8999-999999999999',
  role,
  isProtected: false,
  ...extra,
});
const fieldsOf = (callerRole: BuiltInRole, t: ProfileTarget, front: string[] = []) =>
  [...editableProfileFields(sessionUserFor(callerRole, { frontPermissions: front }), t)].sort();

describe('editable profile fields', () => {
  it('lets a volunteer change only the basic fields and the privacy settings of their own profile', () => {
    const me = sessionUserFor('Volunteer');
    const own = target('Volunteer', { id: me.userid });
    expect([...editableProfileFields(me, own)].sort()).toEqual([...OWN].sort());
  });

  it("lets a volunteer change nothing of someone else's profile", () => {
    expect(fieldsOf('Volunteer', target('Volunteer'))).toEqual([]);
    expect(fieldsOf('Core Team', target('Volunteer'))).toEqual([]);
    expect(fieldsOf('Manager', target('Volunteer'))).toEqual([]);
  });

  it("lets an Administrator change every field of a volunteer's profile", () => {
    expect(fieldsOf('Administrator', target('Volunteer'))).toEqual([...PROFILE_FIELDS].sort());
  });

  it("refuses an Administrator every field of an Owner's profile; an Owner may change them all", () => {
    expect(fieldsOf('Administrator', target('Owner'))).toEqual([]);
    expect(fieldsOf('Owner', target('Owner'))).toEqual([...PROFILE_FIELDS].sort());
  });

  it('keeps a protected account to itself and to an Owner', () => {
    expect(fieldsOf('Administrator', target('Volunteer', { isProtected: true }))).toEqual([]);
    expect(fieldsOf('Administrator', target('Volunteer', { isProtected: true }), ['addDeleteEditOwners'])).toEqual([]);
    expect(fieldsOf('Owner', target('Volunteer', { isProtected: true }))).toEqual([...PROFILE_FIELDS].sort());
    const me = sessionUserFor('Volunteer');
    expect(editableProfileFields(me, target('Volunteer', { id: me.userid, isProtected: true })).size).toBe(OWN.length);
  });

  it('gives the single fields that single permissions allow', () => {
    expect(fieldsOf('Volunteer', target('Volunteer'), ['editTeamCode'])).toEqual(['teamCode']);
    expect(fieldsOf('Volunteer', target('Volunteer'), ['requestBio'])).toEqual(['bioPosted']);
    expect(fieldsOf('Volunteer', target('Volunteer'), ['manageAdminLinks'])).toEqual(['adminLinks', 'mediaUrl']);
    expect(fieldsOf('Volunteer', target('Volunteer'), ['putUserProfile'])).toEqual([...BASIC].sort());
  });

  it('leaves someone’s privacy settings to them, an Owner and an Administrator, whatever permissions others hold', () => {
    expect(fieldsOf('Administrator', target('Volunteer'))).toContain('privacySettings');
    expect(fieldsOf('Owner', target('Volunteer'))).toContain('privacySettings');
    for (const role of ['Core Team', 'Manager', 'Volunteer'] as const) {
      expect(fieldsOf(role, target('Volunteer'), ['putUserProfile', 'putUserProfileImportantInfo'])).not.toContain('privacySettings');
    }
  });

  it('lets only holders of addDeleteEditOwners give or take the Owner role', () => {
    const roles = ['Owner', 'Administrator', 'Volunteer'];
    expect(assignableRoles(sessionUserFor('Administrator'), roles)).toEqual(['Administrator', 'Volunteer']);
    expect(assignableRoles(sessionUserFor('Owner'), roles)).toEqual(roles);
    const owner = sessionUserFor('Owner', { removedDefaultPermissions: ['addDeleteEditOwners'] });
    expect(editableProfileFields(owner, target('Owner', { id: owner.userid })).has('role')).toBe(false);
  });
});
