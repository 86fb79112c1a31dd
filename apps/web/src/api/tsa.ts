import { TSA_MESSAGES, tsaContracts as contracts, type RouteAnswer, type TsaSubmissionInput } from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readToken } from '../auth/token-storage';
import { ApiError, call } from './client';

/** The Owner's list and one submission, as the wire carries them (times as text). */
export type TsaListAnswer = RouteAnswer<typeof contracts.list>;
export type TsaDetailAnswer = RouteAnswer<typeof contracts.get>;

export const tsaKeys = {
  all: ['tsaSubmissions'] as const,
  list: (page: number) => ['tsaSubmissions', 'list', page] as const,
  one: (id: string) => ['tsaSubmissions', 'one', id] as const,
};

/** Submits the whole questionnaire; the Owner's list shows it next time it is read. */
export function useSubmitTsa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TsaSubmissionInput) => call(contracts.submit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tsaKeys.all }),
  });
}

/** The submissions, newest first, a page of 25 (the page shown stays until the next one arrives). */
export function useTsaSubmissions(page: number) {
  return useQuery({
    queryKey: tsaKeys.list(page),
    queryFn: ({ signal }) => call(contracts.list, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One submission with all its answers, once one is opened. */
export function useTsaSubmission(id: string | null) {
  return useQuery({
    queryKey: tsaKeys.one(id ?? ''),
    queryFn: ({ signal }) => call(contracts.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
  });
}

/** Every submission as a CSV file, made by the server. */
export async function fetchTsaCsv(): Promise<Blob> {
  const token = readToken();
  const res = await fetch(contracts.csv.path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError({ status: res.status, code: `HTTP_${res.status}`, message: TSA_MESSAGES.exportFailed });
  return res.blob();
}
