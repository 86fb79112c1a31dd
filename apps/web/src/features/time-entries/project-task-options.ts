import type { UserTask } from '@goodhours/domain';
import type { UserProject } from '../../api/profile';

/** One line of the project/task select: a project, a WBS (a disabled heading) or a task. */
export interface ProjectTaskOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** What a chosen option stands for. */
export interface ProjectTaskChoice {
  projectId: string;
  taskId?: string;
}

export function choiceValue(choice: { projectId: string | null; taskId?: string | null }): string {
  if (choice.taskId) return `task:${choice.taskId}`;
  return choice.projectId ? `project:${choice.projectId}` : '';
}

/** The project and task of an entry being edited, with its names (an entry carries them). */
export interface KeptChoice {
  projectId: string | null;
  projectName?: string | null;
  wbsId?: string | null;
  wbsName?: string | null;
  taskId?: string | null;
  taskNum?: string | null;
  taskName?: string | null;
}

/** The kept task as a task row, when the person's task list no longer holds it. */
function keptTask(keep: KeptChoice | undefined, tasks: readonly UserTask[]): UserTask[] {
  if (!keep?.taskId || !keep.projectId || tasks.some((t) => t.taskId === keep.taskId)) return [];
  return [
    {
      taskId: keep.taskId,
      num: keep.taskNum ?? '',
      taskName: keep.taskName ?? '',
      status: '',
      priority: '',
      hoursLogged: 0,
      estimatedHours: 0,
      dueDatetime: null,
      projectId: keep.projectId,
      projectName: keep.projectName ?? '',
      wbsId: keep.wbsId ?? '',
      wbsName: keep.wbsName ?? '',
      completedTask: false,
    },
  ];
}

interface BuildArgs {
  projects: readonly UserProject[];
  tasks: readonly UserTask[];
  /**
   * For a new entry: only active projects and tasks the person has not completed. The choice of an
   * entry being edited stays listed even when it no longer would be.
   */
  openOnly?: boolean;
  keep?: KeptChoice;
}

/**
 * The options of the project/task select (document 2 §2): each project the person belongs to,
 * under it each WBS holding tasks of theirs (disabled), under that those tasks. Tasks of a project
 * the person is no longer a member of still appear under their project.
 */
export function buildProjectTaskOptions({ projects, tasks, openOnly = false, keep }: BuildArgs): {
  options: ProjectTaskOption[];
  choices: Map<string, ProjectTaskChoice>;
} {
  const keptTaskId = keep?.taskId ?? null;
  const keptProject = keep?.projectId ?? null;
  const shownTasks = [...tasks, ...keptTask(keep, tasks)].filter((t) => !openOnly || !t.completedTask || t.taskId === keptTaskId);
  const projectRows = new Map<string, string>();
  for (const p of projects) {
    if (!openOnly || p.isActive || p.projectId === keptProject) projectRows.set(p.projectId, p.projectName);
  }
  if (keptProject && !projectRows.has(keptProject)) projectRows.set(keptProject, keep?.projectName ?? 'Project');
  for (const t of shownTasks) if (!projectRows.has(t.projectId)) projectRows.set(t.projectId, t.projectName);

  const options: ProjectTaskOption[] = [];
  const choices = new Map<string, ProjectTaskChoice>();
  const sorted = [...projectRows].sort((a, b) => a[1].localeCompare(b[1]));
  for (const [projectId, projectName] of sorted) {
    const value = choiceValue({ projectId });
    options.push({ value, label: projectName });
    choices.set(value, { projectId });
    const byWbs = new Map<string, UserTask[]>();
    for (const t of shownTasks.filter((task) => task.projectId === projectId)) {
      byWbs.set(t.wbsId, [...(byWbs.get(t.wbsId) ?? []), t]);
    }
    for (const [wbsId, wbsTasks] of byWbs) {
      options.push({ value: `wbs:${wbsId}`, label: wbsTasks[0]?.wbsName ?? '', disabled: true });
      for (const t of wbsTasks) {
        const taskValue = choiceValue({ projectId, taskId: t.taskId });
        options.push({ value: taskValue, label: `${t.num} ${t.taskName}` });
        choices.set(taskValue, { projectId, taskId: t.taskId });
      }
    }
  }
  return { options, choices };
}

/** The select's data: each project an option, each of its WBS a group (a heading the browser indents) of its tasks. */
export type ProjectTaskData = Array<ProjectTaskOption | { group: string; items: ProjectTaskOption[] }>;

/**
 * The options as the native select draws them: a WBS is an `optgroup` holding its tasks, so the
 * hierarchy shows without indenting labels with spaces (a chosen task once read with them, issue 42).
 */
export function groupedOptions(options: readonly ProjectTaskOption[]): ProjectTaskData {
  const data: ProjectTaskData = [];
  let group: { group: string; items: ProjectTaskOption[] } | null = null;
  for (const option of options) {
    if (option.value.startsWith('wbs:')) {
      group = { group: option.label, items: [] };
      data.push(group);
    } else if (option.value.startsWith('task:') && group) {
      group.items.push(option);
    } else {
      group = null;
      data.push(option);
    }
  }
  return data;
}
