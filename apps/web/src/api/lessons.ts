import {
  lessonContracts as contracts,
  lessonTagContracts as tagContracts,
  LESSON_MESSAGES,
  routePath,
  type LessonFilter,
  type LessonInput,
  type LessonSort,
  type RouteAnswer,
} from '@goodhours/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { readToken } from '../auth/token-storage';
import { ApiError, call } from './client';

/** A lesson and a page of them, as the wire carries them. */
export type LessonRow = RouteAnswer<typeof contracts.get>;
export type LessonPageAnswer = RouteAnswer<typeof contracts.list>;

export interface LessonListParams {
  filter: LessonFilter;
  sort: LessonSort;
  search: string;
  page: number;
}

/** Everything read about lessons sits under `lessons`. */
export const lessonKeys = {
  all: ['lessons'] as const,
  lists: ['lessons', 'list'] as const,
  list: (params: LessonListParams) => ['lessons', 'list', params] as const,
  tags: ['lessons', 'tags'] as const,
};

/** A page of the lessons the person may read; the page shown stays while the next one loads. */
export function useLessons(params: LessonListParams) {
  const search = params.search.trim();
  return useQuery({
    queryKey: lessonKeys.list({ ...params, search }),
    queryFn: ({ signal }) =>
      call(
        contracts.list,
        { query: { filter: params.filter, sort: params.sort, page: params.page, ...(search ? { search } : {}) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The tag catalogue. */
export function useLessonTags() {
  return useQuery({ queryKey: lessonKeys.tags, queryFn: ({ signal }) => call(tagContracts.tags, {}, { signal }) });
}

/** Writes a lesson; every list is read again (it may show on any page, and its tags join the catalogue). */
export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LessonInput) => call(contracts.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}

/** Changes one lesson in every cached page that shows it. */
function patchLesson(queryClient: QueryClient, id: string, patch: (lesson: LessonRow) => LessonRow): void {
  queryClient.setQueriesData<LessonPageAnswer>({ queryKey: lessonKeys.lists }, (page) =>
    page ? { ...page, lessons: page.lessons.map((l) => (l.id === id ? patch(l) : l)) } : page,
  );
}

/** The author's summary edit: the answer replaces the lesson where it is shown, and lists are read again (searches read the content). */
export function useEditLessonContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => call(contracts.edit, { params: { id }, body: { content } }),
    onSuccess: (lesson) => {
      patchLesson(queryClient, lesson.id, () => lesson);
      return queryClient.invalidateQueries({ queryKey: lessonKeys.lists });
    },
  });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(contracts.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lessonKeys.lists }),
  });
}

/**
 * Likes or unlikes a lesson. The count moves at once on screen and then takes the server's total
 * (one like per person, kept by the server); a refusal reads the lists again.
 */
export function useLikeLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, like }: { id: string; like: boolean }) =>
      like ? call(contracts.like, { params: { id } }) : call(contracts.unlike, { params: { id } }),
    onMutate: async ({ id, like }) => {
      await queryClient.cancelQueries({ queryKey: lessonKeys.lists });
      patchLesson(queryClient, id, (l) =>
        l.likedByMe === like ? l : { ...l, likedByMe: like, totalLikes: l.totalLikes + (like ? 1 : -1) },
      );
    },
    onSuccess: (answer, { id }) => {
      patchLesson(queryClient, id, (l) => ({ ...l, ...answer }));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: lessonKeys.lists }),
  });
}

/** Adds a tag to the catalogue; the answer is the new catalogue. */
export function useAddTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tag: string) => call(tagContracts.addTag, { body: { tag } }),
    onSuccess: (tags) => {
      queryClient.setQueryData(lessonKeys.tags, tags);
    },
  });
}

/** Deletes tags from the catalogue, all or none; the answer is the new catalogue. */
export function useDeleteTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (names: string[]) => call(tagContracts.deleteTags, { body: { names } }),
    onSuccess: (tags) => {
      queryClient.setQueryData(lessonKeys.tags, tags);
    },
  });
}

/** An appendix file's content, fetched with the session (the server checks the reader may read the lesson). */
export async function fetchAppendix(lessonId: string, fileId: string): Promise<Blob> {
  const token = readToken();
  const res = await fetch(routePath(contracts.file, { id: lessonId, fileId }), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new ApiError({ status: res.status, code: `HTTP_${res.status}`, message: LESSON_MESSAGES.fileDownloadFailed });
  return res.blob();
}
