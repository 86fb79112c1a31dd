import { describe, expect, it } from 'vitest';
import { compareTaskSnapshots, taskSnapshotChanges, type TaskSnapshot } from './snapshot.js';
import { createTaskSuggestionInput, postTaskNotificationInput } from './schemas.js';

const base: TaskSnapshot = {
  num: '1.2',
  taskName: 'Dig',
  priority: 'Primary',
  status: 'Not Started',
  hoursBest: 1,
  hoursWorst: 4,
  hoursMost: 2,
  estimatedHours: 2.17,
  startedDatetime: '2026-03-01T00:00:00.000Z',
  dueDatetime: null,
  links: [],
  classification: '',
  whyInfo: '',
  intentInfo: '',
  endstateInfo: '',
  resources: [
    { userId: 'b', name: 'Bea Builder' },
    { userId: 'a', name: 'Ann Digger' },
  ],
};

describe('compareTaskSnapshots', () => {
  it('finds nothing changed between equal snapshots, whatever the order of people or the date format', () => {
    const same = { ...base, startedDatetime: '2026-03-01T00:00:00Z', resources: [...base.resources].reverse() };
    expect(taskSnapshotChanges(base, same)).toEqual([]);
  });

  it('lists each changed field with how it reads before and after', () => {
    const after = { ...base, taskName: 'Dig deeper', dueDatetime: '2026-04-02T00:00:00.000Z', resources: [base.resources[1]!] };
    expect(taskSnapshotChanges(base, after)).toEqual([
      { field: 'taskName', label: 'Task name', before: 'Dig', after: 'Dig deeper', changed: true },
      { field: 'resources', label: 'Resources', before: 'Bea Builder, Ann Digger', after: 'Ann Digger', changed: true },
      { field: 'dueDatetime', label: 'Due date', before: '', after: '2026-04-02', changed: true },
    ]);
  });

  it('compares only the fields a partial snapshot holds', () => {
    const all = compareTaskSnapshots({ taskName: 'Old' }, base);
    expect(all).toEqual([{ field: 'taskName', label: 'Task name', before: 'Old', after: 'Dig', changed: true }]);
  });
});

describe('suggestion and notification payloads', () => {
  const taskId = '0b8a2b9e-6a0f-4c5b-9d1e-1a2b3c4d5e6f';

  it('checks the suggested fields like a task edit and ignores unknown keys', () => {
    const ok = createTaskSuggestionInput().safeParse({ taskId, newTask: { taskName: ' New ', _id: 'x', num: '9' } });
    expect(ok.success && ok.data.newTask).toEqual({ taskName: 'New' });
    const bad = createTaskSuggestionInput().safeParse({ taskId, newTask: { hoursBest: -1 } });
    expect(bad.success).toBe(false);
  });

  it('needs at least one person to notify', () => {
    expect(postTaskNotificationInput().safeParse({ taskId, oldTask: {}, userIds: [] }).success).toBe(false);
  });
});
