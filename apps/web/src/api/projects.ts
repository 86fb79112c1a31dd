import {
  PROJECT_MATCH_LIMIT,
  type ChangeProjectMembersInput,
  type CreateProjectInput,
  type DeleteProjectOption,
  type Project,
  type ProjectCandidate,
  type ProjectMember,
  type UpdateProjectInput,
} from '@goodhours/domain';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './client';

/** Everything read about projects sits under `projects`: any change re-reads it all. */
export const projectKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  search: (text: string) => ['projects', 'search', text] as const,
  project: (id: string) => ['projects', 'one', id] as const,
  members: (id: string) => ['projectMembers', id] as const,
  candidates: (id: string, text: string) => ['projectCandidates', id, text] as const,
};
/** The profile's projects table (`useUserProjects`) keeps its data under this prefix. */
const USER_PROJECTS_PREFIX = ['userProjects'] as const;

const enc = encodeURIComponent;

/** Every project, archived ones included: the projects page filters them on screen. */
export const PROJECT_LIST_PATH = '/api/projects?archived=include';

export function useProjects() {
  return useQuery({
    queryKey: projectKeys.list,
    queryFn: ({ signal }) => api.get<Project[]>(PROJECT_LIST_PATH, { signal }),
  });
}

/** `GET /api/projects?search=...&limit=10`: the projects whose name contains the text (case and spaces ignored). */
export function projectSearchPath(text: string): string {
  return `/api/projects?${new URLSearchParams({ search: text.trim(), limit: String(PROJECT_MATCH_LIMIT) }).toString()}`;
}

export function fetchProjectSearch(queryClient: QueryClient, text: string): Promise<Project[]> {
  return queryClient.fetchQuery({
    queryKey: projectKeys.search(text.trim()),
    queryFn: ({ signal }) => api.get<Project[]>(projectSearchPath(text), { signal }),
    staleTime: 0,
  });
}

/** Up to 10 projects matching the text; nothing is asked while the text is empty. */
export function useProjectSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: projectKeys.search(search),
    queryFn: ({ signal }) => api.get<Project[]>(projectSearchPath(search), { signal }),
    enabled: search.length > 0,
  });
}

export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.project(id),
    queryFn: ({ signal }) => api.get<Project>(`/api/project/${enc(id)}`, { signal }),
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateProjectInput) => api.post<Project>('/api/projects', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateProjectInput & { id: string }) =>
      api.put<Project>(`/api/project/${enc(id)}`, changes),
    onSuccess: (project) => {
      queryClient.setQueryData<Project[]>(projectKeys.list, (list) => list?.map((p) => (p.id === project.id ? project : p)));
      queryClient.setQueryData(projectKeys.project(project.id), project);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: USER_PROJECTS_PREFIX }),
      ]);
    },
  });
}

/** Archives (soft) or deletes (for good) a project. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, option }: { id: string; option: DeleteProjectOption }) =>
      api.delete(`/api/project/${enc(id)}?option=${option}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: USER_PROJECTS_PREFIX }),
      ]),
  });
}

export function useProjectMembers(projectId: string, enabled = true) {
  return useQuery({
    queryKey: projectKeys.members(projectId),
    queryFn: ({ signal }) => api.get<ProjectMember[]>(`/api/project/${enc(projectId)}/users`, { signal }),
    enabled,
  });
}

/** Adds and removes people (`operation` Assign or UnAssign); the answer is the new member list. */
export function useChangeProjectMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, users }: { projectId: string; users: ChangeProjectMembersInput['users'] }) =>
      api.post<ProjectMember[]>(`/api/project/${enc(projectId)}/users`, { projectId, users }),
    onSuccess: (members, { projectId }) => {
      queryClient.setQueryData(projectKeys.members(projectId), members);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.all }),
        queryClient.invalidateQueries({ queryKey: USER_PROJECTS_PREFIX }),
        queryClient.invalidateQueries({ queryKey: ['projectCandidates', projectId] }),
      ]);
    },
  });
}

/** Up to 10 people who could be added to the project; nothing is asked while the text is empty. */
export function useProjectCandidates(projectId: string, text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: projectKeys.candidates(projectId, search),
    queryFn: ({ signal }) =>
      api.get<ProjectCandidate[]>(`/api/project/${enc(projectId)}/candidates?search=${enc(search)}`, { signal }),
    enabled: search.length > 0,
  });
}
