import type { TableSort } from './list/report-list-state';

/**
 * A report table's order in the address (`?sort=total&dir=desc`), or the page's own when there is
 * none or it names a column the table does not sort by.
 */
export function tableSortFromParams(params: URLSearchParams, sortable: readonly string[], fallback: TableSort): TableSort {
  const sort = params.get('sort');
  if (sort === null || !sortable.includes(sort)) return fallback;
  const dir = params.get('dir');
  return { sort, dir: dir === 'desc' ? 'desc' : 'asc' };
}

/** The address with a table's order, its other parameters (the period) kept. */
export function withTableSort(params: URLSearchParams, { sort, dir }: TableSort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set('sort', sort);
  next.set('dir', dir);
  return next;
}
