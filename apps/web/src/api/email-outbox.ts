import { emailContracts as email, type MailStatus } from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

export const outboxKeys = {
  all: ['emailOutbox'] as const,
  list: (status: MailStatus | null, to: string) => ['emailOutbox', 'list', status, to] as const,
  counts: ['emailOutbox', 'counts'] as const,
  mail: (id: string) => ['emailOutbox', 'mail', id] as const,
};

/** The newest 200 emails of one status (or all) to addresses containing `to`. */
export function useOutbox(status: MailStatus | null, to: string) {
  return useQuery({
    queryKey: outboxKeys.list(status, to),
    queryFn: ({ signal }) =>
      call(email.outbox, { query: { ...(status ? { status } : {}), ...(to ? { to } : {}), limit: 200 } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOutboxCounts() {
  return useQuery({ queryKey: outboxKeys.counts, queryFn: ({ signal }) => call(email.counts, {}, { signal }) });
}

export function useOutboxMail(id: string | null) {
  return useQuery({
    queryKey: outboxKeys.mail(id ?? ''),
    queryFn: ({ signal }) => call(email.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
  });
}

/** Retries a failed email or cancels a waiting one; the lists, the counts and the email are read again. */
export function useOutboxAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'retry' | 'cancel' }) => call(email[action], { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboxKeys.all }),
  });
}
