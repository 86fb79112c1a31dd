import type { Rolldown } from 'vite';

/** The `<meta>` that names the signed-in page's files (read by src/boot/preload-signed-in.ts). */
export const SIGNED_IN_FILES_META = 'goodhours-signed-in';

type Bundle = Rolldown.OutputBundle;

function chunksFrom(bundle: Bundle, start: Rolldown.OutputChunk): Set<string> {
  const seen = new Set<string>();
  const queue = [start.fileName];
  for (const file of queue) {
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return seen;
}

/**
 * The JavaScript a signed-in page opens with beyond the entry's own (decision 034): the
 * `signed-in` and `dashboard-panels` chunks and what they import, minus what index.html already preloads. The boot script
 * asks for these beside the entry when a session is stored, instead of after the entry has run.
 */
export function signedInFiles(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html'));
  const signedIn = chunks.filter((c) => c.name === 'signed-in' || c.name === 'dashboard-panels');
  if (!entry || signedIn.length !== 2) throw new Error('the build has no entry or not both signed-in chunks');
  const atStart = chunksFrom(bundle, entry);
  const files = new Set(signedIn.flatMap((chunk) => [...chunksFrom(bundle, chunk)]));
  return [...files].filter((file) => !atStart.has(file)).map((file) => `/${file}`);
}
