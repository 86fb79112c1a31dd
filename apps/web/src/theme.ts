import { Combobox, createTheme, localStorageColorSchemeManager, PasswordInput, Typography } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // The default name of the eye button contains "password", which makes the field's own label
    // ambiguous for people using a screen reader's label search (and for tests).
    PasswordInput: PasswordInput.extend({
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } },
    }),
    // Mantine 9 keeps every closed dropdown of a Select or MultiSelect in the page, with all its
    // options, and places each one with a forced layout when it mounts: a page with a few filters
    // paid ~100 ms for lists nobody had opened. Options are drawn when the dropdown opens.
    Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
    // Notes and summaries are what people typed: a long link must wrap, not widen the page.
    Typography: Typography.extend({ styles: { root: { overflowWrap: 'anywhere' } } }),
  },
});

/** Dark or light, kept in localStorage; Mantine follows the storage event, so tabs stay in step. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'goodhours.colorScheme' });
