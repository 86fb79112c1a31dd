import { infringementContracts as blueSquares, type InfringementInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export const infringementKeys = {
  ofUser: (userId: string) => ['infringements', userId] as const,
};

/** A person's blue squares, newest date first. */
export function useInfringements(userId: string, enabled = true) {
  return useQuery({
    queryKey: infringementKeys.ofUser(userId),
    queryFn: ({ signal }) => call(blueSquares.list, { params: { id: userId } }, { signal }),
    enabled,
  });
}

function useInvalidate(userId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: infringementKeys.ofUser(userId) });
}

export function useAddInfringement(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (input: InfringementInput) => call(blueSquares.create, { params: { id: userId }, body: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateInfringement(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, ...input }: InfringementInput & { id: string }) =>
      call(blueSquares.update, { params: { id: userId, infringementId: id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useDeleteInfringement(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (id: string) => call(blueSquares.remove, { params: { id: userId, infringementId: id } }),
    onSuccess: invalidate,
  });
}
