import {
  itemTypeContracts as itemTypes,
  type CreateInventoryTypeInput,
  type InventoryFilter,
  type NewEquipmentTypeInput,
  type TypeArchivedFilter,
  type UpdateItemTypeInput,
} from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { call } from './client';
import { inventoryKeys, useInvalidateInventory } from './inventory';

/**
 * The building portal's item types. Their keys sit under the inventory's, because a type shows
 * in every inventory picker: a change to one re-reads all of them, and the inventory's own
 * changes (stock bought, a type added) re-read whether a type is in use.
 */
export const itemTypeKeys = {
  list: (category: InventoryFilter, archived: TypeArchivedFilter) => [...inventoryKeys.all, 'bmTypes', category, archived] as const,
  changes: (id: string) => [...inventoryKeys.all, 'typeChanges', id] as const,
};

/** Types of a category (or all), each saying whether it is in use (`GET /api/bm/types`). */
export function useItemTypes(category: InventoryFilter, archived: TypeArchivedFilter) {
  return useQuery({
    queryKey: itemTypeKeys.list(category, archived),
    queryFn: ({ signal }) => call(itemTypes.list, { query: { category, archived } }, { signal }),
    // Another category keeps the table on screen until its types arrive.
    placeholderData: keepPreviousData,
  });
}

/** A type's recorded changes, newest first. */
export function useItemTypeChanges(id: string) {
  return useQuery({
    queryKey: itemTypeKeys.changes(id),
    queryFn: ({ signal }) => call(itemTypes.changes, { params: { id } }, { signal }),
  });
}

/** A type of any category, added from the portal (`POST /api/bm/types`). */
export function useCreateItemType() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: CreateInventoryTypeInput) => call(itemTypes.create, { body: input }),
    onSuccess: invalidate,
  });
}

/** The New equipment type form (`POST /api/bm/equipment-types`). */
export function useCreateEquipmentType() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: (input: NewEquipmentTypeInput) => call(itemTypes.createEquipment, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateItemType() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateItemTypeInput & { id: string }) => call(itemTypes.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

/** Archives a type (`archived: true`) or offers it again. */
export function useArchiveItemType() {
  const invalidate = useInvalidateInventory();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      call(archived ? itemTypes.archive : itemTypes.restore, { params: { id } }),
    onSuccess: invalidate,
  });
}
