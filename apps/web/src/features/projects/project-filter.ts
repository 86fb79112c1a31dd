import { projectNameMatches, type Project } from '@goodhours/domain';

export type ProjectStatusFilter = 'all' | 'active' | 'inactive' | 'archived';

export const PROJECT_STATUS_FILTERS: { value: ProjectStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'archived', label: 'Archived' },
];

/**
 * The projects shown: archived ones only under 'Archived'; the others by active flag; names
 * matching the search ignoring case and whitespace, or the category containing it.
 */
export function filterProjects(projects: readonly Project[], status: ProjectStatusFilter, search: string): Project[] {
  const text = search.trim().toLowerCase();
  return projects.filter((p) => {
    if (status === 'archived' ? !p.isArchived : p.isArchived) return false;
    if (status === 'active' && !p.isActive) return false;
    if (status === 'inactive' && p.isActive) return false;
    return !text || projectNameMatches(p.projectName, text) || p.category.toLowerCase().includes(text);
  });
}
