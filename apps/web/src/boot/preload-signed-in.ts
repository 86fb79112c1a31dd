/** Written by the build (apps/web/signed-in-files.ts): the signed-in page's files, space-separated. */
const META = 'goodhours-signed-in';

/**
 * Asks for the code a signed-in page opens with beside the app's entry (decision 034). Without
 * this, the router asks for it only once the entry has arrived and run: one more round trip and
 * the entry's evaluation in the way of the first view, on a phone's slow connection.
 */
export function preloadSignedIn(doc: Document): void {
  const files = doc.querySelector(`meta[name="${META}"]`)?.getAttribute('content')?.split(' ') ?? [];
  for (const href of files.filter(Boolean)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    doc.head.append(link);
  }
}
