import { infoContracts as info, type CreateInfoInput, type UpdateInfoInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, isApiError } from './client';

export const infoKeys = {
  all: ['informations'] as const,
  list: ['informations', 'list'] as const,
  /** Names are matched without regard to case, so 'timeLog' and 'timelog' share one entry. */
  byName: (infoName: string) => ['informations', 'name', infoName.toLowerCase()] as const,
};

/** The info pages the signed-in user may read (all of them for the Owner). */
export function useInfoPages() {
  return useQuery({
    queryKey: infoKeys.list,
    queryFn: ({ signal }) => call(info.list, {}, { signal }),
  });
}

/**
 * One area's page for its pop-up; null when none has been written (the server answers null, a
 * normal state) or the user may not read it (403). Asked once per area: the answer stays in the
 * cache until an info page is written. The address is the boot script's `paths.infoPage`, so the
 * dashboard's early request is reused.
 */
export function useInfoPage(infoName: string, enabled = true) {
  return useQuery({
    queryKey: infoKeys.byName(infoName),
    queryFn: async ({ signal }) => {
      try {
        return await call(info.getByName, { params: { infoName } }, { signal });
      } catch (error) {
        if (isApiError(error) && error.status === 403) return null;
        throw error;
      }
    },
    // Every write through this app invalidates infoKeys.all, so the answer is not asked again.
    staleTime: Infinity,
    enabled,
  });
}

/** Any write may change what a pop-up or the list shows: both are read again. */
function useInvalidateInfo() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: infoKeys.all });
}

export function useCreateInfo() {
  const invalidate = useInvalidateInfo();
  return useMutation({
    mutationFn: (input: CreateInfoInput) => call(info.create, { body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateInfo() {
  const invalidate = useInvalidateInfo();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateInfoInput & { id: string }) => call(info.update, { params: { id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteInfo() {
  const invalidate = useInvalidateInfo();
  return useMutation({
    mutationFn: (id: string) => call(info.remove, { params: { id } }),
    onSuccess: invalidate,
  });
}
