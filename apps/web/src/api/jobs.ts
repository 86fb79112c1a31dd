import {
  jobContracts as contracts,
  jobCopyListContracts as copyLists,
  type ApplicationInput,
  type CategoryCopyInput,
  type FormDefinitionInput,
  type JobCopyInput,
  type JobInput,
  type RouteAnswer,
} from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './client';
import { refreshAfter } from './changes';

export type JobsPageAnswer = RouteAnswer<typeof contracts.list>;
export type PublicJobAnswer = RouteAnswer<typeof contracts.get>;
export type ManagedJobAnswer = RouteAnswer<typeof contracts.manage>['jobs'][number];
export type CopyListsAnswer = RouteAnswer<typeof copyLists.list>;

export interface LandingQuery {
  page: number;
  search: string;
  category: string;
}

export const jobKeys = {
  all: ['jobs'] as const,
  landing: (q: LandingQuery) => ['jobs', 'landing', q] as const,
  categories: ['jobs', 'categories'] as const,
  published: (id: string) => ['jobs', 'published', id] as const,
  managed: ['jobs', 'managed'] as const,
  form: (id: string) => ['jobs', 'form', id] as const,
  copyLists: ['jobs', 'copyLists'] as const,
};

/** A page of published jobs (the page shown stays until the next one arrives). */
export function usePublishedJobs(q: LandingQuery) {
  return useQuery({
    queryKey: jobKeys.landing(q),
    queryFn: ({ signal }) => call(contracts.list, { query: { page: q.page, search: q.search, category: q.category } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useJobCategories() {
  return useQuery({ queryKey: jobKeys.categories, queryFn: ({ signal }) => call(contracts.categories, {}, { signal }) });
}

/** A published job with its application form's current version. */
export function usePublishedJob(id: string | null) {
  return useQuery({
    queryKey: jobKeys.published(id ?? ''),
    queryFn: ({ signal }) => call(contracts.get, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** Applies to a job; its managers' table shows the application next time it is read. */
export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationInput) => call(contracts.apply, { params: { id: jobId }, body }),
    onSuccess: () => refreshAfter(queryClient, { kind: 'responses', source: { kind: 'job', jobId } }),
  });
}

/** Every job, published or not, for its managers. */
export function useManagedJobs() {
  return useQuery({ queryKey: jobKeys.managed, queryFn: ({ signal }) => call(contracts.manage, {}, { signal }) });
}

/** A job ad changed: every list of jobs (managers', landing page, copy lists) may show it. */
function useJobChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }) });
}

export const useCreateJob = () => useJobChange((body: JobInput) => call(contracts.create, { body }));
export const useUpdateJob = () =>
  useJobChange(({ id, body }: { id: string; body: JobInput }) => call(contracts.update, { params: { id }, body }));

/** The job's application form, current version (null before its first save). */
export function useJobForm(id: string) {
  return useQuery({ queryKey: jobKeys.form(id), queryFn: ({ signal }) => call(contracts.form, { params: { id } }, { signal }) });
}

/** Saves the job's application form: a changed definition comes back as a new version. */
export function useSaveJobForm(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormDefinitionInput) => call(contracts.saveForm, { params: { id }, body }),
    onSuccess: (saved) => {
      const { changed: _changed, ...form } = saved;
      queryClient.setQueryData(jobKeys.form(id), { form });
      void queryClient.invalidateQueries({ queryKey: jobKeys.managed });
      void queryClient.invalidateQueries({ queryKey: jobKeys.published(id) });
      void refreshAfter(queryClient, { kind: 'responses', source: { kind: 'job', jobId: id } });
    },
  });
}

export function useCopyLists() {
  return useQuery({ queryKey: jobKeys.copyLists, queryFn: ({ signal }) => call(copyLists.list, {}, { signal }) });
}

function useCopyChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.copyLists }) });
}

export const useAddJobCopy = () => useCopyChange((body: JobCopyInput) => call(copyLists.addForJob, { body }));
export const useAddCategoryCopy = () => useCopyChange((body: CategoryCopyInput) => call(copyLists.addForCategory, { body }));
export const useRemoveCopy = () => useCopyChange((id: string) => call(copyLists.remove, { params: { id } }));
