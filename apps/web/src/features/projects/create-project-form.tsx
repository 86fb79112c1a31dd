import { createProjectInput, DEFAULT_PROJECT_CATEGORY, PROJECT_MESSAGES } from '@goodhours/domain';
import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { isApiError } from '../../api/client';
import { useCreateProject } from '../../api/projects';
import { issueFields, ProjectFields, projectFieldErrors, type ProjectFormValues } from './project-fields';
import { FormActions } from '../../components/form-actions';

/** Add Project on the projects page: a name and a category ('Unspecified' unless chosen). */
export function CreateProjectForm({ onDone }: { onDone: () => void }) {
  const create = useCreateProject();
  const form = useForm<ProjectFormValues>({ initialValues: { projectName: '', category: DEFAULT_PROJECT_CATEGORY } });

  const submit = form.onSubmit((values) => {
    const parsed = createProjectInput.safeParse({ projectName: values.projectName, projectCategory: values.category });
    if (!parsed.success) {
      form.setErrors(projectFieldErrors(issueFields(parsed.error)));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PROJECT_MESSAGES.projectCreated });
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) form.setErrors(projectFieldErrors(error.fields));
        else notifications.show({ color: 'red', message: PROJECT_MESSAGES.projectCreateFailed });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ProjectFields form={form} />
        <FormActions submitLabel="Create Project" onCancel={onDone} loading={create.isPending} />
      </Stack>
    </form>
  );
}
