import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useUserProjects } from '../../api/profile';
import { useUserTasks } from '../../api/profile-work';
import { useOnNoProject } from './first-steps';
import { buildProjectTaskOptions, groupedOptions, type KeptChoice, type ProjectTaskChoice } from './project-task-options';

interface Props extends Omit<NativeSelectProps, 'data' | 'onChange' | 'value'> {
  userId: string;
  value: string;
  onChange: (value: string, choice: ProjectTaskChoice | undefined) => void;
  /** The first line, whose value is '' ('Select Project/Task (all)' for a filter). */
  placeholderLabel: string;
  openOnly?: boolean;
  keep?: KeptChoice;
  /**
   * Shown instead of the select when the person is on no project and holds no task (issue 42);
   * `false` shows nothing. Without it the empty select is shown.
   */
  whenNone?: ReactNode;
}

/**
 * The project/task select (document 2 §2): the person's projects, under each its WBS (disabled)
 * and the person's tasks in it. The options come from `buildProjectTaskOptions` only.
 */
export function ProjectTaskSelect({ userId, value, onChange, placeholderLabel, openOnly, keep, whenNone, error, ...rest }: Props) {
  const projects = useUserProjects(userId);
  const tasks = useUserTasks(userId);
  const { options, choices } = useMemo(
    () =>
      buildProjectTaskOptions({
        projects: projects.data ?? [],
        tasks: tasks.data ?? [],
        ...(openOnly !== undefined ? { openOnly } : {}),
        ...(keep ? { keep } : {}),
      }),
    [projects.data, tasks.data, openOnly, keep],
  );
  const loading = projects.isPending || tasks.isPending;
  const failed = projects.isError || tasks.isError;
  const onNoProject = useOnNoProject(userId);
  if (whenNone !== undefined && onNoProject) return whenNone;
  return (
    <NativeSelect
      {...rest}
      value={value}
      disabled={loading || rest.disabled}
      error={error ?? (failed ? 'The projects and tasks could not be loaded.' : undefined)}
      data={[{ value: '', label: loading ? 'Loading…' : placeholderLabel }, ...groupedOptions(options)]}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next, choices.get(next));
      }}
    />
  );
}
