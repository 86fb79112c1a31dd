import { describe, expect, it } from 'vitest';
import {
  allowedEntryDates,
  editableFields,
  isTrackedTimeEdit,
  mayDeleteEntry,
  mayEditEntry,
  mayPostEntryFor,
  mayToggleTangible,
  type EntryActor,
} from './access.js';
import { changedFields, editAddsBlueSquare, editLimitInfo, refusedFields } from './changes.js';

const actor = (id: string, permissions: string[] = [], role = 'Volunteer'): EntryActor => ({
  id,
  role,
  rolePermissions: permissions,
  frontPermissions: [],
  removedDefaultPermissions: [],
});

// 2026-11-18 10:00 Pacific (PST, UTC-8).
const now = new Date('2026-11-18T18:00:00Z');
const createdToday = { personId: 'me', createdAt: '2026-11-18T09:00:00Z' }; // 01:00 Pacific, same day
const createdYesterday = { personId: 'me', createdAt: '2026-11-18T07:30:00Z' }; // 23:30 Pacific the 17th

describe('editing one’s own entry', () => {
  const volunteer = actor('me', ['deleteTimeEntryOwn', 'toggleTangibleTime']);

  it('is allowed on the Pacific day it was created, not the day after', () => {
    expect(mayEditEntry(volunteer, createdToday, now)).toBe(true);
    expect(mayEditEntry(volunteer, createdYesterday, now)).toBe(false);
    expect(mayDeleteEntry(volunteer, createdToday, now)).toBe(true);
    expect(mayDeleteEntry(volunteer, createdYesterday, now)).toBe(false);
    expect(mayToggleTangible(volunteer, createdToday, now)).toBe(true);
    expect(mayToggleTangible(volunteer, createdYesterday, now)).toBe(false);
  });

  it('lets the person change time, notes and project but not the date', () => {
    expect(editableFields(volunteer, createdToday, now)).toEqual({
      date: false,
      time: true,
      'project/task': true,
      notes: true,
      tangibility: true,
    });
  });

  it('records the time edit unless the person holds editTimeEntryTime', () => {
    expect(isTrackedTimeEdit(volunteer, createdToday, now)).toBe(true);
    expect(isTrackedTimeEdit(actor('me', ['editTimeEntryTime']), createdToday, now)).toBe(false);
    expect(isTrackedTimeEdit(volunteer, createdYesterday, now)).toBe(false);
  });

  it('needs deleteTimeEntryOwn to delete and toggleTangibleTime to toggle', () => {
    expect(mayDeleteEntry(actor('me'), createdToday, now)).toBe(false);
    expect(mayToggleTangible(actor('me'), createdToday, now)).toBe(false);
  });
});

describe('editing someone else’s entry', () => {
  const entry = { personId: 'other', createdAt: '2026-11-18T17:00:00Z' };

  it('is refused to a volunteer', () => {
    const volunteer = actor('me', ['deleteTimeEntryOwn', 'toggleTangibleTime']);
    expect(mayEditEntry(volunteer, entry, now)).toBe(false);
    expect(mayDeleteEntry(volunteer, entry, now)).toBe(false);
    expect(mayToggleTangible(volunteer, entry, now)).toBe(false);
  });

  it('allows only the fields the caller has a permission for', () => {
    const timeOnly = actor('me', ['editTimeEntryTime']);
    expect(mayEditEntry(timeOnly, entry, now)).toBe(true);
    expect(refusedFields(timeOnly, entry, ['time', 'notes', 'date'], now)).toEqual(['notes', 'date']);
    const all = actor('me', ['editTimeEntryTime', 'editTimeEntryDescription', 'editTimeEntryDate', 'editTimeEntryToggleTangible']);
    expect(refusedFields(all, entry, ['date', 'time', 'project/task', 'notes', 'tangibility'], now)).toEqual([]);
  });

  it('deletes with deleteTimeEntryOthers and toggles with editTimeEntryToggleTangible', () => {
    expect(mayDeleteEntry(actor('me', ['deleteTimeEntryOthers']), entry, now)).toBe(true);
    expect(mayToggleTangible(actor('me', ['editTimeEntryToggleTangible']), entry, now)).toBe(true);
  });

  it('protects Owners and protected accounts', () => {
    const admin = actor('me', ['editTimeEntryTime', 'deleteTimeEntryOthers', 'postTimeEntry'], 'Administrator');
    expect(mayEditEntry(admin, entry, now, { role: 'Owner', isProtected: false })).toBe(false);
    expect(mayDeleteEntry(admin, entry, now, { role: 'Volunteer', isProtected: true })).toBe(false);
    expect(mayPostEntryFor(admin, 'other', { role: 'Owner', isProtected: false })).toBe(false);
    expect(mayEditEntry(admin, entry, now, { role: 'Volunteer', isProtected: false })).toBe(true);
    const owner = actor('me', ['editTimeEntryTime', 'addDeleteEditOwners'], 'Owner');
    expect(mayEditEntry(owner, entry, now, { role: 'Volunteer', isProtected: true })).toBe(true);
  });
});

describe('dates and posting for others', () => {
  it('dates one’s own new entry today, others’ any day up to today', () => {
    expect(allowedEntryDates(actor('me'), 'me', now)).toEqual({ min: '2026-11-18', max: '2026-11-18' });
    expect(allowedEntryDates(actor('me', ['postTimeEntry']), 'other', now)).toEqual({ max: '2026-11-18' });
    expect(allowedEntryDates(actor('me', ['editTimeEntryDate']), 'me', now)).toEqual({ max: '2026-11-18' });
  });

  it('posts for others only with postTimeEntry', () => {
    expect(mayPostEntryFor(actor('me'), 'other')).toBe(false);
    expect(mayPostEntryFor(actor('me', ['postTimeEntry']), 'other')).toBe(true);
  });
});

describe('changes and the edit limit', () => {
  const base = { dateOfWork: '2026-11-18', hours: 1, minutes: 30, projectId: 'p', taskId: null, notes: 'n', isTangible: true };

  it('finds nothing changed when only the way time is written differs', () => {
    expect(changedFields(base, { ...base, hours: 0, minutes: 90 })).toEqual([]);
    expect(changedFields(base, { ...base, taskId: undefined })).toEqual([]);
  });

  it('ignores attribute noise in notes but not a new link target or text', () => {
    const stored = '<p>Did it <a href="https://a.org/x" rel="noopener noreferrer nofollow">doc</a></p>';
    expect(
      changedFields({ ...base, notes: stored }, { ...base, notes: '<p>Did  it <a target="_blank" href="https://a.org/x">doc</a></p>' }),
    ).toEqual([]);
    expect(changedFields({ ...base, notes: stored }, { ...base, notes: '<p>Did it <a href="https://a.org/y">doc</a></p>' })).toEqual([
      'notes',
    ]);
    expect(changedFields({ ...base, notes: stored }, { ...base, notes: '<p>Did it <a href="https://a.org/x">docs</a></p>' })).toEqual([
      'notes',
    ]);
    expect(
      changedFields({ ...base, notes: stored }, { ...base, notes: '<p>Did it <strong><a href="https://a.org/x">doc</a></strong></p>' }),
    ).toEqual(['notes']);
  });

  it('names every changed field', () => {
    expect(changedFields(base, { ...base, dateOfWork: '2026-11-17', minutes: 31, taskId: 't', notes: 'm', isTangible: false })).toEqual([
      'date',
      'time',
      'project/task',
      'notes',
      'tangibility',
    ]);
  });

  it('warns from the first recorded edit and adds blue squares from the 5th', () => {
    expect(editLimitInfo(0).warning).toBeUndefined();
    expect(editLimitInfo(2)).toMatchObject({ remainingFree: 2, nextEditAddsBlueSquare: false });
    expect(editLimitInfo(4).nextEditAddsBlueSquare).toBe(true);
    expect(editLimitInfo(4).warning).toContain('exceeding the limit of 4 time-entry edits per year');
    expect(editAddsBlueSquare(4)).toBe(false);
    expect(editAddsBlueSquare(5)).toBe(true);
  });
});
