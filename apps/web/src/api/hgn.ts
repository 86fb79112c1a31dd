import {
  hgnContracts as contracts,
  HGN_MESSAGES,
  queryString,
  type HgnDraft,
  type HgnQuestionInput,
  type HgnResponsesQuery,
  type HgnSubmissionInput,
  type RouteAnswer,
} from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readToken } from '../auth/token-storage';
import { ApiError, call } from './client';

export type HgnMine = RouteAnswer<typeof contracts.mine>;
export type HgnQuestionRow = RouteAnswer<typeof contracts.updateQuestion>;
export type HgnResponses = RouteAnswer<typeof contracts.responses>;

export const hgnKeys = {
  questions: ['hgn', 'questions'] as const,
  mine: ['hgn', 'mine'] as const,
  responsesAll: ['hgn', 'responses'] as const,
  responses: (search: HgnResponsesQuery) => ['hgn', 'responses', search] as const,
};

/** The questions of pages 2 to 5 (the Owner may change their wording). */
export function useHgnQuestions() {
  return useQuery({
    queryKey: hgnKeys.questions,
    queryFn: ({ signal }) => call(contracts.questions, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The Owner changes a question's title and text; the form shows the new wording at once. */
export function useUpdateHgnQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: HgnQuestionInput }) => call(contracts.updateQuestion, { params: { id }, body }),
    onSuccess: (saved) =>
      queryClient.setQueryData(hgnKeys.questions, (old: { questions: HgnQuestionRow[] } | undefined) =>
        old ? { questions: old.questions.map((q) => (q.id === saved.id ? saved : q)) } : old,
      ),
  });
}

/** The signed-in person's own questionnaire: not started, a draft, or submitted. */
export function useHgnMine() {
  return useQuery({
    queryKey: hgnKeys.mine,
    queryFn: ({ signal }) => call(contracts.mine, {}, { signal }),
    // The answers are typed on this page only: read once per visit, never behind the person's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

function useMineChange<I>(mutationFn: (input: I) => Promise<HgnMine>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (mine) => {
      queryClient.setQueryData(hgnKeys.mine, mine);
      if (mine.status === 'submitted') void queryClient.invalidateQueries({ queryKey: hgnKeys.responsesAll });
    },
  });
}

/** Keeps the answers so far on the server (each Next and Back), so a reload or another device finds them. */
export const useSaveHgnDraft = () => useMineChange((body: HgnDraft) => call(contracts.saveDraft, { body }));
/** Submits the questionnaire; from then on it is read-only. */
export const useSubmitHgn = () => useMineChange((body: HgnSubmissionInput) => call(contracts.submit, { body }));

/** The submitted questionnaires the Owner's search finds; a new search keeps the last table shown meanwhile. */
export function useHgnResponses(search: HgnResponsesQuery) {
  return useQuery({
    queryKey: hgnKeys.responses(search),
    queryFn: ({ signal }) => call(contracts.responses, { query: search }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same questionnaires as a CSV file. */
export async function fetchHgnResponsesCsv(search: HgnResponsesQuery): Promise<Blob> {
  const token = readToken();
  const res = await fetch(`${contracts.responsesCsv.path}${queryString(search)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError({ status: res.status, code: `HTTP_${res.status}`, message: HGN_MESSAGES.exportFailed });
  return res.blob();
}
