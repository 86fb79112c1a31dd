import { Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type ReactNode } from 'react';
import { useDrawnCount } from './use-drawn-count';

/** Lists up to this long are drawn whole; longer ones draw only the rows in view. */
export const WINDOW_FROM = 100;
const ROW_HEIGHT = 37;
/** A phone's screenful of rows, drawn at once. */
const FIRST_DRAWN = 20;
const VISIBLE_HEIGHT = 640;

interface Props<T> {
  rows: readonly T[];
  /** The table around the rows: `head` and the first body rows (totals) are drawn as given. */
  table: (body: ReactNode) => ReactNode;
  row: (item: T) => ReactNode;
  /** Rows drawn before the list (a totals row), never windowed. */
  before?: ReactNode;
  columns: number;
  /** What the scrolling box holds, for those who reach it by keyboard or screen reader. */
  label: string;
}

function WindowedBody<T>({ rows, table, row, before, columns, label }: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  // The app is not built with the React Compiler: nothing memoises what the virtualizer returns.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    // Before the first layout (and where there is none, as in tests) draw a screenful.
    initialRect: { width: 0, height: VISIBLE_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <Table.Tr key={key} aria-hidden style={{ height }}>
        <Table.Td colSpan={columns} p={0} />
      </Table.Tr>
    ) : null;
  return (
    <div ref={scroller} style={{ maxHeight: VISIBLE_HEIGHT, overflow: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      {table(
        <>
          {before}
          {spacer(top, 'top')}
          {items.map((item) => {
            const data = rows[item.index];
            return data === undefined ? null : row(data);
          })}
          {spacer(bottom, 'bottom')}
        </>,
      )}
    </div>
  );
}

/**
 * A table body that keeps the page small on a large organisation: a list longer than WINDOW_FROM
 * scrolls inside a box of its own and only the rows in view (and a few around them) are in the
 * page; a shorter one is drawn whole, in the page's own flow (a screenful at once, the rest in
 * slices right after: useDrawnCount).
 */
export function WindowedRows<T>(props: Props<T>) {
  const drawn = useDrawnCount(props.rows.length < WINDOW_FROM ? props.rows.length : 0, FIRST_DRAWN);
  if (props.rows.length < WINDOW_FROM) {
    return (
      <>
        {props.table(
          <>
            {props.before}
            {props.rows.slice(0, drawn).map((item) => props.row(item))}
          </>,
        )}
      </>
    );
  }
  return <WindowedBody {...props} />;
}
