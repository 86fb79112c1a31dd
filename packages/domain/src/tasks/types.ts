/** One WBS of a project as lists show it. */
export interface Wbs {
  id: string;
  projectId: string;
  wbsName: string;
  isActive: boolean;
  createdAt: string;
  taskCount: number;
}

/** `GET /api/wbs/{projectId}`: the project and its WBS, by name. */
export interface ProjectWbsList {
  projectId: string;
  projectName: string;
  wbs: Wbs[];
}

/** A person assigned to a task, with their own state on it (document 1 §3, §4). */
export interface TaskResource {
  userId: string;
  name: string;
  completedTask: boolean;
  /** One of REVIEW_STATUSES. */
  reviewStatus: string;
}

/**
 * A task as the tree shows it. `estimatedHours` and `hoursLogged` are rolled up: hours logged
 * count the task and all its subtasks; the estimate of a task with subtasks is the sum of its
 * subtasks' estimates. `ownEstimatedHours` and `ownHoursLogged` are the task's own values.
 */
export interface Task {
  id: string;
  wbsId: string;
  projectId: string;
  parentId: string | null;
  num: string;
  level: number;
  taskName: string;
  /** One of TASK_PRIORITIES (stored data may hold older values). */
  priority: string;
  /** One of TASK_STATUSES. */
  status: string;
  isAssigned: boolean;
  resources: TaskResource[];
  hoursBest: number;
  hoursWorst: number;
  hoursMost: number;
  estimatedHours: number;
  hoursLogged: number;
  ownEstimatedHours: number;
  ownHoursLogged: number;
  links: string[];
  /** One of TASK_CLASSIFICATIONS, or '' when not classified. */
  classification: string;
  whyInfo: string;
  intentInfo: string;
  endstateInfo: string;
  startedDatetime: string | null;
  dueDatetime: string | null;
  hasChildren: boolean;
  childCount: number;
  createdAt: string;
}

/** A task's ancestor, for a breadcrumb. */
export interface TaskCrumb {
  id: string;
  num: string;
  taskName: string;
}

/** `GET /api/task/{id}`: one task with the names around it. */
export interface TaskDetail extends Task {
  projectName: string;
  wbsName: string;
  ancestors: TaskCrumb[];
  /** Every task under this one, at any depth. */
  subtaskCount: number;
}

/** `GET /api/tasks/samefolder/{taskId}`: the task and every task under the same parent (itself included), in order. */
export interface SameFolderTasks {
  task: TaskDetail;
  tasks: Task[];
}

/** A person who can be assigned to a task, as the resource picker shows them. */
export interface TaskPersonOption {
  id: string;
  firstName: string;
  lastName: string;
}

/** Who may pick people for a task: those who create or edit tasks. */
export const TASK_RESOURCE_PICKERS = ['postTask', 'updateTask'] as const;
