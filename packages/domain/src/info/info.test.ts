import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles.js';
import { areaInfoName } from './names.js';
import { createInfoInput, updateInfoInput } from './schemas.js';
import { INFO_MESSAGES } from './messages.js';
import { canEditInfo, canReadInfo, readableInfoVisibilities } from './visibility.js';

describe('who reads an info page (document 1 §3)', () => {
  it("opens a '0' page to every role, custom roles included", () => {
    for (const role of [...ROLES, 'Site Lead']) expect(canReadInfo(role, '0')).toBe(true);
  });

  it("opens a '1' page to Administrators and Owners only", () => {
    const readers = ROLES.filter((role) => canReadInfo(role, '1'));
    expect(readers.sort()).toEqual(['Administrator', 'Owner']);
    expect(canReadInfo('Site Lead', '1')).toBe(false);
  });

  it("opens a '2' page to everyone but Volunteers", () => {
    const refused = ROLES.filter((role) => !canReadInfo(role, '2'));
    expect(refused).toEqual(['Volunteer']);
    expect(canReadInfo('Site Lead', '2')).toBe(true);
  });

  it('lists the readable visibilities of a role', () => {
    expect(readableInfoVisibilities('Volunteer')).toEqual(['0']);
    expect(readableInfoVisibilities('Manager')).toEqual(['0', '2']);
    expect(readableInfoVisibilities('Administrator')).toEqual(['0', '1', '2']);
    expect(readableInfoVisibilities('Owner')).toEqual(['0', '1', '2']);
  });

  it('lets only an Owner write', () => {
    expect(ROLES.filter(canEditInfo)).toEqual(['Owner']);
  });
});

describe('info page names', () => {
  it('names an area in camelCase', () => {
    expect(areaInfoName('Time log')).toBe('timeLog');
    expect(areaInfoName('Weekly summaries report')).toBe('weeklySummariesReport');
    expect(areaInfoName('Development-team questionnaire')).toBe('developmentTeamQuestionnaire');
    expect(areaInfoName('Projects')).toBe('projects');
  });
});

describe('info payloads', () => {
  it("defaults the content to empty and the visibility to '0'", () => {
    expect(createInfoInput.parse({ infoName: ' dashboard ' })).toEqual({ infoName: 'dashboard', infoContent: '', visibility: '0' });
  });

  it('refuses an empty name, an unknown visibility and an empty update', () => {
    expect(createInfoInput.safeParse({ infoName: '  ' }).error?.issues[0]?.message).toBe(INFO_MESSAGES.nameRequired);
    expect(createInfoInput.safeParse({ infoName: 'x', visibility: '3' }).error?.issues[0]?.message).toBe(INFO_MESSAGES.visibilityInvalid);
    expect(updateInfoInput.safeParse({}).error?.issues[0]?.message).toBe(INFO_MESSAGES.nothingToUpdate);
    expect(updateInfoInput.safeParse({ infoContent: '<p>x</p>' }).success).toBe(true);
  });
});
