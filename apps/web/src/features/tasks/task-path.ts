/** A task's page; a task without a project has none, so its link goes home (document 2 §2). */
export const taskPagePath = (taskId: string, projectId: string | null): string => (projectId ? `/wbs/tasks/${taskId}` : '/');
