import { useComputedColorScheme } from '@mantine/core';
import { readableColour } from '../theme-colors';

/** A colour the spec fixes, shifted to read at AA in the theme being shown (theme-colors.ts). */
export function useReadableColour(): (color: string) => string {
  const scheme = useComputedColorScheme('light');
  return (color) => readableColour(color, scheme);
}
