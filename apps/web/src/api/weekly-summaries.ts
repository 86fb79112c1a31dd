import { weeklySummaryContracts as summaries, type SummarySaveInput, type WeeklySummaries } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshAfter } from './changes';
import { summaryKeys } from './query-keys';

export function useWeeklySummaries(userId: string, enabled = true) {
  return useQuery({
    queryKey: summaryKeys.of(userId),
    // The same address as paths.weeklySummaries: the boot script may already have asked.
    queryFn: ({ signal }) => call(summaries.get, { params: { userId } }, { signal }),
    enabled,
  });
}

function useSummaryChange<I>(userId: string, fn: (input: I) => Promise<WeeklySummaries>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      queryClient.setQueryData(summaryKeys.of(userId), data);
      void refreshAfter(queryClient, { kind: 'summary', personId: userId });
    },
  });
}

export const useSaveSummary = (userId: string) =>
  useSummaryChange(userId, (input: SummarySaveInput) => call(summaries.save, { params: { userId }, body: input }));
export const useMoveSummary = (userId: string) =>
  useSummaryChange(userId, (input: { from: number; to: number }) => call(summaries.move, { params: { userId }, body: input }));
export const useEditSummary = (userId: string) =>
  useSummaryChange(userId, (input: { slot: number; summary: string }) => call(summaries.edit, { params: { userId }, body: input }));

export function useAiPrompt(enabled = true) {
  return useQuery({ queryKey: summaryKeys.prompt, queryFn: ({ signal }) => call(summaries.aiPrompt, {}, { signal }), enabled });
}

export function useSaveAiPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aIPromptText: string) => call(summaries.saveAiPrompt, { body: { aIPromptText } }),
    onSuccess: (data) => queryClient.setQueryData(summaryKeys.prompt, data),
  });
}

export function usePromptCopied(userId: string, enabled = true) {
  return useQuery({
    queryKey: summaryKeys.copied(userId),
    queryFn: ({ signal }) => call(summaries.promptCopied, { params: { userId } }, { signal }),
    enabled,
  });
}

export function useRecordPromptCopy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(summaries.recordPromptCopy, { params: { userId } }),
    onSuccess: (data) => queryClient.setQueryData(summaryKeys.copied(userId), data),
  });
}
