import type { AiPrompt, SummarySaveInput, WeeklySummaries } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { paths } from './paths';
import { profileKeys } from './profile';
import { summaryBarKeys } from './summary-bar';

export const summaryKeys = {
  of: (userId: string) => ['weeklySummaries', userId] as const,
  prompt: ['aiPrompt'] as const,
  copied: (userId: string) => ['aiPromptCopied', userId] as const,
};

const enc = encodeURIComponent;

export function useWeeklySummaries(userId: string, enabled = true) {
  return useQuery({
    queryKey: summaryKeys.of(userId),
    queryFn: ({ signal }) => api.get<WeeklySummaries>(paths.weeklySummaries(userId), { signal }),
    enabled,
  });
}

function useSummaryChange<I>(userId: string, fn: (input: I) => Promise<WeeklySummaries>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      queryClient.setQueryData(summaryKeys.of(userId), data);
      // The profile holds the media link; the summary bar and the leaderboard show whether a summary is in.
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile(userId) });
      void queryClient.invalidateQueries({ queryKey: summaryBarKeys.of(userId) });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });
}

export const useSaveSummary = (userId: string) =>
  useSummaryChange(userId, (input: SummarySaveInput) => api.put<WeeklySummaries>(`/api/weeklySummaries/${enc(userId)}`, input));
export const useMoveSummary = (userId: string) =>
  useSummaryChange(userId, (input: { from: number; to: number }) => api.post<WeeklySummaries>(`/api/weeklySummaries/${enc(userId)}/move`, input));
export const useEditSummary = (userId: string) =>
  useSummaryChange(userId, (input: { slot: number; summary: string }) => api.put<WeeklySummaries>(`/api/weeklySummaries/${enc(userId)}/edit`, input));

export function useAiPrompt(enabled = true) {
  return useQuery({ queryKey: summaryKeys.prompt, queryFn: ({ signal }) => api.get<AiPrompt>('/api/dashboard/aiPrompt', { signal }), enabled });
}

export function useSaveAiPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (aIPromptText: string) => api.put<AiPrompt>('/api/dashboard/aiPrompt', { aIPromptText }),
    onSuccess: (data) => queryClient.setQueryData(summaryKeys.prompt, data),
  });
}

export function usePromptCopied(userId: string, enabled = true) {
  return useQuery({
    queryKey: summaryKeys.copied(userId),
    queryFn: ({ signal }) => api.get<{ message: string | null }>(`/api/dashboard/aiPrompt/copied/${enc(userId)}`, { signal }),
    enabled,
  });
}

export function useRecordPromptCopy(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.put<{ message: string }>(`/api/dashboard/aiPrompt/copied/${enc(userId)}`),
    onSuccess: (data) => queryClient.setQueryData(summaryKeys.copied(userId), data),
  });
}
