import {
  suggestionContracts as suggestions,
  type BugReportInput,
  type SuggestionInput,
  type SuggestionOptionsInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';

const optionsKey = ['suggestionOptions'] as const;

export function useSuggestionOptions(userId: string) {
  return useQuery({ queryKey: optionsKey, queryFn: ({ signal }) => call(suggestions.options, { params: { userId } }, { signal }) });
}

export function useChangeSuggestionOptions(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SuggestionOptionsInput) => call(suggestions.changeOptions, { params: { userId }, body: input }),
    onSuccess: (data) => queryClient.setQueryData(optionsKey, data),
  });
}

export const useMakeSuggestion = (userId: string) =>
  useMutation({ mutationFn: (input: SuggestionInput) => call(suggestions.makeSuggestion, { params: { userId }, body: input }) });
export const useBugReport = (userId: string) =>
  useMutation({ mutationFn: (input: BugReportInput) => call(suggestions.bugReport, { params: { userId }, body: input }) });
