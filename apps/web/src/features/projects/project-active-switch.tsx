import { PROJECT_MESSAGES, type Project } from '@goodhours/domain';
import { Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateProject } from '../../api/projects';
import { toastRefusal } from '../../components/confirm-delete';

/** Turns a project active or inactive at once ('Project updated successfully'). */
export function ProjectActiveSwitch({ project }: { project: Project }) {
  const update = useUpdateProject();
  const toggle = (isActive: boolean) => {
    update.mutate(
      { id: project.id, isActive },
      {
        onSuccess: () => notifications.show({ color: 'green', message: PROJECT_MESSAGES.projectUpdated }),
        onError: toastRefusal,
      },
    );
  };
  return (
    <Switch
      aria-label={`${project.projectName} is active`}
      checked={update.isPending ? update.variables.isActive === true : project.isActive}
      disabled={update.isPending}
      onChange={(event) => {
        toggle(event.currentTarget.checked);
      }}
    />
  );
}
