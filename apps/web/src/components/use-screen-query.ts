import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether a media query matches, read on the first render: the app is drawn only in the browser,
 * so a phone gets its own layout at once instead of the wide one drawn and then taken down.
 */
export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
