import { useMatches } from 'react-router';

/**
 * The two widths a page may have (issue 42: one rule, not a width per page): `content` for forms,
 * profiles and reading; `wide` for tables, boards and the dashboard. A route says `wide` in its
 * handle (routes.tsx); every other page is `content`. The layouts' main applies it: a page sets no
 * width of its own.
 */
export type PageWidth = 'content' | 'wide';

/** The widths in pixels (Mantine's `md` and `xl` containers). */
export const PAGE_WIDTHS: Record<PageWidth, number> = { content: 960, wide: 1320 };

/** What a route's handle may carry for the layouts. */
export interface PageHandle {
  width?: PageWidth;
}

const widthOf = (handle: unknown): PageWidth | undefined =>
  typeof handle === 'object' && handle !== null && 'width' in handle ? (handle as PageHandle).width : undefined;

/** The width of the page shown: the deepest route that names one, else `content`. */
export function usePageWidth(): PageWidth {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const width = widthOf(matches[i]?.handle);
    if (width) return width;
  }
  return 'content';
}
