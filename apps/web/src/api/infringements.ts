import type { Infringement, InfringementInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

export const infringementKeys = {
  ofUser: (userId: string) => ['infringements', userId] as const,
};

const enc = encodeURIComponent;
const base = (userId: string) => `/api/userprofile/${enc(userId)}/infringements`;

/** A person's blue squares, newest date first. */
export function useInfringements(userId: string, enabled = true) {
  return useQuery({
    queryKey: infringementKeys.ofUser(userId),
    queryFn: ({ signal }) => api.get<Infringement[]>(base(userId), { signal }),
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
    mutationFn: (input: InfringementInput) => api.post<Infringement>(base(userId), input),
    onSuccess: invalidate,
  });
}

export function useUpdateInfringement(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: ({ id, ...input }: InfringementInput & { id: string }) =>
      api.put<Infringement>(`${base(userId)}/${enc(id)}`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteInfringement(userId: string) {
  const invalidate = useInvalidate(userId);
  return useMutation({
    mutationFn: (id: string) => api.delete(`${base(userId)}/${enc(id)}`),
    onSuccess: invalidate,
  });
}
