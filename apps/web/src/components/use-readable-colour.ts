import { readableColour } from '../theme-colors';
import { useShownScheme } from './use-shown-scheme';

/** A colour the spec fixes, shifted to read at AA in the theme being shown (theme-colors.ts). */
export function useReadableColour(): (color: string) => string {
  const scheme = useShownScheme();
  return (color) => readableColour(color, scheme);
}
