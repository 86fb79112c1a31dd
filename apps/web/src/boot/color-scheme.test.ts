import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStoredColorScheme } from './color-scheme';

describe('the colour scheme set before the app arrives', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it("takes the person's stored colour scheme, else the system's", () => {
    const system = (dark: boolean) => vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: dark } as MediaQueryList);
    system(true);
    applyStoredColorScheme(document);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    localStorage.setItem('goodhours.colorScheme', 'light');
    applyStoredColorScheme(document);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    system(false);
    localStorage.setItem('goodhours.colorScheme', 'dark');
    applyStoredColorScheme(document);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
