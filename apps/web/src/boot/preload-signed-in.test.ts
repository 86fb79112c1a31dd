import { afterEach, describe, expect, it } from 'vitest';
import { preloadSignedIn } from './preload-signed-in';

describe('preloadSignedIn', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('asks for each file the build named, as a module', () => {
    document.head.innerHTML = '<meta name="goodhours-signed-in" content="/assets/signed-in-a.js /assets/zod-b.js">';
    preloadSignedIn(document);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('href'), l.crossOrigin])).toEqual([
      ['modulepreload', '/assets/signed-in-a.js', ''],
      ['modulepreload', '/assets/zod-b.js', ''],
    ]);
  });

  it('asks for nothing when the page names no files (the dev server)', () => {
    document.head.innerHTML = '<meta name="goodhours-signed-in" content="">';
    preloadSignedIn(document);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
