import { PROJECT_MESSAGES, updateProjectInput, type Project } from '@goodhours/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { toastRefusal } from '../../components/confirm-delete';
import { isApiError } from '../../api/client';
import { useUpdateProject } from '../../api/projects';
import { issueFields, ProjectFields, projectFieldErrors, type ProjectFormValues } from './project-fields';
import { FormActions } from '../../components/form-actions';

/** Renames a project or changes its category; only what changed is sent. */
export function EditProjectForm({ project, onDone }: { project: Project; onDone: () => void }) {
  const update = useUpdateProject();
  const form = useForm<ProjectFormValues>({
    initialValues: { projectName: project.projectName, category: project.category },
  });

  const submit = form.onSubmit((values) => {
    const parsed = updateProjectInput.safeParse({
      ...(values.projectName !== project.projectName ? { projectName: values.projectName } : {}),
      ...(values.category !== project.category ? { category: values.category } : {}),
    });
    if (!parsed.success) {
      form.setErrors(projectFieldErrors(issueFields(parsed.error)));
      return;
    }
    if (Object.keys(parsed.data).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { id: project.id, ...parsed.data },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PROJECT_MESSAGES.projectUpdated });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) form.setErrors(projectFieldErrors(error.fields));
          else toastRefusal(error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ProjectFields form={form} />
        <FormActions submitLabel="Save" onCancel={onDone} loading={update.isPending} />
      </Stack>
    </form>
  );
}
