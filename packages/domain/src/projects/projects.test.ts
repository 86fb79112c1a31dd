import { describe, expect, it } from 'vitest';
import { offersCreateMode, projectNameProblem, projectToAssign } from './add-project.js';
import { isProjectCategory, PROJECT_CATEGORIES } from './categories.js';
import { PROJECT_MESSAGES } from './messages.js';
import { projectNameKey, projectNameMatches, sameProjectName } from './names.js';
import { changeProjectMembersInput, createProjectInput, listProjectsQuery, updateProjectInput } from './schemas.js';

const projects = [
  { id: 'p1', projectName: 'Earthbag Village' },
  { id: 'p2', projectName: 'Solar Microgrid' },
];

describe('project names (document 1 §5: matching ignores case and whitespace)', () => {
  it('treats names differing only in case and whitespace as the same project', () => {
    expect(sameProjectName('Earth Bag\tVillage', 'earthbagvillage')).toBe(true);
    expect(sameProjectName('Earthbag Village', 'Earthbag Villages')).toBe(false);
    expect(projectNameKey('  A b\nC ')).toBe('abc');
  });
  it('finds a project by part of its name in any case and spacing', () => {
    expect(projectNameMatches('Earthbag Village', 'BAG vil')).toBe(true);
    expect(projectNameMatches('Earthbag Village', 'solar')).toBe(false);
    expect(projectNameMatches('Earthbag Village', '  ')).toBe(true);
  });
});

describe('assigning a project from a profile', () => {
  it("asks for a project when nothing is typed: 'Hey, You need to pick a project first!'", () => {
    expect(projectToAssign(' ', projects, [])).toEqual({ problem: PROJECT_MESSAGES.pickProjectFirst });
  });
  it('says a project that is not found does not exist', () => {
    expect(projectToAssign('Bakery', projects, [])).toEqual({ problem: PROJECT_MESSAGES.projectDoesNotExist });
  });
  it('refuses a project the person already has', () => {
    expect(projectToAssign('earthbag  village', projects, [{ projectId: 'p1' }])).toEqual({
      problem: PROJECT_MESSAGES.alreadyHasProject,
    });
  });
  it('finds the project whatever the case and spacing typed', () => {
    expect(projectToAssign('SolarMicro grid', projects, [{ projectId: 'p1' }])).toEqual({ projectId: 'p2' });
  });
});

describe('creating a project from the Add Project dialog', () => {
  it('asks for a name in create mode, and refuses a name that exists ignoring case and spaces', () => {
    expect(projectNameProblem('', projects)).toBe(PROJECT_MESSAGES.writeProjectNameFirst);
    expect(projectNameProblem('SOLAR microgrid', projects)).toBe(PROJECT_MESSAGES.projectExists);
    expect(projectNameProblem('Bakery', projects)).toBeNull();
  });
  it('offers create mode only when the typed name is none of the projects found', () => {
    expect(offersCreateMode('Earthbag', projects)).toBe(true);
    expect(offersCreateMode('earthbag village', projects)).toBe(false);
    expect(offersCreateMode('   ', projects)).toBe(false);
  });
});

describe('project schemas', () => {
  it("creates with category 'Unspecified' and active by default, trimming the name", () => {
    expect(createProjectInput.parse({ projectName: '  Bakery ' })).toEqual({
      projectName: 'Bakery',
      projectCategory: 'Unspecified',
      isActive: true,
    });
  });
  it('refuses an empty name, a long name and a category not in the list', () => {
    const issues = (input: unknown) => createProjectInput.safeParse(input).error?.issues.map((i) => i.message);
    expect(issues({ projectName: '   ' })).toEqual([PROJECT_MESSAGES.writeProjectNameFirst]);
    expect(issues({})).toEqual([PROJECT_MESSAGES.writeProjectNameFirst]);
    expect(issues({ projectName: 'x'.repeat(101) })).toEqual([PROJECT_MESSAGES.projectNameTooLong]);
    expect(issues({ projectName: 'Bakery', projectCategory: 'Baking' })).toEqual([PROJECT_MESSAGES.categoryInvalid]);
    expect(updateProjectInput.safeParse({ category: 'food' }).success).toBe(false);
  });
  it('keeps the category list with Unspecified in it', () => {
    expect(PROJECT_CATEGORIES).toContain('Unspecified');
    expect(isProjectCategory('Housing')).toBe(true);
    expect(isProjectCategory('Software')).toBe(false);
  });
  it('reads list filters from the query string, leaving archived projects out by default', () => {
    expect(listProjectsQuery().parse({})).toEqual({ archived: 'exclude' });
    expect(listProjectsQuery().parse({ active: 'false', limit: '10', search: ' bag ' })).toEqual({
      active: false,
      archived: 'exclude',
      limit: 10,
      search: 'bag',
    });
    expect(listProjectsQuery().safeParse({ active: 'maybe' }).success).toBe(false);
  });
  it('refuses a member batch that is empty or lists one person twice', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(changeProjectMembersInput().safeParse({ users: [] }).success).toBe(false);
    const twice = changeProjectMembersInput().safeParse({
      users: [
        { userId: id, operation: 'Assign' },
        { userId: id, operation: 'UnAssign' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(PROJECT_MESSAGES.userListedTwice);
    expect(changeProjectMembersInput().safeParse({ users: [{ userId: 'x', operation: 'Assign' }] }).error?.issues[0]?.message).toBe(
      PROJECT_MESSAGES.chooseValidUser,
    );
  });
});
