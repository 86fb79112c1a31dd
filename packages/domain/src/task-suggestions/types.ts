import type { TaskSnapshot } from './snapshot.js';

/** Who suggested a change. */
export interface SuggestionAuthor {
  id: string;
  firstName: string;
  lastName: string;
}

/** `GET /api/taskeditsuggestion`: one suggestion with the task it is about (document 2 §3). */
export interface TaskEditSuggestion {
  id: string;
  taskId: string;
  /** The task's number and name now. */
  taskNum: string;
  taskName: string;
  wbsId: string;
  projectId: string;
  user: SuggestionAuthor;
  dateSuggested: string;
  oldTask: TaskSnapshot;
  newTask: TaskSnapshot;
}

/** `GET /api/taskeditsuggestion?count=true` */
export interface TaskSuggestionCount {
  count: number;
}

/** `GET /api/tasknotification/user/{userId}`: a change to a task the person works on. */
export interface TaskNotification {
  id: string;
  userId: string;
  taskId: string;
  taskNum: string;
  taskName: string;
  wbsId: string;
  projectId: string;
  oldTask: Partial<TaskSnapshot>;
  newTask: TaskSnapshot;
  createdAt: string;
}

/** `POST /api/tasknotification` answer: how many people were told. */
export interface TaskNotificationPostResult {
  notified: number;
}
