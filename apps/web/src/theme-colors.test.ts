import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  AA,
  contrast,
  darkenUntilReadable,
  DIMMED_BACKGROUNDS,
  lightenUntilReadable,
  PAGE_BACKGROUND,
  READABLE_DIMMED,
  READABLE_ERROR,
  filledHoverVariables,
  READABLE_NINE,
  readableColour,
  readableNine,
  readablePalettes,
} from './theme-colors';

describe('readable colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
  });

  it('makes every palette’s text shade read at AA on white, on its light badge and under white text', () => {
    for (const [name, shades] of Object.entries(readablePalettes())) {
      expect(contrast(shades[9], '#ffffff'), name).toBeGreaterThanOrEqual(AA);
      expect(contrast(shades[9], shades[1]), name).toBeGreaterThanOrEqual(AA);
      expect(contrast(shades[9], shades[2]), name).toBeGreaterThanOrEqual(AA);
    }
  });

  it('changes only the colours that needed it', () => {
    const palettes = readablePalettes();
    expect(palettes.grape?.[9]).toBe(DEFAULT_THEME.colors.grape[9]);
    expect(palettes.yellow?.[9]).not.toBe(DEFAULT_THEME.colors.yellow[9]);
  });

  it('writes down the shades the rule gives, and only those that changed', () => {
    const worked: Record<string, string> = {};
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      const nine = name === 'dark' ? shades[9] : readableNine(shades);
      if (nine !== shades[9]) worked[name] = nine;
    }
    expect(READABLE_NINE).toEqual(worked);
    expect(READABLE_DIMMED).toEqual({
      light: darkenUntilReadable(DEFAULT_THEME.colors.gray[6], DIMMED_BACKGROUNDS.light),
      dark: lightenUntilReadable(DEFAULT_THEME.colors.dark[2], DIMMED_BACKGROUNDS.dark),
    });
    expect(READABLE_ERROR.dark).toBe(lightenUntilReadable(DEFAULT_THEME.colors.red[8], DIMMED_BACKGROUNDS.dark));
  });

  it('keeps a hovered filled button readable under its white text', () => {
    for (const [name, hover] of Object.entries(filledHoverVariables())) expect(contrast(hover, '#ffffff'), name).toBeGreaterThanOrEqual(AA);
    expect(Object.keys(filledHoverVariables())).toContain('--mantine-color-teal-filled-hover');
  });

  it('writes errors that read at AA wherever they sit', () => {
    for (const background of DIMMED_BACKGROUNDS.light) expect(contrast(READABLE_ERROR.light, background)).toBeGreaterThanOrEqual(AA);
    for (const background of DIMMED_BACKGROUNDS.dark) expect(contrast(READABLE_ERROR.dark, background)).toBeGreaterThanOrEqual(AA);
  });

  it('dims text no further than AA allows', () => {
    expect(contrast(READABLE_DIMMED.light, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(READABLE_DIMMED.light, DEFAULT_THEME.colors.gray[0])).toBeGreaterThanOrEqual(AA);
    expect(contrast(READABLE_DIMMED.dark, DEFAULT_THEME.colors.dark[7])).toBeGreaterThanOrEqual(AA);
    expect(contrast(READABLE_DIMMED.dark, DEFAULT_THEME.colors.dark[6])).toBeGreaterThanOrEqual(AA);
  });

  it('keeps a fixed colour’s hue but makes it read on either theme', () => {
    for (const spec of ['#228B22', '#6495ED', '#eb8334', '#DC143C', '#6a6a6a']) {
      expect(contrast(readableColour(spec, 'light'), PAGE_BACKGROUND.light), spec).toBeGreaterThanOrEqual(AA);
      expect(contrast(readableColour(spec, 'dark'), PAGE_BACKGROUND.dark), spec).toBeGreaterThanOrEqual(AA);
    }
    // Already readable: left as it is.
    expect(readableColour('#DC143C', 'light')).toBe('#DC143C');
  });
});
