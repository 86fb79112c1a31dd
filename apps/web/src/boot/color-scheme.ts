/** Where Mantine's colour scheme manager keeps the person's choice (theme.ts). */
export const COLOR_SCHEME_KEY = 'goodhours.colorScheme';

/**
 * The colour scheme Mantine will take (the stored choice, else the system's), set on the page
 * before the app's code has arrived: a dark-mode reader never sees a white page flash first.
 */
export function applyStoredColorScheme(doc: Document): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COLOR_SCHEME_KEY);
  } catch {
    // storage refused: follow the system
  }
  const dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  doc.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}
