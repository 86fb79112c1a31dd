import { Button } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/**
 * The button under a list drawn a page at a time: it says how many are left out and adds a page.
 * Nothing when the whole list is shown.
 */
export function ShowMore({ notShown, onShow }: { notShown: number; onShow: () => void }) {
  if (notShown <= 0) return null;
  return (
    <Button variant="default" onClick={onShow} style={{ alignSelf: 'flex-start' }}>
      Show more ({notShown.toLocaleString('en-US')} not shown)
    </Button>
  );
}

/**
 * How many of a long list to draw: `pageSize` at first, a page more on each 'Show more'. The
 * list's place stays as short as a page until the reader asks for more, instead of drawing
 * hundreds of rows nobody has scrolled to.
 */
export function useShownLimit(pageSize: number): [limit: number, showMore: () => void] {
  const [limit, setLimit] = useState(pageSize);
  return [limit, () => setLimit((n) => n + pageSize)];
}

/** The first page of `items`, and the 'Show more' button that adds the next (or nothing). */
export function useFirstPage<T>(items: readonly T[], pageSize: number): { shown: readonly T[]; more: ReactNode } {
  const [limit, showMore] = useShownLimit(pageSize);
  return { shown: items.slice(0, limit), more: <ShowMore notShown={items.length - limit} onShow={showMore} /> };
}
