import {
  inventoryContracts as inventory,
  type AddInventoryItemInput,
  type CreateInventoryTypeInput,
  type InventoryFilter,
  type TransferInventoryInput,
  type UpdateInventoryItemInput,
  type WasteInventoryInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export const inventoryKeys = {
  all: ['inventory'] as const,
  project: (projectId: string, wbsId: string | null) => ['inventory', 'project', projectId, wbsId] as const,
  types: (category: InventoryFilter) => ['inventory', 'types', category] as const,
  places: ['inventory', 'places'] as const,
  history: (itemId: string) => ['inventory', 'history', itemId] as const,
};

/** A project's stock at the project level, or one WBS's (`GET /api/inventory/{projectId}?wbsId=`). */
export function useProjectInventory(projectId: string, wbsId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.project(projectId, wbsId),
    queryFn: ({ signal }) => call(inventory.project, { params: { projectId }, ...(wbsId ? { query: { wbsId } } : {}) }, { signal }),
  });
}

export function useInventoryTypes(category: InventoryFilter = 'All', enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.types(category),
    queryFn: ({ signal }) => call(inventory.types, { query: { category } }, { signal }),
    enabled,
  });
}

/** Projects that can receive stock, with their WBS: the transfer form's choices. */
export function useInventoryPlaces(enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.places,
    queryFn: ({ signal }) => call(inventory.places, {}, { signal }),
    enabled,
  });
}

export function useItemHistory(itemId: string) {
  return useQuery({
    queryKey: inventoryKeys.history(itemId),
    queryFn: ({ signal }) => call(inventory.history, { params: { id: itemId } }, { signal }),
  });
}

/**
 * Any stock change can show on several pages (a transfer touches two projects, a unit checked out
 * changes the lists and the log): re-read everything under the inventory's keys, the building
 * portal's included.
 */
export function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useCreateInventoryType() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: CreateInventoryTypeInput) => call(inventory.createType, { body: input }),
    onSuccess: invalidate,
  });
}

export function useAddInventoryItem(projectId: string) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: AddInventoryItemInput) => call(inventory.addItem, { params: { projectId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useWasteInventoryItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ itemId, ...input }: WasteInventoryInput & { itemId: string }) =>
      call(inventory.waste, { params: { id: itemId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useTransferInventoryItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ itemId, ...input }: TransferInventoryInput & { itemId: string }) =>
      call(inventory.transfer, { params: { id: itemId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateInventoryItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ itemId, ...input }: UpdateInventoryItemInput & { itemId: string }) =>
      call(inventory.updateItem, { params: { id: itemId }, body: input }),
    onSuccess: invalidate,
  });
}
