import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_OPENED, PUBLIC_PAGES, SIGNED_IN_PAGES } from '../../../e2e/pages';
import { routes } from './routes';

/** Every path pattern of the route table, as `/a/:b`. */
function patternsOf(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const here = route.path === undefined ? prefix : `${prefix}/${route.path}`;
    const own = route.path === undefined ? [] : [here];
    return [...own, ...patternsOf(route.children ?? [], here)];
  });
}

describe('the pages the journeys open', () => {
  it('include every route of the table, so a new page is checked on a phone the day it is added', () => {
    const listed = new Set<string>([...SIGNED_IN_PAGES, ...PUBLIC_PAGES, ...Object.keys(NOT_OPENED)]);
    const unlisted = patternsOf(routes).filter((pattern) => !listed.has(pattern));
    expect(unlisted, 'routes in no list of e2e/pages.ts').toEqual([]);
  });

  it('name only routes the table has', () => {
    const table = new Set(patternsOf(routes));
    const stale = [...SIGNED_IN_PAGES, ...PUBLIC_PAGES, ...Object.keys(NOT_OPENED)].filter((pattern) => !table.has(pattern));
    expect(stale, 'patterns of e2e/pages.ts the table no longer has').toEqual([]);
  });
});
