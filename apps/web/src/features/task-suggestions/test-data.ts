import type { TaskEditSuggestion, TaskNotification, TaskSnapshot } from '@goodhours/domain';

export const TASK_ID = '33333333-3333-4333-8333-333333333333';

export const oldTask: TaskSnapshot = {
  num: '1.2',
  taskName: 'Dig the trench',
  priority: 'Primary',
  status: 'Not Started',
  hoursBest: 1,
  hoursWorst: 4,
  hoursMost: 2,
  estimatedHours: 2.17,
  startedDatetime: null,
  dueDatetime: null,
  links: [],
  classification: '',
  whyInfo: '',
  intentInfo: '',
  endstateInfo: '',
  resources: [{ userId: '00000000-0000-4000-8000-000000000007', name: 'Ann Builder' }],
};

export function suggestionFixture(overrides: Partial<TaskEditSuggestion> = {}): TaskEditSuggestion {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    taskId: TASK_ID,
    taskNum: '1.2',
    taskName: 'Dig the trench',
    wbsId: '55555555-5555-4555-8555-555555555555',
    projectId: '66666666-6666-4666-8666-666666666666',
    user: { id: '00000000-0000-4000-8000-000000000007', firstName: 'Ann', lastName: 'Builder' },
    dateSuggested: '2026-11-18T18:00:00.000Z',
    oldTask,
    newTask: { ...oldTask, taskName: 'Dig two trenches', dueDatetime: '2026-12-01T00:00:00.000Z' },
    ...overrides,
  };
}

export function notificationFixture(overrides: Partial<TaskNotification> = {}): TaskNotification {
  return {
    id: '77777777-7777-4777-8777-777777777777',
    userId: '00000000-0000-4000-8000-000000000007',
    taskId: TASK_ID,
    taskNum: '1.2',
    taskName: 'Dig two trenches',
    wbsId: '55555555-5555-4555-8555-555555555555',
    projectId: '66666666-6666-4666-8666-666666666666',
    oldTask,
    newTask: { ...oldTask, taskName: 'Dig two trenches', status: 'Active' },
    createdAt: '2026-11-18T18:00:00.000Z',
    ...overrides,
  };
}
