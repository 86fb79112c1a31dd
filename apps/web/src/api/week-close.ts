import { weekCloseContracts as close, type WeekCloseOutcome } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from './changes';
import { call } from './client';
import { weekCloseKeys } from './query-keys';

export function useWeekCloseHistory() {
  return useQuery({ queryKey: weekCloseKeys.history, queryFn: ({ signal }) => call(close.history, {}, { signal }) });
}

export function useWeekClosePreview() {
  return useQuery({ queryKey: weekCloseKeys.preview, queryFn: ({ signal }) => call(close.preview, {}, { signal }) });
}

export function useWeekCloseDetail(weekStart: string) {
  return useQuery({
    queryKey: weekCloseKeys.week(weekStart),
    queryFn: ({ signal }) => call(close.week, { params: { weekStart } }, { signal }),
  });
}

/** Waives one blue square of a close: the person's blue squares changed (the close's outcomes show them too). */
export function useWaiveBlueSquare(weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }): Promise<WeekCloseOutcome> =>
      call(close.waive, { params: { weekStart, userId }, body: { reason } }),
    onSuccess: (_, { userId }) => refreshAfter(queryClient, { kind: 'infringements', personId: userId }),
  });
}

/** Queues a closed week's blue-square emails again (resendBlueSquareAndSummaryEmails). */
export function useResendWeekEmails(weekStart: string) {
  return useMutation({ mutationFn: () => call(close.resend, { params: { weekStart } }) });
}

const digestKey = (userId: string) => ['summaryDigest', userId] as const;

/** Whether the person receives the weekly summaries digest of their teams (their own choice). */
export function useSummaryDigest(userId: string) {
  return useQuery({ queryKey: digestKey(userId), queryFn: ({ signal }) => call(close.digest, { params: { id: userId } }, { signal }) });
}

export function useSetSummaryDigest(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(close.setDigest, { params: { id: userId }, body: { enabled } }),
    onSuccess: (answer) => queryClient.setQueryData(digestKey(userId), answer),
  });
}
