import type { CSSProperties } from 'react';
import classes from './placeholder.module.css';

/** Placeholder shapes (a heading and `rows` lines) shown while a page loads its data: one element. */
export function PageSkeleton({ rows = 6 }: { rows?: number }) {
  return <div className={classes.lines} style={{ '--rows': rows } as CSSProperties} role="status" aria-busy="true" aria-label="Loading" />;
}
