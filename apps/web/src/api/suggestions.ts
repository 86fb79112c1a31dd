import type { BugReportInput, SuggestionInput, SuggestionOptions, SuggestionOptionsInput } from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';

const enc = encodeURIComponent;
const optionsKey = ['suggestionOptions'] as const;

export function useSuggestionOptions(userId: string) {
  return useQuery({ queryKey: optionsKey, queryFn: ({ signal }) => api.get<SuggestionOptions>(`/api/dashboard/suggestionoption/${enc(userId)}`, { signal }) });
}

export function useChangeSuggestionOptions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuggestionOptionsInput) => api.post<SuggestionOptions>(`/api/dashboard/suggestionoption/${enc(userId)}`, input),
    onSuccess: (data) => queryClient.setQueryData(optionsKey, data),
  });
}

export const useMakeSuggestion = (userId: string) =>
  useMutation({ mutationFn: (input: SuggestionInput) => api.post<{ message: string }>(`/api/dashboard/makesuggestion/${enc(userId)}`, input) });
export const useBugReport = (userId: string) =>
  useMutation({ mutationFn: (input: BugReportInput) => api.post<{ message: string }>(`/api/dashboard/bugreport/${enc(userId)}`, input) });
