import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { PAGE_WIDTHS, usePageWidth } from './page-width';

/** The page's column inside a layout's main: the width its route names (page-width.ts), centred. */
export function PageFrame({ children }: { children: ReactNode }) {
  const width = usePageWidth();
  return (
    <Box maw={PAGE_WIDTHS[width]} mx="auto" data-page-width={width}>
      {children}
    </Box>
  );
}
