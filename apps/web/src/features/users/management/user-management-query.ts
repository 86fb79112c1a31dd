import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import type { UserListRequest } from '../../../api/users';

/** User lists show 10 people a page (document 1 §9). */
export const USER_PAGE_SIZE = 10;
export const USER_SEARCH_DEBOUNCE_MS = 300;

export type UserStatusFilter = UserListRequest['status'];
export type UserSortColumn = UserListRequest['sort'];

export interface UserFilters {
  role: string | null;
  status: UserStatusFilter;
  team: string | null;
}

export interface UserSort {
  column: UserSortColumn;
  dir: 'asc' | 'desc';
}

/**
 * The list's search, filters, sort and page. Any change of what is listed goes back to page 1;
 * the typed search reaches the query only after a pause in typing.
 */
export function useUserListQuery() {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<UserFilters>({ role: null, status: 'all', team: null });
  const [sort, setSort] = useState<UserSort>({ column: 'firstName', dir: 'asc' });
  // The page belongs to the search it was chosen under: a new search starts at page 1.
  const [paging, setPaging] = useState({ page: 1, search: '' });
  const page = paging.search === search ? paging.page : 1;
  const setPage = useCallback(
    (next: number) => {
      setPaging({ page: next, search });
    },
    [search],
  );

  const query: UserListRequest = {
    page,
    pageSize: USER_PAGE_SIZE,
    search,
    status: filters.status,
    sort: sort.column,
    dir: sort.dir,
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.team ? { team: filters.team } : {}),
  };

  return {
    query,
    searchText,
    setSearchText,
    filters,
    setFilter: <K extends keyof UserFilters>(key: K, value: UserFilters[K]) => {
      setFilters((current) => ({ ...current, [key]: value }));
      setPaging({ page: 1, search });
    },
    sort,
    toggleSort: (column: UserSortColumn) => {
      setSort((current) => (current.column === column ? { column, dir: current.dir === 'asc' ? 'desc' : 'asc' } : { column, dir: 'asc' }));
      setPaging({ page: 1, search });
    },
    setPage,
  };
}
