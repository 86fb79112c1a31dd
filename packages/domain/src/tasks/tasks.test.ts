import { describe, expect, it } from 'vitest';
import { dateProblems, estimateProblems, pertEstimate, taskProgress } from './estimates.js';
import { TASK_MESSAGES } from './messages.js';
import { createTaskInput, createWbsInput, moveTasksInput, taskLevelParams, updateTaskInput } from './schemas.js';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('estimates', () => {
  it('computes the PERT estimate rounded to 2 decimals', () => {
    expect(pertEstimate(1, 2, 4)).toBe(2.17);
    expect(pertEstimate(0, 0, 0)).toBe(0);
  });

  it('names the estimate that breaks best ≤ most likely ≤ worst', () => {
    expect(estimateProblems({ hoursBest: 5, hoursMost: 2, hoursWorst: 9 })).toEqual({ hoursBest: TASK_MESSAGES.bestAboveMost });
    expect(estimateProblems({ hoursBest: 1, hoursMost: 9, hoursWorst: 3 })).toEqual({ hoursWorst: TASK_MESSAGES.mostAboveWorst });
    expect(estimateProblems({ hoursBest: 1, hoursMost: 1, hoursWorst: 1 })).toEqual({});
  });

  it('refuses a due date before the start date', () => {
    expect(dateProblems('2026-05-02', '2026-05-01')).toEqual({ dueDatetime: TASK_MESSAGES.dueBeforeStart });
    expect(dateProblems('2026-05-02', '2026-05-02')).toEqual({});
    expect(dateProblems(null, '2026-05-01')).toEqual({});
  });

  it('caps progress at 100%', () => {
    expect(taskProgress(5, 10)).toBe(50);
    expect(taskProgress(15, 10)).toBe(100);
    expect(taskProgress(0, 0)).toBe(0);
  });
});

describe('task input', () => {
  it('fills defaults for a new task with only a name', () => {
    const parsed = createTaskInput.parse({ taskName: '  Dig foundations ' });
    expect(parsed).toMatchObject({
      taskName: 'Dig foundations',
      parentId: null,
      priority: 'Primary',
      status: 'Not Started',
      resources: [],
      links: [],
      classification: '',
      startedDatetime: null,
    });
    expect(parsed.estimatedHours).toBeUndefined();
  });

  it('gives the spec and form messages for bad values', () => {
    const result = createTaskInput.safeParse({
      taskName: ' ',
      priority: 'Urgent',
      status: 'Done',
      hoursBest: -1,
      links: ['not a link'],
      classification: 'Fun',
      dueDatetime: '2026-13-45',
      resources: ['nobody'],
    });
    expect(fieldsOf(result)).toMatchObject({
      taskName: TASK_MESSAGES.taskNameRequired,
      priority: TASK_MESSAGES.priorityInvalid,
      status: TASK_MESSAGES.statusInvalid,
      hoursBest: TASK_MESSAGES.hoursInvalid,
      'links.0': TASK_MESSAGES.linksInvalid,
      classification: TASK_MESSAGES.classificationInvalid,
      dueDatetime: TASK_MESSAGES.dateInvalid,
      'resources.0': TASK_MESSAGES.resourceInvalid,
    });
  });

  it('checks the estimates and dates against each other', () => {
    const result = createTaskInput.safeParse({
      taskName: 'x',
      hoursBest: 3,
      hoursMost: 2,
      hoursWorst: 1,
      startedDatetime: '2026-05-02',
      dueDatetime: '2026-05-01',
    });
    expect(fieldsOf(result)).toEqual({
      hoursBest: TASK_MESSAGES.bestAboveMost,
      hoursWorst: TASK_MESSAGES.mostAboveWorst,
      dueDatetime: TASK_MESSAGES.dueBeforeStart,
    });
  });

  it('changes only what is sent on update, clears a date with empty text and ignores the number', () => {
    const parsed = updateTaskInput.parse({ status: 'Paused', dueDatetime: '', num: '9', resources: [] });
    expect(parsed).toEqual({ status: 'Paused', dueDatetime: null, resources: [] });
  });

  it('takes start and due dates as days or date-times in the years 1900-2199 only', () => {
    for (const ok of ['1900-01-01', '2199-12-31', '2026-11-02T08:00:00.000Z', '2026-11-02T08:00:00-08:00']) {
      expect(updateTaskInput.safeParse({ startedDatetime: ok }).success).toBe(true);
    }
    for (const bad of [
      '0000-01-01',
      '9999-12-31',
      '1899-12-31',
      '2200-01-01',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '2026-02-30',
    ]) {
      expect(fieldsOf(updateTaskInput.safeParse({ dueDatetime: bad }))).toEqual({ dueDatetime: TASK_MESSAGES.dateInvalid });
    }
  });

  it('checks WBS names, moves and level paths', () => {
    expect(fieldsOf(createWbsInput.safeParse({ wbsName: '  ' }))).toEqual({ wbsName: TASK_MESSAGES.wbsNameRequired });
    expect(fieldsOf(moveTasksInput.safeParse({ fromNum: '1.0', toNum: 'x' }))).toEqual({
      fromNum: TASK_MESSAGES.numInvalid,
      toNum: TASK_MESSAGES.numInvalid,
    });
    expect(taskLevelParams().safeParse({ wbsId: '5f0c9a56-2f5e-4d7e-9a51-3f8a3c1f0f11', level: '1', mother: '0' }).success).toBe(true);
    expect(fieldsOf(taskLevelParams().safeParse({ wbsId: '5f0c9a56-2f5e-4d7e-9a51-3f8a3c1f0f11', level: '0', mother: 'x' }))).toEqual({
      level: TASK_MESSAGES.levelInvalid,
      mother: TASK_MESSAGES.motherInvalid,
    });
  });
});
