import {
  PROJECT_MATCH_LIMIT,
  projectContracts as projects,
  queryString,
  routePath,
  type ChangeProjectMembersInput,
  type CreateProjectInput,
  type DeleteProjectOption,
  type Project,
  type UpdateProjectInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshAfter } from './changes';
import { call } from './client';
import { projectKeys } from './query-keys';

/** Every project, archived ones included: the projects page filters them on screen. */
const LIST_QUERY = { archived: 'include' } as const;
export const PROJECT_LIST_PATH = routePath(projects.list) + queryString(LIST_QUERY);

export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list,
    queryFn: ({ signal }) => call(projects.list, { query: LIST_QUERY }, { signal }),
  });
}

/** The projects whose name contains the text (case and spaces ignored), up to 10. */
const searchQuery = (text: string) => ({ search: text.trim(), limit: PROJECT_MATCH_LIMIT });

/** `GET /api/projects?search=...&limit=10`, as `call` builds it. */
export function projectSearchPath(text: string): string {
  return routePath(projects.list) + queryString(searchQuery(text));
}

export function fetchProjectSearch(queryClient: QueryClient, text: string): Promise<Project[]> {
  return queryClient.fetchQuery({
    queryKey: projectKeys.search(text.trim()),
    queryFn: ({ signal }) => call(projects.list, { query: searchQuery(text) }, { signal }),
    staleTime: 0,
  });
}

/** Up to 10 projects matching the text; nothing is asked while the text is empty. */
export function useProjectSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: projectKeys.search(search),
    queryFn: ({ signal }) => call(projects.list, { query: searchQuery(search) }, { signal }),
    enabled: search.length > 0,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.project(id),
    queryFn: ({ signal }) => call(projects.get, { params: { id } }, { signal }),
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) => call(projects.create, { body: input }),
    onSuccess: () => refreshAfter(queryClient, { kind: 'projects' }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateProjectInput & { id: string }) => call(projects.update, { params: { id }, body: changes }),
    onSuccess: (project) => {
      queryClient.setQueryData<Project[]>(projectKeys.list, (list) => list?.map((p) => (p.id === project.id ? project : p)));
      queryClient.setQueryData(projectKeys.project(project.id), project);
      return refreshAfter(queryClient, { kind: 'projects' });
    },
  });
}

/** Archives (soft) or deletes (for good) a project. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, option }: { id: string; option: DeleteProjectOption }) =>
      call(projects.remove, { params: { id }, query: { option } }),
    onSuccess: () => refreshAfter(queryClient, { kind: 'projects' }),
  });
}

export function useProjectMembers(projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: ({ signal }) => call(projects.members, { params: { id: projectId } }, { signal }),
    enabled,
  });
}

/** Adds and removes people (`operation` Assign or UnAssign); the answer is the new member list. */
export function useChangeProjectMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, users }: { projectId: string; users: ChangeProjectMembersInput['users'] }) =>
      call(projects.changeMembers, { params: { id: projectId }, body: { projectId, users } }),
    onSuccess: (members, { projectId }) => {
      queryClient.setQueryData(projectKeys.members(projectId), members);
      return Promise.all([
        refreshAfter(queryClient, { kind: 'projects' }),
        queryClient.invalidateQueries({ queryKey: projectKeys.candidatesOf(projectId) }),
      ]);
    },
  });
}

/** Up to 10 people who could be added to the project; nothing is asked while the text is empty. */
export function useProjectCandidates(projectId: string, text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: projectKeys.candidates(projectId, search),
    queryFn: ({ signal }) => call(projects.candidates, { params: { id: projectId }, query: { search } }, { signal }),
    enabled: search.length > 0,
  });
}
