import type { ProjectWbsList, Task, TaskDetail } from '@goodhours/domain';

/** Test data for the task pages (imported by *.test.tsx only). */
export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const WBS_ID = '22222222-2222-4222-8222-222222222222';

let n = 0;
export function makeTask(overrides: Partial<Task> = {}): Task {
  n++;
  return {
    id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
    wbsId: WBS_ID,
    projectId: PROJECT_ID,
    parentId: null,
    num: String(n),
    level: 1,
    taskName: `Task ${String(n)}`,
    priority: 'Primary',
    status: 'Not Started',
    isAssigned: false,
    resources: [],
    hoursBest: 1,
    hoursWorst: 4,
    hoursMost: 2,
    estimatedHours: 2.17,
    hoursLogged: 0,
    ownEstimatedHours: 2.17,
    ownHoursLogged: 0,
    links: [],
    classification: '',
    whyInfo: '',
    intentInfo: '',
    endstateInfo: '',
    startedDatetime: null,
    dueDatetime: null,
    hasChildren: false,
    childCount: 0,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(task: Task, overrides: Partial<TaskDetail> = {}): TaskDetail {
  return { ...task, projectName: 'Earthbag Village', wbsName: 'Phase 1', ancestors: [], subtaskCount: task.childCount, ...overrides };
}

export const projectWbs: ProjectWbsList = {
  projectId: PROJECT_ID,
  projectName: 'Earthbag Village',
  wbs: [{ id: WBS_ID, projectId: PROJECT_ID, wbsName: 'Phase 1', isActive: true, createdAt: '2026-11-01T00:00:00.000Z', taskCount: 3 }],
};
