import type { UserListItem, UserListPage } from '@goodhours/domain';
import type { RouteObject } from 'react-router';
import { renderApp } from '../../../test/render';
import { UserManagementPage } from './user-management-page';

/** A person of the list, numbered so that names and ids differ. */
export function listedUser(n: number, overrides: Partial<UserListItem> = {}): UserListItem {
  const id = `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
  return {
    id,
    firstName: `Person${String(n)}`,
    lastName: 'Example',
    email: `person${String(n)}@example.org`,
    role: 'Volunteer',
    isActive: true,
    isVisible: true,
    isRehireable: true,
    isProtected: false,
    teamCode: '',
    weeklyCommittedHours: 10,
    startDate: '2025-01-06',
    endDate: null,
    reactivationDate: null,
    createdDate: '2025-01-06T08:00:00.000Z',
    ...overrides,
  };
}

export function listPage(items: UserListItem[], total = items.length, page = 1): { body: UserListPage } {
  return { body: { items, total, page, pageSize: 10 } };
}

/** `GET /api/userprofile?...` as the page asks for it. */
export function listPath(params: { page?: number; search?: string; role?: string; status?: string; team?: string } = {}): string {
  const q = new URLSearchParams({ page: String(params.page ?? 1), pageSize: '10' });
  if (params.search) q.set('search', params.search);
  if (params.role) q.set('role', params.role);
  q.set('status', params.status ?? 'all');
  if (params.team) q.set('team', params.team);
  q.set('sort', 'firstName');
  q.set('dir', 'asc');
  return `GET /api/userprofile?${q.toString()}`;
}

const table: RouteObject[] = [{ path: '/usermanagement', element: <UserManagementPage /> }];

/** The page alone, without the route guard (the route table is wired elsewhere). */
export const renderUserManagement = () => renderApp('/usermanagement', table);
