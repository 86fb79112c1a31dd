import { TOOL_MESSAGES as M, type LogAction, type ToolLogTable } from '@goodhours/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../api/client';
import { useLogTools } from '../../api/tools';
import { ErrorView } from '../../components/error-view';
import { PageSkeleton } from '../../components/page-skeleton';
import { PORTAL_HOME } from './stock-paths';
import { ToolLogTypes } from './tool-log-types';

interface Props {
  projectId: string;
  action: LogAction;
  table: UseQueryResult<ToolLogTable>;
}

/**
 * The daily log's types for a project and an action, each with the codes it offers, and Submit,
 * disabled until a code is chosen. The chosen units go in one request; the answer's messages
 * are toasts, green for each unit moved and red for each refused (document 3 §8 'Tool log'), and
 * the table is read again with nothing chosen.
 */
export function ToolLogForm({ projectId, action, table }: Props) {
  const log = useLogTools();
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  // Opened straight from a link or a bookmark, there is no page of ours to go back to.
  const back = () => void (location.key === 'default' ? navigate(PORTAL_HOME) : navigate(-1));

  if (table.isPending) return <PageSkeleton rows={3} />;
  if (table.isError) return <ErrorView error={table.error} onRetry={() => void table.refetch()} />;
  const types = table.data.types;
  if (!types.some((t) => t.units.length > 0)) return <Text>{M.nothingToLog}</Text>;

  // Only codes the table still offers are sent: a unit taken by someone else meanwhile drops out.
  const offered = new Set(types.flatMap((t) => t.units.map((u) => u.id)));
  const unitIds = Object.values(chosen)
    .flat()
    .filter((id) => offered.has(id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (unitIds.length === 0) return;
    log.mutate(
      { projectId, action, unitIds },
      {
        onSuccess: ({ results }) => {
          for (const result of results) notifications.show({ color: result.ok ? 'green' : 'red', message: result.message });
          setChosen({});
        },
        // A server failure or no answer has already said so (the client's own toast).
        onError: (error) => {
          if (isApiError(error) && !error.isServerFailure) notifications.show({ color: 'red', message: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={action}>
      <Stack>
        <ToolLogTypes
          types={types}
          action={action}
          chosen={chosen}
          onChoose={(typeId, ids) => setChosen((current) => ({ ...current, [typeId]: ids }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={back}>
            Cancel
          </Button>
          <Button type="submit" loading={log.isPending} disabled={unitIds.length === 0}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
