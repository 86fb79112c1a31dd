import {
  createProjectInput,
  DEFAULT_PROJECT_CATEGORY,
  PROJECT_CATEGORIES,
  PROJECT_MESSAGES,
  projectNameProblem,
  type Project,
} from '@goodhours/domain';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import { fetchProjectSearch, useCreateProject } from '../../../api/projects';

interface Props {
  initialName: string;
  /** After a create: the new project as re-read from the list, or null when it could not be read. */
  onCreated: (project: Project | null, projectName: string) => void;
  onBack: () => void;
}

/**
 * The Add Project dialog in create mode (document 1 §5, §7, §8): a name and a category; the
 * name is checked against the existing projects first; after a create the list is re-read and
 * the new project handed back to be selected.
 */
export function AddProjectCreate({ initialName, onCreated, onBack }: Props) {
  const queryClient = useQueryClient();
  const create = useCreateProject();
  const [projectName, setProjectName] = useState(initialName);
  const [category, setCategory] = useState<string>(DEFAULT_PROJECT_CATEGORY);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const reread = async (created: Project) => {
    try {
      const found = (await fetchProjectSearch(queryClient, created.projectName)).find((p) => p.id === created.id) ?? null;
      notifications.show({
        color: 'green',
        message: found ? PROJECT_MESSAGES.projectCreated : PROJECT_MESSAGES.projectCreatedNotRetrieved,
      });
      onCreated(found, created.projectName);
    } catch {
      notifications.show({ color: 'yellow', message: PROJECT_MESSAGES.projectCreatedNotRetrieved });
      onCreated(null, created.projectName);
    }
  };

  const submit = async () => {
    const empty = projectNameProblem(projectName, []);
    if (empty) {
      setProblem(empty);
      return;
    }
    const parsed = createProjectInput.safeParse({ projectName, projectCategory: category });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PROJECT_MESSAGES.projectCreateFailed);
      return;
    }
    setChecking(true);
    try {
      const taken = projectNameProblem(projectName, await fetchProjectSearch(queryClient, projectName));
      if (taken) {
        setProblem(taken);
        return;
      }
    } catch {
      // The server checks the name again; a failed look-up does not stop the create.
    } finally {
      setChecking(false);
    }
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        void reread(created);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields?.projectName) setProblem(error.fields.projectName);
        notifications.show({ color: 'red', message: PROJECT_MESSAGES.projectCreateFailed });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <TextInput
          label="New project name"
          data-autofocus
          value={projectName}
          error={problem}
          onChange={(event) => {
            setProjectName(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Select
          label="Category"
          data={[...PROJECT_CATEGORIES]}

          value={category}
          onChange={(value) => {
            setCategory(value ?? DEFAULT_PROJECT_CATEGORY);
          }}
        />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onBack}>
            Pick an existing project
          </Button>
          <Button type="submit" loading={checking || create.isPending}>
            Create project
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
