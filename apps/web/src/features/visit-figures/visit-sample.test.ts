import { VISIT_PAGES } from '@goodhours/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../../routes';
import { batchesOf, pagePatternOf, sampleOf } from './visit-sample';

const ID = '0b8e6a52-8f4e-4a4e-9d7e-9a1b2c3d4e5f';

/** Every page path of a route table, parents' paths joined to their children's. */
function pathsOf(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const here = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const own = route.index || route.path !== undefined ? [here || '/'] : [];
    return [...own, ...pathsOf(route.children ?? [], here)];
  });
}

describe('the page a visit is counted for', () => {
  it('is the route pattern of the path, never its ids or its query', () => {
    expect(pagePatternOf(`/dashboard/${ID}`)).toBe('/dashboard/:userId');
    expect(pagePatternOf('/dashboard')).toBe('/dashboard');
    expect(pagePatternOf('/')).toBe('/');
    expect(pagePatternOf(`/wbs/tasks/${ID}`)).toBe('/wbs/tasks/:taskId');
    expect(pagePatternOf(`/wbs/tasks/${ID}/${ID}/Phase%201`)).toBe('/wbs/tasks/:wbsId/:projectId/:wbsName');
    expect(pagePatternOf('/hgnform/responses')).toBe('/hgnform/responses');
    expect(pagePatternOf('/bmdashboard/login')).toBe('/bmdashboard/login');
    expect(pagePatternOf('/bmdashboard/tools/42/history')).toBe('/bmdashboard/*');
    expect(pagePatternOf('/weekclose/2026-11-15')).toBe('/weekclose/:weekStart');
  });

  it('is none for a path no page answers', () => {
    expect(pagePatternOf('/no/such/page')).toBeUndefined();
  });

  it('is one of the app’s routes, and every route of the app can be one', () => {
    const appPaths = new Set(pathsOf(routes).filter((p) => p !== '/*'));
    expect([...appPaths].sort()).toEqual([...VISIT_PAGES].sort());
  });
});

describe('a measurement as it is sent', () => {
  const at = `https://goodhours.example/timelog/${ID}?week=2026-11-15`;

  it('names the page the measured navigation opened, rounded to whole milliseconds', () => {
    expect(sampleOf({ name: 'LCP', value: 1830.6, navigationURL: `https://goodhours.example/dashboard/${ID}?x=1` }, at)).toEqual({
      page: '/dashboard/:userId',
      metric: 'LCP',
      value: 1831,
    });
    expect(sampleOf({ name: 'INP', value: 96 }, at)).toEqual({ page: '/timelog/:userId', metric: 'INP', value: 96 });
    expect(sampleOf({ name: 'CLS', value: 0.123456 }, at)).toEqual({ page: '/timelog/:userId', metric: 'CLS', value: 0.1235 });
  });

  it('leaves out other metrics, pages the app does not have, and values past their bound', () => {
    expect(sampleOf({ name: 'TTFB', value: 80 }, at)).toBeUndefined();
    expect(sampleOf({ name: 'LCP', value: 900, navigationURL: 'https://goodhours.example/wp-admin' }, at)).toBeUndefined();
    expect(sampleOf({ name: 'INP', value: 61_000 }, at)).toBeUndefined();
  });

  it('goes in reports of at most ten', () => {
    expect(batchesOf(Array.from({ length: 23 }, (_, i) => i)).map((b) => b.length)).toEqual([10, 10, 3]);
  });
});
