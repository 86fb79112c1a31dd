import type { RouteObject } from 'react-router';
import type { PageHandle } from './components/page-width';

/** A page of tables or boards: the wide page width (components/page-width.ts); others are `content`. */
const wideHandle: PageHandle = { width: 'wide' };
export const wide = (route: RouteObject): RouteObject => ({ ...route, handle: wideHandle });
