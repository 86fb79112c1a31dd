import { toolContracts as tools, type LogAction, type ToolLogInput, type ToolTypeInput } from '@goodhours/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { inventoryKeys, useInvalidateInventory } from './inventory';

/**
 * The building portal's tools and equipment (issue 44). Their keys sit under the inventory's: a
 * new type shows in every type picker, and units added or checked out or in change every list and
 * log of them, so a change re-reads them all.
 */
export const toolKeys = {
  logTable: (projectId: string, action: LogAction) => [...inventoryKeys.all, 'bmToolLog', projectId, action] as const,
};

/** The tool type form (`POST /api/bm/tool-types`): the type, new or existing by name, and N units with new codes. */
export function useAddToolType() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: ToolTypeInput) => call(tools.addType, { body: input }),
    onSuccess: invalidate,
  });
}

/** The daily log's table for a project and an action (`GET /api/bm/tool-log`): per type, its counts and the units offered. */
export function useToolLogTable(projectId: string, action: LogAction) {
  return useQuery({
    queryKey: toolKeys.logTable(projectId, action),
    enabled: projectId !== '',
    queryFn: ({ signal }) => call(tools.logTable, { query: { projectId, action } }, { signal }),
  });
}

/** Checks units out or in, in one transaction (`POST /api/bm/tool-log`): a message per unit. */
export function useLogTools() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: ToolLogInput) => call(tools.log, { body: input }),
    onSuccess: invalidate,
  });
}
