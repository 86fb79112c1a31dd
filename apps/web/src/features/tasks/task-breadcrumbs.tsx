import type { TaskDetail } from '@goodhours/domain';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { tasksPath } from './wbs-page';

/** Project › WBS › ancestors › this task; every step but the last is a link. */
export function TaskBreadcrumbs({ task, current }: { task: TaskDetail; current?: string }) {
  return (
    <Breadcrumbs separatorMargin={6} aria-label="Where this task is">
      <Anchor component={Link} to={`/project/wbs/${task.projectId}`}>
        {task.projectName}
      </Anchor>
      <Anchor component={Link} to={tasksPath({ id: task.wbsId, projectId: task.projectId, wbsName: task.wbsName })}>
        {task.wbsName}
      </Anchor>
      {task.ancestors.map((a) => (
        <Anchor key={a.id} component={Link} to={`/wbs/tasks/${a.id}`}>
          {a.num} {a.taskName}
        </Anchor>
      ))}
      <Text>{current ?? `${task.num} ${task.taskName}`}</Text>
    </Breadcrumbs>
  );
}
