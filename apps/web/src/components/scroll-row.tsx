import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A row of controls (a segmented control, a set of filter buttons) that keeps its own width and
 * scrolls sideways inside its box when the screen is narrower, instead of widening the page.
 */
export function ScrollRow({ children }: { children: ReactNode }) {
  return <Box style={{ overflowX: 'auto', maxWidth: '100%', alignSelf: 'flex-start' }}>{children}</Box>;
}
