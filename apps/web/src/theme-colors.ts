import { darken, DEFAULT_THEME, lighten, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG's contrast ratio between two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2.1 AA for normal text. */
export const AA = 4.5;

/** The colour moved in small steps (darker or lighter) until it reads at AA on every background. */
function shiftUntilReadable(color: string, backgrounds: readonly string[], shift: (color: string, amount: number) => string): string {
  let shade = color;
  for (let step = 1; step <= 40 && backgrounds.some((bg) => contrast(shade, bg) < AA); step++) shade = shift(color, step * 0.02);
  return shade;
}

/** The colour darkened until it reads at AA on every one of the (light) backgrounds. */
export const darkenUntilReadable = (color: string, backgrounds: readonly string[]) => shiftUntilReadable(color, backgrounds, darken);

/** The colour lightened until it reads at AA on every one of the (dark) backgrounds. */
export const lightenUntilReadable = (color: string, backgrounds: readonly string[]) => shiftUntilReadable(color, backgrounds, lighten);

/** The page's background in each theme (Mantine's white and dark 7). */
export const PAGE_BACKGROUND = { light: '#ffffff', dark: DEFAULT_THEME.colors.dark[7] } as const;

const readableColours = new Map<string, string>();

/**
 * A colour the spec fixes (a day filter's, an entry age's) in the nearest shade that reads at AA
 * as text on the page and, in the light theme, under white text: same hue, darker in the light
 * theme and lighter in the dark one.
 */
export function readableColour(color: string, scheme: 'light' | 'dark'): string {
  // Asked for by every time entry card on every render: each colour is worked out once.
  const key = `${scheme} ${color}`;
  let readable = readableColours.get(key);
  if (readable === undefined) {
    readable =
      scheme === 'light' ? darkenUntilReadable(color, [PAGE_BACKGROUND.light]) : lightenUntilReadable(color, [PAGE_BACKGROUND.dark]);
    readableColours.set(key, readable);
  }
  return readable;
}

/**
 * Mantine's palettes' shade 9 made readable: in the light theme shade 9 is the text colour, the
 * filled colour under white text and the text of light badges and light buttons (on shades 0 to
 * 2, hovered or not), so it must read at AA on all of them. Mantine's own shade 9 of orange,
 * yellow and lime, and shade 6 of most colours, do not. Worked out by `readableNine`; written
 * here so that opening the app does not work them out again (a test keeps the two the same).
 */
export const READABLE_NINE: Readonly<Record<string, string>> = {
  red: 'rgba(177, 37, 37, 1)',
  violet: 'rgba(89, 57, 184, 1)',
  indigo: 'rgba(51, 74, 187, 1)',
  blue: 'rgba(22, 92, 157, 1)',
  cyan: 'rgba(10, 105, 122, 1)',
  teal: 'rgba(7, 114, 82, 1)',
  green: 'rgba(36, 116, 52, 1)',
  lime: 'rgba(74, 118, 10, 1)',
  yellow: 'rgba(161, 83, 0, 1)',
  orange: 'rgba(174, 58, 12, 1)',
};

/** A palette's shade 9 darkened until it reads at AA on white and on its shades 0 to 2. */
export function readableNine(shades: MantineColorsTuple): string {
  return darkenUntilReadable(shades[9], ['#ffffff', shades[0], shades[1], shades[2]]);
}

/** Mantine's palettes (but dark) with shade 9 made readable. */
export function readablePalettes(): Record<string, MantineColorsTuple> {
  const palettes: Record<string, MantineColorsTuple> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark') continue;
    palettes[name] = [...shades.slice(0, 9), READABLE_NINE[name] ?? shades[9]] as unknown as MantineColorsTuple;
  }
  return palettes;
}

const { gray, dark } = DEFAULT_THEME.colors;

/** The backgrounds dimmed text sits on in each theme: the page, cards, striped or hovered rows. */
export const DIMMED_BACKGROUNDS = { light: ['#ffffff', gray[0], gray[1]], dark: [dark[7], dark[6], dark[5]] } as const;

/**
 * Dimmed text that still reads at AA: Mantine's gray 6 reads at 3.3:1 on white and its dark 2 at
 * 4.0:1 on the dark page; these do on DIMMED_BACKGROUNDS (worked out from gray 6 and dark 2 by
 * darkening and lightening; a test keeps them so).
 */
export const READABLE_DIMMED = { light: 'rgba(105, 111, 117, 1)', dark: 'rgba(165, 165, 165, 1)' } as const;

/**
 * Error text (a field's message, its red border's label) that reads at AA on DIMMED_BACKGROUNDS:
 * Mantine's red 6 (light) and red 8 (dark) do not. Light is the readable red 9; dark is red 8
 * lightened (a test keeps it so).
 */
export const READABLE_ERROR = { light: READABLE_NINE.red!, dark: 'rgba(237, 136, 136, 1)' } as const;

/**
 * A filled button's hover colour: Mantine takes shade 8 when the filled shade is 9, which is
 * lighter and no longer reads under white text; a hovered button darkens its readable shade 9
 * instead, for the palettes whose shade 9 had to be made readable.
 */
export function filledHoverVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, nine] of Object.entries(READABLE_NINE)) variables[`--mantine-color-${name}-filled-hover`] = darken(nine, 0.12);
  return variables;
}
