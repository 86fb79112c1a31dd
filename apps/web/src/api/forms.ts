import {
  FORM_MESSAGES,
  formContracts as contracts,
  jobContracts,
  queryString,
  routePath,
  type FormDefinitionInput,
  type FormResponseInput,
  type RouteAnswer,
} from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readToken } from '../auth/token-storage';
import { refreshAfter } from './changes';
import { ApiError, call } from './client';
import { formKeys, type ResponsesSource } from './query-keys';

export type { ResponsesSource };

/** A form's current version as the wire carries it (times as text). */
export type FormAnswer = NonNullable<RouteAnswer<typeof contracts.general>['form']>;
export type FormSavedAnswer = RouteAnswer<typeof contracts.saveGeneral>;
export type ResponsesTableAnswer = RouteAnswer<typeof contracts.responses>;

/** The general form's current version, or null before the Owner first saves one. */
export function useGeneralForm() {
  return useQuery({ queryKey: formKeys.general, queryFn: ({ signal }) => call(contracts.general, {}, { signal }) });
}

/** Saves the general form; a changed definition comes back as a new version. */
export function useSaveGeneralForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormDefinitionInput) => call(contracts.saveGeneral, { body }),
    onSuccess: (saved) => {
      const { changed: _changed, ...form } = saved;
      queryClient.setQueryData(formKeys.general, { form });
      void refreshAfter(queryClient, { kind: 'responses', source: { kind: 'form', formId: saved.id } });
    },
  });
}

/** Answers the general form; the Owner's table shows the new response next time it is read. */
export function useSubmitGeneralForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormResponseInput) => call(contracts.submit, { body }),
    onSuccess: (_answer, body) => refreshAfter(queryClient, { kind: 'responses', source: { kind: 'form', formId: body.formId } }),
  });
}

/** One version's responses (the current one when `version` is null), a page of 50. */
export function useResponsesTable(source: ResponsesSource, version: number | null, page: number) {
  const query = { page, ...(version === null ? {} : { version }) };
  return useQuery({
    queryKey: formKeys.responses(source, version, page),
    queryFn: ({ signal }) =>
      source.kind === 'form'
        ? call(contracts.responses, { params: { id: source.formId }, query }, { signal })
        : call(jobContracts.responses, { params: { id: source.jobId }, query }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One version's responses as a CSV file made by the server. */
export async function fetchResponsesCsv(source: ResponsesSource, version: number): Promise<Blob> {
  const path =
    source.kind === 'form'
      ? routePath(contracts.exportResponses, { id: source.formId })
      : routePath(jobContracts.exportResponses, { id: source.jobId });
  const token = readToken();
  const res = await fetch(path + queryString({ version }), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError({ status: res.status, code: `HTTP_${res.status}`, message: FORM_MESSAGES.exportFailed });
  return res.blob();
}
