import { offersCreateMode, PROJECT_MATCH_LIMIT, PROJECT_MESSAGES, projectToAssign, sameProjectName, type Project } from '@goodhours/domain';
import { Autocomplete, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/client';
import type { UserProject } from '../../../api/profile';
import { fetchProjectSearch, useChangeProjectMembers, useProjectSearch } from '../../../api/projects';
import { useCan } from '../../../auth/use-session';
import { Dialog } from '../../../components/dialog';
import { AddProjectCreate } from './add-project-dialog-create';

export const PROJECT_SEARCH_DEBOUNCE_MS = 250;

interface Props {
  userId: string;
  opened: boolean;
  onClose: () => void;
  /** The person's projects: picking one of them is refused. */
  theirs: readonly UserProject[];
}

/**
 * Add Project (document 1 §2, §5): pick an existing project (up to 10 matches, case and spaces
 * ignored), or switch to create mode when the typed name matches none (postProject); then assign.
 */
export function AddProjectDialog({ userId, opened, onClose, theirs }: Props) {
  const { can } = useCan();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<'pick' | 'create'>('pick');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, PROJECT_SEARCH_DEBOUNCE_MS);
  /** The project chosen from the matches, or the one just created: kept while its name stays typed. */
  const [picked, setPicked] = useState<Project | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const matches = useProjectSearch(search);
  const assign = useChangeProjectMembers();
  const found = matches.data ?? [];
  const settled = search === text && matches.isSuccess;

  const close = () => {
    setMode('pick');
    setText('');
    setPicked(null);
    setProblem(null);
    onClose();
  };

  const assignProject = (projectId: string) => {
    assign.mutate(
      { projectId, users: [{ userId, operation: 'Assign' }] },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: PROJECT_MESSAGES.projectAssigned });
          close();
        },
        onError: (error) => {
          if (isApiError(error) && !error.isServerFailure) setProblem(error.message);
        },
      },
    );
  };

  const confirm = async () => {
    const stillPicked = picked !== null && sameProjectName(picked.projectName, text);
    let known: readonly Project[] = stillPicked ? [picked] : found;
    if (text.trim() && !stillPicked && !settled) {
      setLooking(true);
      try {
        known = await fetchProjectSearch(queryClient, text);
      } catch {
        known = [];
      } finally {
        setLooking(false);
      }
    }
    const outcome = projectToAssign(text, known, theirs);
    if ('problem' in outcome) setProblem(outcome.problem);
    else assignProject(outcome.projectId);
  };

  const created = (project: Project | null, projectName: string) => {
    setMode('pick');
    setPicked(project);
    setText(project ? project.projectName : projectName);
    setProblem(null);
  };

  return (
    <Dialog opened={opened} onClose={close} title="Add Project">
      {mode === 'create' ? (
        <AddProjectCreate
          initialName={text}
          onCreated={created}
          onBack={() => {
            setMode('pick');
          }}
        />
      ) : (
        <Stack>
          <Autocomplete
            label="Project"
            placeholder="Type a project name"
            data-autofocus
            data={found.map((p) => p.projectName)}
            filter={({ options }) => options}
            limit={PROJECT_MATCH_LIMIT}
            value={text}
            error={problem}
            onChange={(value) => {
              setText(value);
              setProblem(null);
            }}
            onOptionSubmit={(name) => {
              setPicked(found.find((p) => p.projectName === name) ?? null);
            }}
          />
          {settled && offersCreateMode(text, found) && (
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {can('postProject') ? `No project is called "${text.trim()}".` : PROJECT_MESSAGES.projectDoesNotExist}
              </Text>
              {can('postProject') && (
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => {
                    setMode('create');
                    setProblem(null);
                  }}
                >
                  Create new project
                </Button>
              )}
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={looking || assign.isPending}>
              Assign
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
