import { useComputedColorScheme } from '@mantine/core';

/**
 * The theme on screen: the one chosen, or the system's until one is. Read at once when a component
 * first draws (the app is drawn only in the browser), not in an effect after it: with Mantine's
 * default a part drawn on a dark system drew its first frame with light colours, and could be
 * read in that state (a 'This week' label at 3.3:1 in the dark theme, found by axe).
 */
export function useShownScheme(): 'light' | 'dark' {
  return useComputedColorScheme('light', { getInitialValueInEffect: false });
}
