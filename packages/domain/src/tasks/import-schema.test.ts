import { describe, expect, it } from 'vitest';
import { importErrorFields, importErrorsFromFields, importRecordsFromTable } from './import-file.js';
import { checkTaskImport, importColumnFor, importTreeProblems, TASK_IMPORT_MESSAGES } from './import-schema.js';
import { TASK_MESSAGES } from './messages.js';

describe('importColumnFor', () => {
  it('matches headers ignoring case, spaces, dashes and underscores', () => {
    expect(importColumnFor('taskName')).toBe('taskName');
    expect(importColumnFor(' TASK NAME ')).toBe('taskName');
    expect(importColumnFor('hours_best')).toBe('hoursBest');
    expect(importColumnFor('End-State Info')).toBe('endstateInfo');
    expect(importColumnFor('owner')).toBeUndefined();
  });
});

describe('checkTaskImport', () => {
  it('reads a full row: choices ignoring case, numbers from text, lists split on ;', () => {
    const { rows, errors, numbered } = checkTaskImport([
      {
        NUM: 1,
        TaskName: ' Dig the foundation ',
        priority: 'secondary',
        status: 'ACTIVE',
        hoursBest: '2',
        hoursMost: 3,
        hoursWorst: '5.5',
        estimatedHours: '',
        startedDatetime: '2026-03-01',
        dueDatetime: '2026-03-10T17:00:00Z',
        classification: 'housing',
        links: 'https://docs.example.org/a; example.com/b',
        whyInfo: 'Because',
        resources: 'Ann@Example.org; bob@example.org;ann@example.org',
      },
    ]);
    expect(errors).toEqual([]);
    expect(numbered).toBe(true);
    expect(rows[0]).toEqual({
      num: '1',
      taskName: 'Dig the foundation',
      priority: 'Secondary',
      status: 'Active',
      hoursBest: 2,
      hoursMost: 3,
      hoursWorst: 5.5,
      estimatedHours: null,
      startedDatetime: '2026-03-01',
      dueDatetime: '2026-03-10T17:00:00Z',
      classification: 'Housing',
      links: ['https://docs.example.org/a', 'example.com/b'],
      whyInfo: 'Because',
      intentInfo: '',
      endstateInfo: '',
      resources: ['ann@example.org', 'bob@example.org'],
    });
  });

  it('gives the defaults a new task has when only the name is given', () => {
    const { rows, errors, numbered } = checkTaskImport([{ taskName: 'Paint' }]);
    expect(errors).toEqual([]);
    expect(numbered).toBe(false);
    expect(rows[0]).toMatchObject({ num: '', priority: 'Primary', status: 'Not Started', hoursBest: 0, classification: '', links: [] });
  });

  it('names every wrong cell of every row, counting rows under the header from 1', () => {
    const { errors } = checkTaskImport([
      { taskName: 'Fine' },
      { taskName: '', priority: 'Urgent', hoursBest: 'lots' },
      { taskName: 'Dates', startedDatetime: '2026-05-02', dueDatetime: '2026-05-01', resources: 'not-an-email' },
      { taskName: 'Hours', hoursBest: 5, hoursMost: 3, hoursWorst: 2, links: 'nope' },
    ]);
    expect(errors).toEqual([
      { row: 2, field: 'taskName', message: TASK_MESSAGES.taskNameRequired },
      { row: 2, field: 'priority', message: TASK_MESSAGES.priorityInvalid },
      { row: 2, field: 'hoursBest', message: TASK_MESSAGES.hoursInvalid },
      { row: 3, field: 'resources', message: TASK_IMPORT_MESSAGES.emailInvalid('not-an-email') },
      { row: 3, field: 'dueDatetime', message: TASK_MESSAGES.dueBeforeStart },
      { row: 4, field: 'links', message: TASK_MESSAGES.linksInvalid },
      { row: 4, field: 'hoursBest', message: TASK_MESSAGES.bestAboveMost },
      { row: 4, field: 'hoursWorst', message: TASK_MESSAGES.mostAboveWorst },
    ]);
  });

  it('refuses a file where only some rows have a number', () => {
    const { errors } = checkTaskImport([{ num: '1', taskName: 'A' }, { taskName: 'B' }]);
    expect(errors).toEqual([{ row: 2, field: 'num', message: TASK_IMPORT_MESSAGES.numMixed }]);
  });

  it('refuses a badly written number without also reporting the tree', () => {
    const { errors } = checkTaskImport([{ num: '1.a', taskName: 'A' }]);
    expect(errors).toEqual([{ row: 1, field: 'num', message: TASK_MESSAGES.numInvalid }]);
  });
});

describe('importTreeProblems', () => {
  it('accepts a tree written top to bottom', () => {
    expect(importTreeProblems(['1', '1.1', '1.1.1', '1.2', '2', '2.1'])).toEqual([]);
  });

  it('refuses a subtask before its parent, a gap, a duplicate and a number not starting at 1', () => {
    expect(importTreeProblems(['1.1', '1'])).toEqual([{ row: 1, field: 'num', message: TASK_IMPORT_MESSAGES.parentMissing('1.1', '1') }]);
    expect(importTreeProblems(['1', '1.2'])).toEqual([{ row: 2, field: 'num', message: TASK_IMPORT_MESSAGES.numOutOfOrder('1.1') }]);
    expect(importTreeProblems(['1', '1'])).toEqual([{ row: 2, field: 'num', message: TASK_IMPORT_MESSAGES.numDuplicate('1') }]);
    expect(importTreeProblems(['2'])).toEqual([{ row: 1, field: 'num', message: TASK_IMPORT_MESSAGES.numOutOfOrder('1') }]);
  });

  it('skips rows whose number is already reported', () => {
    expect(importTreeProblems(['1', undefined, '2'])).toEqual([]);
  });
});

describe('importRecordsFromTable', () => {
  it('keys cells by the header, skips empty rows and lists unknown headers', () => {
    const result = importRecordsFromTable([
      ['Num', 'Task Name', 'Owner', ''],
      ['1', 'Dig', 'Ann', null],
      ['', '', null, ''],
      [2, 'Fill'],
    ]);
    expect(result).toEqual({
      list: [
        { num: '1', taskName: 'Dig' },
        { num: 2, taskName: 'Fill' },
      ],
      unknownColumns: ['Owner'],
      hasTaskName: true,
    });
    expect(importRecordsFromTable([['name'], ['x']]).hasTaskName).toBe(false);
  });
});

describe('import error fields', () => {
  it('round-trips row problems through a 422 fields record', () => {
    const errors = [
      { row: 1, field: 'taskName', message: 'a' },
      { row: 12, field: 'num', message: 'b' },
    ];
    const fields = importErrorFields(errors);
    expect(fields).toEqual({ 'list.0.taskName': 'a', 'list.11.num': 'b' });
    expect(importErrorsFromFields({ ...fields, other: 'x' })).toEqual(errors);
  });
});
