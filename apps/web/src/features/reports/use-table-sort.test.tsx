import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TableSort } from './list/report-list-state';
import { useTableSort } from './use-table-sort';

const spec = { sorts: { name: { numeric: false }, hours: { numeric: true } } } as unknown as Parameters<typeof useTableSort>[0];
const fallback: TableSort = { sort: 'name', dir: 'asc' };

function sortHook(path: string) {
  let router!: ReturnType<typeof createMemoryRouter>;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '*', element: children }], { initialEntries: [path] });
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useTableSort(spec, fallback), { wrapper });
  return { ...hook, address: () => router.state.location.search };
}

describe("a report table's order", () => {
  it('turns the order round on a second click of the same header', async () => {
    const { result } = sortHook('/reports?from=2026-11-01');
    expect(result.current.sort).toEqual(fallback);
    await act(async () => result.current.onSort('name'));
    expect(result.current.sort).toEqual({ sort: 'name', dir: 'desc' });
    await act(async () => result.current.onSort('hours'));
    expect(result.current.sort).toEqual({ sort: 'hours', dir: 'desc' });
  });

  it('counts both clicks of a quick double click, made before the page is drawn again', async () => {
    const { result, address } = sortHook('/reports?from=2026-11-01');
    await act(async () => {
      result.current.onSort('hours');
      result.current.onSort('hours');
    });
    expect(result.current.sort).toEqual({ sort: 'hours', dir: 'asc' });
    expect(address()).toContain('from=2026-11-01');
  });
});
