import { describe, expect, it } from 'vitest';
import { tableSortFromParams, withTableSort } from './table-sort';

describe('a report table’s order in the address', () => {
  const sortable = ['name', 'total'];
  const fallback = { sort: 'total', dir: 'desc' } as const;

  it('is read back as written, the period kept', () => {
    const params = withTableSort(new URLSearchParams('from=2026-09-06&to=2026-11-28'), { sort: 'name', dir: 'asc' });
    expect(params.toString()).toBe('from=2026-09-06&to=2026-11-28&sort=name&dir=asc');
    expect(tableSortFromParams(params, sortable, fallback)).toEqual({ sort: 'name', dir: 'asc' });
  });

  it('falls back to the page’s order for none or a column the table does not sort by', () => {
    expect(tableSortFromParams(new URLSearchParams(), sortable, fallback)).toEqual(fallback);
    expect(tableSortFromParams(new URLSearchParams('sort=email&dir=asc'), sortable, fallback)).toEqual(fallback);
    expect(tableSortFromParams(new URLSearchParams('sort=total&dir=sideways'), sortable, fallback)).toEqual({ sort: 'total', dir: 'asc' });
  });
});
