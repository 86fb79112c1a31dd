import { infringementContracts as blueSquares, type InfringementInput } from '@goodhours/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRefreshAfter } from './changes';
import { call } from './client';
import { infringementKeys } from './query-keys';

/** A person's blue squares, newest date first. */
export function useInfringements(userId: string, enabled = true) {
  return useQuery({
    queryKey: infringementKeys.ofUser(userId),
    queryFn: ({ signal }) => call(blueSquares.list, { params: { id: userId } }, { signal }),
    enabled,
  });
}

/** The person's blue squares changed: wherever they are listed or counted is read again. */
function useInvalidate(userId: string) {
  const refresh = useRefreshAfter();
  return () => refresh({ kind: 'infringements', personId: userId });
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
