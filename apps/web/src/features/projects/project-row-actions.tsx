import { PROJECT_ARCHIVERS, PROJECT_MESSAGES, type DeleteProjectOption, type Project } from '@goodhours/domain';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useDeleteProject, useUpdateProject } from '../../api/projects';
import { useCan } from '../../auth/use-session';
import { toastRefusal } from '../../components/confirm-delete';
import { Tooltip } from '../../components/tooltip';

/** Whether the caller sees any row action at all (the Actions column is left out otherwise). */
export function useProjectActionRights() {
  const { can } = useCan();
  const canEdit = can('putProject');
  const canArchive = PROJECT_ARCHIVERS.some(can);
  const canDelete = can('deleteProject');
  return { canEdit, canArchive, canDelete, any: canEdit || canArchive || canDelete };
}

/** Edit, archive or restore, and delete (with the choice between archiving and deleting for good). */
export function ProjectRowActions({ project, onEdit }: { project: Project; onEdit: (project: Project) => void }) {
  const { canEdit, canArchive, canDelete } = useProjectActionRights();
  const remove = useDeleteProject();
  const update = useUpdateProject();
  const name = project.projectName;

  const removeAs = (option: DeleteProjectOption) => {
    modals.closeAll();
    remove.mutate(
      { id: project.id, option },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: option === 'archive' ? PROJECT_MESSAGES.projectArchived(name) : PROJECT_MESSAGES.projectDeleted,
          }),
        onError: () => notifications.show({ color: 'red', message: PROJECT_MESSAGES.projectDeleteFailed }),
      },
    );
  };

  const restore = () => {
    update.mutate(
      { id: project.id, isArchived: false },
      { onSuccess: () => notifications.show({ color: 'green', message: PROJECT_MESSAGES.projectRestored(name) }), onError: toastRefusal },
    );
  };

  const askDelete = () => {
    modals.open({
      title: 'Delete project',
      children: (
        <>
          <Text size="sm">{PROJECT_MESSAGES.deleteQuestion(name)}</Text>
          <Group justify="flex-end" mt="md">
            <Button
              variant="default"
              onClick={() => {
                modals.closeAll();
              }}
            >
              Cancel
            </Button>
            {canArchive && !project.isArchived && (
              <Button
                variant="light"
                onClick={() => {
                  removeAs('archive');
                }}
              >
                Archive
              </Button>
            )}
            <Button
              color="red"
              onClick={() => {
                removeAs('delete');
              }}
            >
              Delete for good
            </Button>
          </Group>
        </>
      ),
    });
  };

  return (
    <Group gap={4} wrap="nowrap">
      {canEdit && (
        <Tooltip label="Edit project">
          <ActionIcon
            variant="subtle"
            aria-label={`Edit ${name}`}
            onClick={() => {
              onEdit(project);
            }}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canArchive && !project.isArchived && (
        <Tooltip label="Archive project">
          <ActionIcon
            variant="subtle"
            aria-label={`Archive ${name}`}
            loading={remove.isPending}
            onClick={() => {
              removeAs('archive');
            }}
          >
            <IconArchive size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canEdit && project.isArchived && (
        <Tooltip label="Restore project">
          <ActionIcon variant="subtle" aria-label={`Restore ${name}`} loading={update.isPending} onClick={restore}>
            <IconArchiveOff size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip label="Delete project">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} loading={remove.isPending} onClick={askDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
