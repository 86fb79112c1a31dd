import type {
  AddInventoryItemInput,
  CreateInventoryTypeInput,
  InventoryFilter,
  InventoryItem,
  InventoryMovement,
  InventoryPlace,
  InventoryTransferResult,
  InventoryType,
  ProjectInventory,
  TransferInventoryInput,
  UpdateInventoryItemInput,
  WasteInventoryInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export const inventoryKeys = {
  all: ['inventory'] as const,
  project: (projectId: string, wbsId: string | null) => ['inventory', 'project', projectId, wbsId] as const,
  types: (category: InventoryFilter) => ['inventory', 'types', category] as const,
  places: ['inventory', 'places'] as const,
  history: (itemId: string) => ['inventory', 'history', itemId] as const,
};

const enc = encodeURIComponent;

/** A project's stock at the project level, or one WBS's (`GET /api/inventory/{projectId}?wbsId=`). */
export function useProjectInventory(projectId: string, wbsId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.project(projectId, wbsId),
    queryFn: ({ signal }) =>
      api.get<ProjectInventory>(`/api/inventory/${enc(projectId)}${wbsId ? `?wbsId=${enc(wbsId)}` : ''}`, { signal }),
  });
}

export function useInventoryTypes(category: InventoryFilter = 'All', enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.types(category),
    queryFn: ({ signal }) => api.get<InventoryType[]>(`/api/inventory/types?category=${enc(category)}`, { signal }),
    enabled,
  });
}

/** Projects that can receive stock, with their WBS: the transfer form's choices. */
export function useInventoryPlaces(enabled = true) {
  return useQuery({
    queryKey: inventoryKeys.places,
    queryFn: ({ signal }) => api.get<InventoryPlace[]>('/api/inventory/places', { signal }),
    enabled,
  });
}

export function useItemHistory(itemId: string) {
  return useQuery({
    queryKey: inventoryKeys.history(itemId),
    queryFn: ({ signal }) => api.get<InventoryMovement[]>(`/api/inventory/items/${enc(itemId)}/history`, { signal }),
  });
}

/** Any stock change can show on several pages (a transfer touches two projects): re-read them all. */
function useInvalidateInventory() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
}

export function useCreateInventoryType() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: CreateInventoryTypeInput) => api.post<InventoryType>('/api/inventory/types', input),
    onSuccess: invalidate,
  });
}

export function useAddInventoryItem(projectId: string) {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: AddInventoryItemInput) => api.post<InventoryItem>(`/api/inventory/${enc(projectId)}/items`, input),
    onSuccess: invalidate,
  });
}

export function useWasteInventoryItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ itemId, ...input }: WasteInventoryInput & { itemId: string }) =>
      api.post<InventoryItem>(`/api/inventory/items/${enc(itemId)}/waste`, input),
    onSuccess: invalidate,
  });
}

export function useTransferInventoryItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ itemId, ...input }: TransferInventoryInput & { itemId: string }) =>
      api.post<InventoryTransferResult>(`/api/inventory/items/${enc(itemId)}/transfer`, input),
    onSuccess: invalidate,
  });
}

export function useUpdateInventoryItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ itemId, ...input }: UpdateInventoryItemInput & { itemId: string }) =>
      api.put<InventoryItem>(`/api/inventory/items/${enc(itemId)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteInventoryItem() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (itemId: string) => api.delete(`/api/inventory/items/${enc(itemId)}`),
    onSuccess: invalidate,
  });
}
