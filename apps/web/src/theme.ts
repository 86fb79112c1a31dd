import {
  createTheme,
  localStorageColorSchemeManager,
  PasswordInput,
  rem,
  Typography,
  type ActionIconProps,
  type ComboboxProps,
  type MantineTheme,
  type DrawerProps,
  type MenuProps,
  type NumberInputProps,
  type ModalProps,
  type NotificationProps,
  type PaginationProps,
  type SelectProps,
  type TableScrollContainerProps,
  type CSSVariablesResolver,
} from '@mantine/core';
import { COLOR_SCHEME_KEY } from './boot/color-scheme';
import { filledHoverVariables, READABLE_DIMMED, READABLE_ERROR, readablePalettes } from './theme-colors';

export const theme = createTheme({
  // Every text and filled colour reads at WCAG AA (theme-colors.ts): shade 9 is the text colour,
  // the filled colour and the light badges' text, in both themes.
  colors: readablePalettes(),
  primaryColor: 'teal',
  primaryShade: { light: 9, dark: 9 },
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
    // Written as data, not Combobox.extend(): importing Combobox here put it, Popover and
    // floating-ui (~25 KB gzipped) in the code every page loads first (decision 022).
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    // Choosing the option already chosen keeps it (Mantine's default cleared it: a second click on
    // a new user's role left 'Please choose a role.'). A select that may be empty has a clear button.
    Select: { defaultProps: { allowDeselect: false } satisfies Partial<SelectProps> },
    // A number is never changed behind the reader's back (issue 42: -3 hours became 3, 75 minutes
    // was blanked): what is typed stays, and the form's rule says what is wrong with it.
    NumberInput: { defaultProps: { clampBehavior: 'none', allowNegative: true } satisfies Partial<NumberInputProps> },
    // The close buttons of dialogs and drawers are an icon: they need a name.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close drawer' } } satisfies Partial<DrawerProps> },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } satisfies Partial<NotificationProps> },
    // Mantine puts an unnamed focus placeholder inside role="menu", which may hold only menu items;
    // the menu still takes the focus (arrow keys reach the first item).
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // A table wider than its card scrolls inside it: natively (no scroll-area components per
    // table), and reachable by keyboard so the hidden columns can be scrolled to.
    // It is also the containing block of what is absolutely placed inside it (a visually hidden
    // column name once stuck out of it and widened /infoCollections on a phone to 602 px).
    TableScrollContainer: {
      defaultProps: { type: 'native', tabIndex: 0 } satisfies Partial<TableScrollContainerProps>,
      styles: { scrollContainer: { position: 'relative' } },
    },
    // Mantine's previous and next buttons are icons with no name.
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({ 'aria-label': `${control} page` }),
      } satisfies Partial<PaginationProps>,
    },
    // A tap target is at least 24 px (WCAG 2.2, 2.5.8): the two smallest icon buttons grow to it,
    // and so does an alert's close button (20 px in Mantine).
    ActionIcon: {
      vars: (_theme: MantineTheme, props: ActionIconProps) => ({
        root: props.size === 'xs' ? { '--ai-size': rem(24) } : props.size === 'sm' ? { '--ai-size': rem(26) } : {},
      }),
    },
    Alert: { styles: { closeButton: { width: rem(24), height: rem(24) } } },
    // Notes and summaries are what people typed: a long link must wrap, not widen the page.
    Typography: Typography.extend({ styles: { root: { overflowWrap: 'anywhere' } } }),
  },
});

/** Dark or light, kept in localStorage; Mantine follows the storage event, so tabs stay in step. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/** Variables added to Mantine's own: dimmed text, errors and hovered filled buttons that read at AA in both themes. */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const hover = filledHoverVariables();
  return {
    variables: {},
    light: { '--mantine-color-dimmed': READABLE_DIMMED.light, '--mantine-color-error': READABLE_ERROR.light, ...hover },
    dark: { '--mantine-color-dimmed': READABLE_DIMMED.dark, '--mantine-color-error': READABLE_ERROR.dark, ...hover },
  };
};
